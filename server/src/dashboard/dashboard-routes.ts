import type { FastifyInstance } from 'fastify';
import { DashboardReplySchema, IdParamsSchema } from '@portal/contracts';
import type { Database } from '../db/database';
import { route } from '../http/route';
import { requireSupplier } from '../plugins/auth';
import { buildDashboard } from './dashboard-service';

export function dashboardRoutes(app: FastifyInstance, { db }: { db: Database }) {
  route(app, {
    method: 'GET',
    url: '/suppliers/:id/dashboard',
    summary: "The signed-in supplier's dashboard: this month against last, monthly series per year, recent chats and activity",
    tags: ['dashboard'],
    params: IdParamsSchema,
    reply: DashboardReplySchema,
    handler: async ({ params, request }) => {
      const supplierId = requireSupplier(request, params.id);
      return buildDashboard(db, supplierId, new Date());
    },
  });
}
