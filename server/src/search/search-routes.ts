import type { FastifyInstance } from 'fastify';
import { SearchQuerySchema, SearchReplySchema } from '@portal/contracts';
import type { Database } from '../db/database';
import { route } from '../http/route';
import { requireSupplier } from '../plugins/auth';
import { searchRepository } from './search-repository';

export function searchRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const repository = searchRepository(db);

  route(app, {
    method: 'GET',
    url: '/search',
    summary: "The header's search: the signed-in supplier's bookings (number, id, customer), listings (title, type, id), support tickets and conversations matching q, a few of each",
    tags: ['search'],
    query: SearchQuerySchema,
    reply: SearchReplySchema,
    handler: async ({ query, request }) => repository.search(requireSupplier(request), query.q),
  });
}
