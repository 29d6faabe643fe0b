import { useEffect, useState } from 'react';
import { listTickets } from '@portal/api';
import type { TicketStatus } from '@portal/contracts';

export type LatestTicketLoad = { state: 'loading' } | { state: 'none' } | { state: 'error' } | { state: 'found'; ticketId: string };

/** The id of the supplier's most recently opened ticket in a tab (open or closed), if any. */
export function useLatestTicketId(tab: TicketStatus) {
  const [load, setLoad] = useState<LatestTicketLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    listTickets({ tab, sort: 'newest', pageSize: '1' }).then(
      ({ rows }) => current && setLoad(rows[0] ? { state: 'found', ticketId: rows[0].ticket_id } : { state: 'none' }),
      (error: unknown) => {
        console.error(error);
        if (current) setLoad({ state: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [tab, attempt]);

  return {
    load,
    retry: () => {
      setLoad({ state: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
