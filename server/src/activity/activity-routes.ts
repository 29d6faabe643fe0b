import type { FastifyInstance } from 'fastify';

import { activityEndpoints, TOTAL_COUNT_HEADER } from '@portal/contracts';

import type { Database } from '../db/database';
import { route } from '../http/route';
import { requireSupplier } from '../plugins/auth';
import { activityRepository } from './activity-repository';

/** GET team/activity (activity.read): the business's log, filtered and paged. There is no route that changes it. */
export function activityRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const activity = activityRepository(db);

  route(app, activityEndpoints.listActivity, {
    handler: async ({ query, request, reply }) => {
      const { page, pageSize, ...filters } = query;
      const { rows, total } = await activity.page({ supplierId: requireSupplier(request), ...filters }, page, pageSize);
      reply.header(TOTAL_COUNT_HEADER, total);
      return rows;
    },
  });

  route(app, activityEndpoints.listActivityMembers, {
    handler: async ({ request }) => activity.members(requireSupplier(request)),
  });
}
