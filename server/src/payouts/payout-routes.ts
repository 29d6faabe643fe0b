import type { FastifyInstance } from 'fastify';

import { payoutEndpoints, TOTAL_COUNT_HEADER } from '@portal/contracts';

import { exportSummary, recordActivity } from '../activity/activity-log';
import type { Database } from '../db/database';
import { route } from '../http/route';
import { principalOf, requireSupplier } from '../plugins/auth';
import { payoutsCsv } from './payout-csv';
import { payoutRepository } from './payout-repository';

export function payoutRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const payouts = payoutRepository(db);

  route(app, payoutEndpoints.listPayouts, {
    handler: async ({ query, request, reply }) => {
      const supplierId = requireSupplier(request);
      const { rows, total } = await payouts.page({ supplierId, q: query.q, sort: query.sort }, query.page, query.pageSize);
      reply.header(TOTAL_COUNT_HEADER, total);
      return rows;
    },
  });

  route(app, payoutEndpoints.downloadPayoutsCsv, {
    handler: async ({ query, request, reply }) => {
      const search = { supplierId: requireSupplier(request), q: query.q, sort: query.sort };
      const actor = { supplierId: search.supplierId, userId: principalOf(request).userId };
      await recordActivity(db, actor, 'export.payouts', { type: 'export', id: 'payouts' }, exportSummary('Payouts CSV', query.q));
      reply.header('Content-Type', 'text/csv; charset=utf-8');
      reply.header('Content-Disposition', 'attachment; filename="payouts.csv"');
      return payoutsCsv(payouts.all(search));
    },
  });
}
