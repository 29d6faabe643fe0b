import type { FastifyInstance, FastifyRequest } from 'fastify';

import { PAYOUT_NOT_FOUND_REFUSAL, payoutStatementEndpoints, statementFileName } from '@portal/contracts';

import { recordActivity } from '../activity/activity-log';
import type { Database } from '../db/database';
import { refuse } from '../http/errors';
import { route } from '../http/route';
import { principalOf, requireSupplier } from '../plugins/auth';
import { monthlyStatement } from './monthly-statement';
import { payoutRepository } from './payout-repository';
import { statementCsv } from './statement-csv';
import { statementPdf } from './statement-pdf';
import { statementRepository, totalsOf } from './statement-repository';

export function statementRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const payouts = payoutRepository(db);
  const statements = statementRepository(db);
  const recordDownload = (request: FastifyRequest, month: string, format: 'PDF' | 'CSV') =>
    recordActivity(
      db,
      { supplierId: requireSupplier(request), userId: principalOf(request).userId },
      'export.statement',
      { type: 'export', id: month },
      `Statement ${month} (${format})`,
    );

  route(app, payoutStatementEndpoints.getPayoutStatement, {
    handler: async ({ params, request }) => {
      // Another supplier's payout answers as one that does not exist.
      const payout = await payouts.find(requireSupplier(request), params.id);
      if (!payout) throw refuse(PAYOUT_NOT_FOUND_REFUSAL);
      const lines = await statements.linesOf(payout.payout_id);
      return { payout, lines, totals: totalsOf(lines) };
    },
  });

  route(app, payoutStatementEndpoints.downloadMonthlyStatementPdf, {
    handler: async ({ query, request, reply }) => {
      const pdf = await statementPdf(await monthlyStatement(db, requireSupplier(request), query.month));
      await recordDownload(request, query.month, 'PDF');
      reply.header('Content-Type', 'application/pdf');
      reply.header('Content-Disposition', `attachment; filename="${statementFileName(query.month, 'pdf')}"`);
      return pdf;
    },
  });

  route(app, payoutStatementEndpoints.downloadMonthlyStatementCsv, {
    handler: async ({ query, request, reply }) => {
      const csv = statementCsv(await monthlyStatement(db, requireSupplier(request), query.month));
      await recordDownload(request, query.month, 'CSV');
      reply.header('Content-Type', 'text/csv; charset=utf-8');
      reply.header('Content-Disposition', `attachment; filename="${statementFileName(query.month, 'csv')}"`);
      return csv;
    },
  });
}
