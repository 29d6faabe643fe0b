import type { FastifyInstance, FastifyRequest } from 'fastify';

import { LISTING_CSV_FILE_NAME, listingEndpoints, type ListingFilterQuery, TOTAL_COUNT_HEADER } from '@portal/contracts';

import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { route } from '../http/route';
import { principalOf, requireSupplier } from '../plugins/auth';
import { listingsCsv } from './listing-csv';
import type { ListingSearch } from './listing-filter';
import { listingRepository } from './listing-repository';
import { type Actor, listingService } from './listing-service';

const actorOf = (request: FastifyRequest): Actor => ({ supplierId: requireSupplier(request), userId: principalOf(request).userId });

const searchOf = (supplierId: string, query: ListingFilterQuery): ListingSearch => ({
  supplierId,
  q: query.q,
  status: query.status,
  sort: query.sort,
  tours: query.tours,
  treks: query.treks,
  group: query.group,
  private: query.private,
  international: query.international,
  local: query.local,
});

/** spec/listings.md section 7 on /api/v1; every route answers only for the signed-in supplier's listings. */
export function listingRoutes(app: FastifyInstance, { db, config }: { db: Database; config: ServerConfig }) {
  const listings = listingRepository(db);
  const service = listingService({ db, config });

  route(app, listingEndpoints.listMyListings, {
    handler: async ({ query, request, reply }) => {
      const { rows, total } = await listings.page(searchOf(requireSupplier(request), query), query.page, query.pageSize);
      reply.header(TOTAL_COUNT_HEADER, total);
      return rows;
    },
  });

  route(app, listingEndpoints.downloadListingsCsv, {
    handler: async ({ query, request, reply }) => {
      const search = searchOf(requireSupplier(request), query);
      reply.header('Content-Type', 'text/csv; charset=utf-8');
      reply.header('Content-Disposition', `attachment; filename="${LISTING_CSV_FILE_NAME}"`);
      return listingsCsv(listings.all(search));
    },
  });

  route(app, listingEndpoints.getListing, {
    handler: async ({ params, request }) => service.get({ supplierId: requireSupplier(request) }, params.id),
  });

  route(app, listingEndpoints.createListing, {
    rateLimitMax: config.LISTING_RATE_LIMIT,
    handler: async ({ body, request }) => {
      const listing = await service.create(actorOf(request), body);
      return listing;
    },
  });

  route(app, listingEndpoints.updateListing, {
    handler: async ({ params, body, request }) =>
      'listing_type' in body ? service.submit(actorOf(request), params.id, body) : service.deactivate(actorOf(request), params.id),
  });

  route(app, listingEndpoints.patchListing, {
    handler: async ({ params, body, request }) =>
      body.status === 'rejected' ? service.deactivate(actorOf(request), params.id) : service.patch(actorOf(request), params.id, body),
  });

  route(app, listingEndpoints.deleteListing, {
    handler: async ({ params, request }) => {
      await service.remove(actorOf(request), params.id);
      return { message: 'Listing deleted.' };
    },
  });

  route(app, listingEndpoints.duplicateListing, {
    rateLimitMax: config.LISTING_RATE_LIMIT,
    handler: async ({ params, request }) => {
      const copy = await service.duplicate(actorOf(request), params.id);
      return copy;
    },
  });

  route(app, listingEndpoints.createEditLog, {
    handler: async ({ body, request }) => {
      await service.postLog(actorOf(request), body);
      return { message: 'Edit log created.' };
    },
  });

  route(app, listingEndpoints.listEditLogs, {
    handler: async ({ params, request }) => service.logs({ supplierId: requireSupplier(request) }, params.id),
  });
}
