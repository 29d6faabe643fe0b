import { useCallback, useState } from 'react';
import { getSupplier, getUser } from '@portal/api';
import type { Supplier, User } from '@portal/contracts';
import { useSession } from '@portal/session';
import { useLoad } from '../common/use-load';

export interface Profile {
  user: User;
  supplier: Supplier | null;
}

/**
 * The signed-in user and supplier (GET users/:id and suppliers/:id). Requested only with a token
 * and user id (spec section 5); a user who has not finished sign-up has no supplier yet.
 * `setUser` applies a reply of a PUT, so the screen shows what the server saved.
 */
export function useProfile() {
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.userId);
  const supplierId = useSession((s) => s.supplierId);
  const fetchProfile = useCallback(
    async (): Promise<Profile> => {
      const [user, supplier] = await Promise.all([getUser(userId!), supplierId ? getSupplier(supplierId) : null]);
      return { user, supplier };
    },
    [userId, supplierId],
  );
  const [load, reload] = useLoad(token && userId ? fetchProfile : null);
  const [saved, setSaved] = useState<User | null>(null);
  const user = saved?.user_id === userId ? saved : load.status === 'ready' ? load.data.user : null;
  return { load, reload, user, setUser: setSaved };
}
