import { queryOptions, skipToken } from '@tanstack/react-query';

import { dashboardEndpoints, SEARCH_MIN_LENGTH } from '@portal/contracts';

import { call } from './client';

/** GET /search?q=: the supplier's bookings, listings, tickets and conversations that match, grouped. */
export const search = (q: string) => call(dashboardEndpoints.search, { query: { q } });

export const searchQueries = {
  all: ['search'] as const,
  /** The header's results for what was typed; asks nothing below SEARCH_MIN_LENGTH characters. */
  results: (text: string) => {
    const q = text.trim();
    return queryOptions({ queryKey: [...searchQueries.all, q], queryFn: q.length >= SEARCH_MIN_LENGTH ? () => search(q) : skipToken });
  },
};
