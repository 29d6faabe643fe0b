import { IdParamsSchema } from '../common';
import { DashboardReplySchema } from '../dashboard';
import { SearchQuerySchema, SearchReplySchema } from '../search';
import { defineEndpoint } from './define';

/** The dashboard and the header's search. */
export const dashboardEndpoints = {
  getDashboard: defineEndpoint({
    method: 'GET',
    path: '/suppliers/:id/dashboard',
    tags: ['dashboard'],
    access: 'supplier',
    permission: 'dashboard.read',
    params: IdParamsSchema,
    reply: DashboardReplySchema,
    summary: "The signed-in supplier's dashboard: this month against last, monthly series per year, recent chats and activity",
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/search',
    tags: ['search'],
    access: 'supplier',
    permission: 'dashboard.read',
    query: SearchQuerySchema,
    reply: SearchReplySchema,
    summary:
      "The header's search: the signed-in supplier's bookings (number, id, customer), listings (title, type, id), support tickets and conversations matching q, a few of each",
  }),
};
