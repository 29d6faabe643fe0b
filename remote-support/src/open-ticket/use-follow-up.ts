import { useQuery } from '@tanstack/react-query';

import { ticketQueries } from '@portal/api';
import type { SupportTicket } from '@portal/contracts';

export type FollowUpLoad = { state: 'none' } | { state: 'loading' } | { state: 'failed' } | { state: 'ready'; ticket: SupportTicket };

/** The ticket named by ?follow_up=, whose topic and subject the new ticket starts from. */
export function useFollowUp(ticketId: string | null): FollowUpLoad {
  const earlier = useQuery({ ...ticketQueries.detail(ticketId ?? ''), enabled: ticketId !== null });
  if (!ticketId) return { state: 'none' };
  if (earlier.data) return { state: 'ready', ticket: earlier.data };
  return earlier.isError ? { state: 'failed' } : { state: 'loading' };
}
