import { useEffect, useState } from 'react';
import { ApiError, getBooking } from '@portal/api';
import type { Booking } from '@portal/contracts';

export type BookingLoad =
  | { state: 'loading' }
  | { state: 'ready'; booking: Booking }
  | { state: 'not-found' }
  | { state: 'error' };

/** One booking by id: loading, found, not found (unknown or another supplier's), or failed. */
export function useBooking(bookingId: string) {
  const [load, setLoad] = useState<BookingLoad & { id: string }>({ state: 'loading', id: bookingId });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getBooking(bookingId).then(
      (booking) => current && setLoad({ state: 'ready', booking, id: bookingId }),
      (error: unknown) => current && setLoad({ state: error instanceof ApiError && error.status === 404 ? 'not-found' : 'error', id: bookingId }),
    );
    return () => {
      current = false;
    };
  }, [bookingId, attempt]);

  return {
    // A new id shows the loading state until its own reply arrives.
    load: load.id === bookingId ? load : ({ state: 'loading' } as const),
    /** After a change made on this screen (a cancellation), show the server's new copy. */
    replace: (booking: Booking) => setLoad({ state: 'ready', booking, id: bookingId }),
    retry: () => {
      setLoad({ state: 'loading', id: bookingId });
      setAttempt((n) => n + 1);
    },
  };
}
