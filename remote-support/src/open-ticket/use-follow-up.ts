import { useEffect, useState } from 'react';
import { getTicket } from '@portal/api';
import type { SupportTicket } from '@portal/contracts';

export type FollowUpLoad = { state: 'none' } | { state: 'loading' } | { state: 'failed' } | { state: 'ready'; ticket: SupportTicket };

/** The ticket named by ?follow_up=, whose topic and subject the new ticket starts from. */
export function useFollowUp(ticketId: string | null): FollowUpLoad {
  const [load, setLoad] = useState<FollowUpLoad & { id: string | null }>({ state: ticketId ? 'loading' : 'none', id: ticketId });

  useEffect(() => {
    if (!ticketId) return undefined;
    let current = true;
    getTicket(ticketId).then(
      (ticket) => current && setLoad({ state: 'ready', ticket, id: ticketId }),
      (error: unknown) => {
        console.error(error);
        if (current) setLoad({ state: 'failed', id: ticketId });
      },
    );
    return () => {
      current = false;
    };
  }, [ticketId]);

  if (!ticketId) return { state: 'none' };
  return load.id === ticketId ? load : { state: 'loading' };
}
