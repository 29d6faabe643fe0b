import { useQuery } from '@tanstack/react-query';

import { ticketQueries } from '@portal/api';
import type { TicketStatus } from '@portal/contracts';

type LatestTicketLoad = { state: 'loading' } | { state: 'none' } | { state: 'error' } | { state: 'found'; ticketId: string };

/** The id of the supplier's most recently opened ticket in a tab (open or closed), if any. */
export function useLatestTicketId(tab: TicketStatus) {
  const latest = useQuery(ticketQueries.latest(tab));
  const [first] = latest.data?.rows ?? [];
  const load: LatestTicketLoad = latest.data
    ? first
      ? { state: 'found', ticketId: first.ticket_id }
      : { state: 'none' }
    : latest.isError && !latest.isFetching
      ? { state: 'error' }
      : { state: 'loading' };
  return { load, retry: () => void latest.refetch() };
}
