import { useEffect, useState } from 'react';
import { ApiError, getBooking } from '@portal/api';
import { conversationOfBooking, type Conversation } from './chat-text';

export type BookingConversationLoad =
  | { state: 'loading' }
  | { state: 'ready'; conversation: Conversation }
  | { state: 'not-found' }
  | { state: 'error' };

/**
 * A booking without messages yet, opened from /inbox?booking=ID (Booking Info's 'Send a message'),
 * as an empty conversation the supplier can start. Asks nothing while `bookingId` is null.
 */
export function useBookingConversation(bookingId: string | null) {
  const [load, setLoad] = useState<BookingConversationLoad & { id: string | null }>({ state: 'loading', id: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!bookingId) return;
    let current = true;
    getBooking(bookingId).then(
      (booking) => current && setLoad({ state: 'ready', conversation: conversationOfBooking(booking), id: bookingId }),
      (error: unknown) =>
        current && setLoad({ state: error instanceof ApiError && error.status === 404 ? 'not-found' : 'error', id: bookingId }),
    );
    return () => {
      current = false;
    };
  }, [bookingId, attempt]);

  return {
    load: load.id === bookingId ? load : ({ state: 'loading' } as const),
    retry: () => {
      setLoad({ state: 'loading', id: bookingId });
      setAttempt((n) => n + 1);
    },
  };
}
