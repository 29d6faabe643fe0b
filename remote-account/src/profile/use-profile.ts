import { useQuery } from '@tanstack/react-query';

import { supplierQueries, userQueries } from '@portal/api';
import { useSession } from '@portal/session';

/**
 * The signed-in user and supplier (GET users/:id and suppliers/:id), the same reads as the header
 * and the dashboard. A user who has not finished sign-up has no supplier yet (asked nothing).
 * Changes made here (photo, bank account) answer the saved user, which replaces this one.
 */
export function useProfile() {
  const userId = useSession((s) => s.userId);
  const supplierId = useSession((s) => s.supplierId);
  const user = useQuery(userQueries.detail(userId));
  const supplier = useQuery(supplierQueries.detail(supplierId));
  const failed = (user.isError || supplier.isError) && !user.isFetching && !supplier.isFetching;
  return {
    signedIn: userId !== null,
    user: user.data ?? null,
    /** null without a supplier; undefined while it loads. */
    supplier: supplierId ? supplier.data : null,
    failed,
    retry: () => {
      if (user.isError) void user.refetch();
      if (supplier.isError) void supplier.refetch();
    },
  };
}
