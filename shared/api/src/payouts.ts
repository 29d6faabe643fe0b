import { queryOptions } from '@tanstack/react-query';
import { PayoutSchema, type Payout, type PayoutListQuery } from '@portal/contracts';
import { callList } from './client';

/** The largest page the server gives, used to gather every match for an export. */
const EXPORT_PAGE_SIZE = 100;

/** GET /payouts/supplier: one page of the supplier's payouts and the total. */
export const listPayouts = (query: PayoutListQuery) => callList('payouts/supplier', PayoutSchema, { ...query });

/** Every payout matching the search, in the chosen order, page by page (for payouts.csv). */
export async function listAllPayouts(query: Omit<PayoutListQuery, 'page' | 'pageSize'>): Promise<Payout[]> {
  const rows: Payout[] = [];
  for (let page = 1; ; page += 1) {
    const result = await listPayouts({ ...query, page: String(page), pageSize: String(EXPORT_PAGE_SIZE) });
    rows.push(...result.rows);
    if (result.rows.length < EXPORT_PAGE_SIZE || rows.length >= result.total) return rows;
  }
}

export const payoutQueries = {
  all: ['payouts'] as const,
  list: (query: PayoutListQuery) => queryOptions({ queryKey: [...payoutQueries.all, 'list', query], queryFn: () => listPayouts(query) }),
};
