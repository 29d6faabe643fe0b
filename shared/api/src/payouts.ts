import { queryOptions } from '@tanstack/react-query';

import {
  type MonthlyStatementQuery,
  type PayoutCsvQuery,
  payoutEndpoints,
  type PayoutListQuery,
  payoutStatementEndpoints,
} from '@portal/contracts';

import { call, callFile, callPage } from './client';
import { queryRoots } from './query-keys';

/** GET /payouts/supplier: one page of the supplier's payouts and the total. */
export const listPayouts = (query: Partial<PayoutListQuery>) => callPage(payoutEndpoints.listPayouts, { query });

/** Every payout matching the search, in the chosen order, as the server's (formula-safe) CSV file. */
export const downloadPayoutsCsv = (query: PayoutCsvQuery) => callFile(payoutEndpoints.downloadPayoutsCsv, { query });

/** A payout with the bookings it pays and the totals. */
export const getPayoutStatement = (payoutId: string) => call(payoutStatementEndpoints.getPayoutStatement, { params: { id: payoutId } });

/** A past month's statement as the server's PDF. */
export const downloadMonthlyStatementPdf = (query: MonthlyStatementQuery) =>
  callFile(payoutStatementEndpoints.downloadMonthlyStatementPdf, { query });

/** A past month's statement as the server's CSV. */
export const downloadMonthlyStatementCsv = (query: MonthlyStatementQuery) =>
  callFile(payoutStatementEndpoints.downloadMonthlyStatementCsv, { query });

export const payoutQueries = {
  all: queryRoots.payouts,
  list: (query: Partial<PayoutListQuery>) =>
    queryOptions({ queryKey: [...payoutQueries.all, 'list', query], queryFn: () => listPayouts(query) }),
  statement: (payoutId: string) =>
    queryOptions({ queryKey: [...payoutQueries.all, 'statement', payoutId], queryFn: () => getPayoutStatement(payoutId) }),
};
