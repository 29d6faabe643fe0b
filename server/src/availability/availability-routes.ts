import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  AvailabilityCalendarSchema, AvailabilityExceptionReplySchema, AvailabilityExceptionRequestSchema, AvailabilityQuerySchema,
  AvailabilityRulesRequestSchema, AvailabilityRulesSchema, BulkAvailabilityReplySchema, BulkAvailabilityRequestSchema, ExceptionParamsSchema,
  IdParamsSchema, MessageReplySchema, ResourceRequestSchema, ResourceSchema,
} from '@portal/contracts';
import type { Database } from '../db/database';
import { route } from '../http/route';
import { requireSupplier } from '../plugins/auth';
import { availabilityService } from './availability-service';
import { resourceService } from './resource-service';

/** Issue 13 on /api/v1: a listing's calendar, rules and changes of dates, bulk changes, shared resources. Owner only. */
export function availabilityRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const service = availabilityService({ db });
  const caller = (request: Parameters<typeof requireSupplier>[0]) => ({ supplierId: requireSupplier(request) });
  const tags = ['availability'];

  route(app, {
    method: 'GET', url: '/listings/:id/availability', tags, params: IdParamsSchema, query: AvailabilityQuerySchema, reply: AvailabilityCalendarSchema,
    summary: 'Each day from `from` to `to` (at most 366, Pakistan time) with its slots: capacity, booked, remaining, and why it does not sell',
    handler: async ({ params, query, request }) => service.calendar(caller(request), params.id, query.from, query.to),
  });

  route(app, {
    method: 'GET', url: '/listings/:id/availability/rules', tags, params: IdParamsSchema, reply: AvailabilityRulesSchema,
    summary: "The listing's schedules, booking window, shared resources and changes of dates from today on",
    handler: async ({ params, request }) => service.rules(caller(request), params.id),
  });

  route(app, {
    method: 'PUT', url: '/listings/:id/availability/rules', tags, params: IdParamsSchema, body: AvailabilityRulesRequestSchema, reply: AvailabilityRulesSchema,
    summary: 'Replaces the schedules, booking window and shared resources; 409 when a slot would hold less than is booked',
    handler: async ({ params, body, request }) => service.putRules(caller(request), params.id, body),
  });

  route(app, {
    method: 'POST', url: '/listings/:id/availability/exceptions', tags, params: IdParamsSchema, body: AvailabilityExceptionRequestSchema,
    reply: AvailabilityExceptionReplySchema,
    summary: 'Closes some dates (with a note), gives them another capacity, or reopens them; 409 below what is booked',
    handler: async ({ params, body, request, reply }) => {
      const result = await service.addException(caller(request), params.id, body);
      reply.status(201);
      return result;
    },
  });

  route(app, {
    method: 'DELETE', url: '/listings/:id/availability/exceptions/:exceptionId', tags, params: ExceptionParamsSchema,
    reply: AvailabilityExceptionReplySchema,
    summary: 'Removes a change of dates: they follow the schedule again (409 if that leaves less than is booked)',
    handler: async ({ params, request }) => service.deleteException(caller(request), params.id, params.exceptionId),
  });

  route(app, {
    method: 'POST', url: '/availability/bulk', tags, body: BulkAvailabilityRequestSchema, reply: BulkAvailabilityReplySchema,
    summary: "One closure, capacity or reopening applied to several of the supplier's listings at once: all or none",
    handler: async ({ body, request }) => service.bulk(caller(request), body),
  });

  resourceRoutes(app, db);
}

/** The supplier's shared resources ('Jeeps', 8). */
function resourceRoutes(app: FastifyInstance, db: Database) {
  const resources = resourceService({ db });
  const tags = ['availability'];

  route(app, {
    method: 'GET', url: '/resources', tags, reply: v.array(ResourceSchema),
    summary: "The supplier's shared resources, with the listings that draw on each",
    handler: async ({ request }) => resources.list(requireSupplier(request)),
  });

  route(app, {
    method: 'POST', url: '/resources', tags, body: ResourceRequestSchema, reply: ResourceSchema,
    summary: 'Names a shared resource and its units; 409 when the supplier has one of that name',
    handler: async ({ body, request, reply }) => {
      const created = await resources.create(requireSupplier(request), body);
      reply.status(201);
      return created;
    },
  });

  route(app, {
    method: 'GET', url: '/resources/:id', tags, params: IdParamsSchema, reply: ResourceSchema,
    summary: 'One shared resource with the listings that draw on it',
    handler: async ({ params, request }) => resources.get(requireSupplier(request), params.id),
  });

  route(app, {
    method: 'PUT', url: '/resources/:id', tags, params: IdParamsSchema, body: ResourceRequestSchema, reply: ResourceSchema,
    summary: 'Renames or resizes a shared resource; 409 when bookings take more units on a day from today on',
    handler: async ({ params, body, request }) => resources.update(requireSupplier(request), params.id, body),
  });

  route(app, {
    method: 'DELETE', url: '/resources/:id', tags, params: IdParamsSchema, reply: MessageReplySchema,
    summary: 'Deletes a shared resource; 409 naming the listings while any draws on it',
    handler: async ({ params, request }) => {
      await resources.remove(requireSupplier(request), params.id);
      return { message: 'Resource deleted.' };
    },
  });
}
