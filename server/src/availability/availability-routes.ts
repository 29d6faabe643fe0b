import type { FastifyInstance } from 'fastify';

import { availabilityEndpoints, resourceEndpoints } from '@portal/contracts';

import type { Database } from '../db/database';
import { route } from '../http/route';
import { principalOf, requireSupplier } from '../plugins/auth';
import { availabilityService } from './availability-service';
import { resourceService } from './resource-service';

/** Issue 13 on /api/v1: a listing's calendar, rules and changes of dates, bulk changes, shared resources. Owner only. */
export function availabilityRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const service = availabilityService({ db });
  const caller = (request: Parameters<typeof requireSupplier>[0]) => ({
    supplierId: requireSupplier(request),
    userId: principalOf(request).userId,
  });

  route(app, availabilityEndpoints.getAvailability, {
    handler: async ({ params, query, request }) => service.calendar(caller(request), params.id, query.from, query.to),
  });

  route(app, availabilityEndpoints.getAvailabilityRules, {
    handler: async ({ params, request }) => service.rules(caller(request), params.id),
  });

  route(app, availabilityEndpoints.putAvailabilityRules, {
    handler: async ({ params, body, request }) => service.putRules(caller(request), params.id, body),
  });

  route(app, availabilityEndpoints.addAvailabilityException, {
    handler: async ({ params, body, request }) => {
      const result = await service.addException(caller(request), params.id, body);
      return result;
    },
  });

  route(app, availabilityEndpoints.deleteAvailabilityException, {
    handler: async ({ params, request }) => service.deleteException(caller(request), params.id, params.exceptionId),
  });

  route(app, availabilityEndpoints.applyBulkAvailability, {
    handler: async ({ body, request }) => service.bulk(caller(request), body),
  });

  resourceRoutes(app, db);
}

/** The supplier's shared resources ('Jeeps', 8). */
function resourceRoutes(app: FastifyInstance, db: Database) {
  const resources = resourceService({ db });

  route(app, resourceEndpoints.listResources, {
    handler: async ({ request }) => resources.list(requireSupplier(request)),
  });

  route(app, resourceEndpoints.createResource, {
    handler: async ({ body, request }) => {
      const created = await resources.create(requireSupplier(request), body);
      return created;
    },
  });

  route(app, resourceEndpoints.getResource, {
    handler: async ({ params, request }) => resources.get(requireSupplier(request), params.id),
  });

  route(app, resourceEndpoints.updateResource, {
    handler: async ({ params, body, request }) => resources.update(requireSupplier(request), params.id, body),
  });

  route(app, resourceEndpoints.deleteResource, {
    handler: async ({ params, request }) => {
      await resources.remove(requireSupplier(request), params.id);
      return { message: 'Resource deleted.' };
    },
  });
}
