import { useCallback } from 'react';
import { getDashboard, getUser } from '@portal/api';
import { useSession } from '@portal/session';
import { useLoad } from '../common/use-load';

/**
 * The dashboard and the signed-in user's name. Per spec section 5 the dashboard is not requested
 * without a token and supplier id, nor the user without a token and user id.
 */
export function useDashboard() {
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.userId);
  const supplierId = useSession((s) => s.supplierId);
  const fetchDashboard = useCallback(() => getDashboard(supplierId!), [supplierId]);
  const fetchUser = useCallback(() => getUser(userId!), [userId]);
  const [dashboard, reload] = useLoad(token && supplierId ? fetchDashboard : null);
  const [user] = useLoad(token && userId ? fetchUser : null);
  return { dashboard, reload, name: user.status === 'ready' ? user.data.full_name : null };
}
