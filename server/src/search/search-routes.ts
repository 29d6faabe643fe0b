import type { FastifyInstance } from 'fastify';

import { dashboardEndpoints } from '@portal/contracts';

import type { Database } from '../db/database';
import { route } from '../http/route';
import { requireSupplier } from '../plugins/auth';
import { searchRepository } from './search-repository';

export function searchRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const repository = searchRepository(db);

  route(app, dashboardEndpoints.search, {
    handler: async ({ query, request }) => repository.search(requireSupplier(request), query.q),
  });
}
