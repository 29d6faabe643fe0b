import type { FastifyInstance } from 'fastify';

import { dashboardEndpoints } from '@portal/contracts';

import type { Database } from '../db/database';
import { route } from '../http/route';
import { requireSupplier } from '../plugins/auth';
import { buildDashboard } from './dashboard-service';

export function dashboardRoutes(app: FastifyInstance, { db }: { db: Database }) {
  route(app, dashboardEndpoints.getDashboard, {
    handler: async ({ params, request }) => {
      const supplierId = requireSupplier(request, params.id);
      return buildDashboard(db, supplierId, new Date());
    },
  });
}
