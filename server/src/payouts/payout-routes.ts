import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { PayoutListQuerySchema, PayoutSchema, TOTAL_COUNT_HEADER } from '@portal/contracts';
import type { Database } from '../db/database';
import { route } from '../http/route';
import { requireSupplier } from '../plugins/auth';
import { payoutRepository } from './payout-repository';

export function payoutRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const payouts = payoutRepository(db);

  route(app, {
    method: 'GET',
    url: '/payouts/supplier',
    summary: "The signed-in supplier's payouts, one page, searched and sorted; the total in X-Total-Count",
    tags: ['payouts'],
    query: PayoutListQuerySchema,
    reply: v.array(PayoutSchema),
    handler: async ({ query, request, reply }) => {
      const supplierId = requireSupplier(request);
      const { rows, total } = await payouts.page({ supplierId, q: query.q, sort: query.sort }, query.page, query.pageSize);
      reply.header(TOTAL_COUNT_HEADER, total);
      return rows;
    },
  });
}
