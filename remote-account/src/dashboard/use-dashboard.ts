import { useQuery } from '@tanstack/react-query';

import { dashboardQueries, userQueries } from '@portal/api';
import { useSession } from '@portal/session';

/**
 * The dashboard and the signed-in user's name. Per spec section 5 the dashboard is not requested
 * without a supplier id (sign-up not finished); the user is the header's read, shared.
 */
export function useDashboard() {
  const userId = useSession((s) => s.userId);
  const supplierId = useSession((s) => s.supplierId);
  const dashboard = useQuery(dashboardQueries.detail(supplierId));
  const { data: user } = useQuery(userQueries.detail(userId));
  return { supplierId, dashboard, user: user ?? null, name: user?.full_name ?? null };
}
