import { queryOptions } from '@tanstack/react-query';
import { payoutEndpoints, type PayoutCsvQuery, type PayoutListQuery } from '@portal/contracts';
import { callFile, callPage } from './client';

/** GET /payouts/supplier: one page of the supplier's payouts and the total. */
export const listPayouts = (query: PayoutListQuery) => callPage(payoutEndpoints.listPayouts, { query });

/** Every payout matching the search, in the chosen order, as the server's (formula-safe) CSV file. */
export const downloadPayoutsCsv = (query: PayoutCsvQuery) => callFile(payoutEndpoints.downloadPayoutsCsv, { query });

export const payoutQueries = {
  all: ['payouts'] as const,
  list: (query: PayoutListQuery) => queryOptions({ queryKey: [...payoutQueries.all, 'list', query], queryFn: () => listPayouts(query) }),
};
