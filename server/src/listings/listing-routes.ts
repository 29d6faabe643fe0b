import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  CreateEditLogRequestSchema, CreateListingRequestSchema, DeleteListingReplySchema, IdParamsSchema, LISTING_CSV_FILE_NAME,
  ListingEditLogSchema, ListingFilterQuerySchema, ListingListQuerySchema, ListingRowSchema, ListingSchema, MessageReplySchema,
  PatchListingRequestSchema, TOTAL_COUNT_HEADER, UpdateListingRequestSchema, type ListingFilterQuery,
} from '@portal/contracts';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { route } from '../http/route';
import { principalOf, requireSupplier } from '../plugins/auth';
import { listingsCsv } from './listing-csv';
import type { ListingSearch } from './listing-filter';
import { listingRepository } from './listing-repository';
import { listingService, type Actor } from './listing-service';

const actorOf = (request: FastifyRequest): Actor => ({ supplierId: requireSupplier(request), userId: principalOf(request).userId });

const searchOf = (supplierId: string, query: ListingFilterQuery): ListingSearch => ({
  supplierId, q: query.q, status: query.status, sort: query.sort, tours: query.tours, treks: query.treks, group: query.group,
  private: query.private, international: query.international, local: query.local,
});

/** spec/listings.md section 7 on /api/v1; every route answers only for the signed-in supplier's listings. */
export function listingRoutes(app: FastifyInstance, { db, config }: { db: Database; config: ServerConfig }) {
  const listings = listingRepository(db);
  const service = listingService({ db, config });

  route(app, {
    method: 'GET',
    url: '/listings/my-listings',
    summary: "The signed-in supplier's listings, one page, by tab (status), search, filters and sort; the total in X-Total-Count",
    tags: ['listings'],
    query: ListingListQuerySchema,
    reply: v.array(ListingRowSchema),
    handler: async ({ query, request, reply }) => {
      const { rows, total } = await listings.page(searchOf(requireSupplier(request), query), query.page, query.pageSize);
      reply.header(TOTAL_COUNT_HEADER, total);
      return rows;
    },
  });

  route(app, {
    method: 'GET',
    url: '/listings/my-listings.csv',
    summary: 'Every listing that matches the tab, search and filters, as listings.csv (id, date, time, type, title, group, bookings, price, status)',
    tags: ['listings'],
    query: ListingFilterQuerySchema,
    handler: async ({ query, request, reply }) => {
      const search = searchOf(requireSupplier(request), query);
      reply.header('Content-Type', 'text/csv; charset=utf-8');
      reply.header('Content-Disposition', `attachment; filename="${LISTING_CSV_FILE_NAME}"`);
      return listingsCsv(listings.all(search));
    },
  });

  route(app, {
    method: 'GET',
    url: '/listings/:id',
    summary: 'One listing: the latest version (a pending revision while an edit is under review), the live version and the changes between them',
    tags: ['listings'],
    params: IdParamsSchema,
    reply: ListingSchema,
    handler: async ({ params, request }) => service.get({ supplierId: requireSupplier(request) }, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/listings',
    summary: 'Creates a listing of any type; it is under review (pending_review) until the marketplace team approves it',
    tags: ['listings'],
    body: CreateListingRequestSchema,
    reply: ListingSchema,
    handler: async ({ body, request, reply }) => {
      const listing = await service.create(actorOf(request), body);
      reply.status(201);
      return listing;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/listings/:id',
    summary: "Replaces the listing (an edit of a live listing waits for review beside the live version), or deactivates it with {status: 'rejected'}",
    tags: ['listings'],
    params: IdParamsSchema,
    body: UpdateListingRequestSchema,
    reply: ListingSchema,
    handler: async ({ params, body, request }) =>
      'listing_type' in body ? service.submit(actorOf(request), params.id, body) : service.deactivate(actorOf(request), params.id),
  });

  route(app, {
    method: 'PATCH',
    url: '/listings/:id',
    summary: "Changes some fields of the latest version (validated whole, reviewed like a PUT), or deactivates with {status: 'rejected'}",
    tags: ['listings'],
    params: IdParamsSchema,
    body: PatchListingRequestSchema,
    reply: ListingSchema,
    handler: async ({ params, body, request }) =>
      body.status === 'rejected' ? service.deactivate(actorOf(request), params.id) : service.patch(actorOf(request), params.id, body),
  });

  route(app, {
    method: 'DELETE',
    url: '/listings/:id',
    summary: 'Deletes a listing that has no upcoming bookings (409 otherwise: deactivate it); past bookings keep their trip name',
    tags: ['listings'],
    params: IdParamsSchema,
    reply: DeleteListingReplySchema,
    handler: async ({ params, request }) => {
      await service.remove(actorOf(request), params.id);
      return { message: 'Listing deleted.' };
    },
  });

  route(app, {
    method: 'POST',
    url: '/listings/:id/duplicate',
    summary: "Copies the listing's latest version into a new listing under review, with '(copy)' in its title",
    tags: ['listings'],
    params: IdParamsSchema,
    reply: ListingSchema,
    handler: async ({ params, request, reply }) => {
      const copy = await service.duplicate(actorOf(request), params.id);
      reply.status(201);
      return copy;
    },
  });

  route(app, {
    method: 'POST',
    url: '/listings-edit-logs',
    summary: "Records a status change the portal makes (spec section 3 'Edit log'); the server logs every change itself too",
    tags: ['listings'],
    body: CreateEditLogRequestSchema,
    reply: MessageReplySchema,
    handler: async ({ body, request, reply }) => {
      await service.postLog(actorOf(request), body);
      reply.status(201);
      return { message: 'Edit log created.' };
    },
  });

  route(app, {
    method: 'GET',
    url: '/listings-edit-logs/listing/:id',
    summary: "A listing's history, newest first: who, when, what kind of change, and each field's old and new value",
    tags: ['listings'],
    params: IdParamsSchema,
    reply: v.array(ListingEditLogSchema),
    handler: async ({ params, request }) => service.logs({ supplierId: requireSupplier(request) }, params.id),
  });
}
