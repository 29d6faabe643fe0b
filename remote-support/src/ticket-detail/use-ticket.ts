import { useEffect, useState } from 'react';
import { ApiError, getTicket } from '@portal/api';
import type { SupportTicketDetail } from '@portal/contracts';

export type TicketLoad =
  | { state: 'loading' }
  | { state: 'ready'; ticket: SupportTicketDetail }
  | { state: 'not-found' }
  | { state: 'error' };

/** One ticket with its responses: loading, found, not found (unknown or another supplier's), or failed. */
export function useTicket(ticketId: string) {
  const [load, setLoad] = useState<TicketLoad & { id: string }>({ state: 'loading', id: ticketId });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getTicket(ticketId).then(
      (ticket) => current && setLoad({ state: 'ready', ticket, id: ticketId }),
      (error: unknown) => current && setLoad({ state: error instanceof ApiError && error.status === 404 ? 'not-found' : 'error', id: ticketId }),
    );
    return () => {
      current = false;
    };
  }, [ticketId, attempt]);

  return {
    // A new id shows the loading state until its own reply arrives.
    load: load.id === ticketId ? load : ({ state: 'loading' } as const),
    /** After a change made on this screen (a response added), show the server's new copy. */
    replace: (ticket: SupportTicketDetail) => setLoad({ state: 'ready', ticket, id: ticketId }),
    retry: () => {
      setLoad({ state: 'loading', id: ticketId });
      setAttempt((n) => n + 1);
    },
  };
}
