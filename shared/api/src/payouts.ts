import { queryOptions } from '@tanstack/react-query';
import { PayoutSchema, type PayoutCsvQuery, type PayoutListQuery } from '@portal/contracts';
import { callBlob, callList } from './client';

/** GET /payouts/supplier: one page of the supplier's payouts and the total. */
export const listPayouts = (query: PayoutListQuery) => callList('payouts/supplier', PayoutSchema, { ...query });

/** Every payout matching the search, in the chosen order, as the server's (formula-safe) CSV file. */
export const downloadPayoutsCsv = ({ q, sort }: PayoutCsvQuery) =>
  callBlob('payouts/supplier.csv', Object.fromEntries(Object.entries({ q, sort }).filter((entry): entry is [string, string] => Boolean(entry[1]))));

export const payoutQueries = {
  all: ['payouts'] as const,
  list: (query: PayoutListQuery) => queryOptions({ queryKey: [...payoutQueries.all, 'list', query], queryFn: () => listPayouts(query) }),
};
