import { DashboardReplySchema } from '@portal/contracts';
import { call } from './client';

/** Every figure of the supplier's dashboard, computed by the server. */
export const getDashboard = (supplierId: string) => call(`suppliers/${encodeURIComponent(supplierId)}/dashboard`, DashboardReplySchema);
