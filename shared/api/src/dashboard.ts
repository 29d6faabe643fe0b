import { queryOptions, skipToken } from '@tanstack/react-query';

import { dashboardEndpoints } from '@portal/contracts';

import { call } from './client';
import { queryRoots } from './query-keys';

/** Every figure of the supplier's dashboard, computed by the server. */
export const getDashboard = (supplierId: string) => call(dashboardEndpoints.getDashboard, { params: { id: supplierId } });

export const dashboardQueries = {
  all: queryRoots.dashboard,
  /** Asks nothing without a supplier (sign-up not finished). */
  detail: (supplierId: string | null) =>
    queryOptions({ queryKey: [...dashboardQueries.all, supplierId], queryFn: supplierId ? () => getDashboard(supplierId) : skipToken }),
};
