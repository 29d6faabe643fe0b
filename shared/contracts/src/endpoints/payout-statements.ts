import { IdParamsSchema } from '../common';
import {
  MONTH_NOT_ENDED_REFUSAL,
  MonthlyStatementQuerySchema,
  PAYOUT_NOT_FOUND_REFUSAL,
  PayoutStatementSchema,
} from '../payout-statements';
import { defineEndpoint } from './define';

const tags = ['payouts'];

/** A payout's statement and the monthly statements of My Payouts. */
export const payoutStatementEndpoints = {
  getPayoutStatement: defineEndpoint({
    method: 'GET',
    path: '/payouts/supplier/:id/statement',
    tags,
    access: 'supplier',
    permission: 'payouts.read',
    params: IdParamsSchema,
    reply: PayoutStatementSchema,
    summary: "One of the supplier's payouts with the bookings it pays: gross, commission, refund, adjustment and net each, and the totals",
    refusals: { notFound: PAYOUT_NOT_FOUND_REFUSAL },
  }),
  downloadMonthlyStatementPdf: defineEndpoint({
    method: 'GET',
    path: '/payouts/supplier/statement.pdf',
    tags,
    access: 'supplier',
    permission: 'payouts.read',
    query: MonthlyStatementQuerySchema,
    refusals: { monthNotEnded: MONTH_NOT_ENDED_REFUSAL },
    media: 'application/pdf',
    summary:
      "A past month's statement as PDF: the business's name and address, the period, each line of the payouts due that month, the totals",
  }),
  downloadMonthlyStatementCsv: defineEndpoint({
    method: 'GET',
    path: '/payouts/supplier/statement.csv',
    tags,
    access: 'supplier',
    permission: 'payouts.read',
    query: MonthlyStatementQuerySchema,
    refusals: { monthNotEnded: MONTH_NOT_ENDED_REFUSAL },
    media: 'text/csv',
    summary: "A past month's statement as CSV: each line of the payouts due that month, then the totals (formula-safe)",
  }),
};
