import { useCallback, useEffect, useRef, useState } from 'react';
import { listMessages } from '@portal/api';
import type { Message } from '@portal/contracts';
import { usePoll } from './use-poll';

export type ThreadLoad = { state: 'loading' } | { state: 'error' } | { state: 'ready'; messages: Message[] };

/**
 * A conversation's messages, oldest first, refreshed every 15 s. As in the list, a failed refresh
 * keeps what is shown, and a refresh asked for before a message was appended here is dropped.
 */
export function useThread(bookingId: string) {
  const [load, setLoad] = useState<ThreadLoad & { id: string }>({ state: 'loading', id: bookingId });
  const [attempt, setAttempt] = useState(0);
  const version = useRef(0);

  useEffect(() => {
    let current = true;
    version.current += 1;
    listMessages(bookingId).then(
      (messages) => current && setLoad({ state: 'ready', messages, id: bookingId }),
      () => current && setLoad({ state: 'error', id: bookingId }),
    );
    return () => {
      current = false;
    };
  }, [bookingId, attempt]);

  usePoll(() => {
    const asked = version.current;
    listMessages(bookingId).then(
      (messages) => asked === version.current && setLoad({ state: 'ready', messages, id: bookingId }),
      () => undefined,
    );
  });

  const append = useCallback(
    (message: Message) => {
      version.current += 1;
      setLoad((previous) =>
        previous.state === 'ready' && previous.id === bookingId
          ? { ...previous, messages: [...previous.messages, message] }
          : { state: 'ready', messages: [message], id: bookingId },
      );
    },
    [bookingId],
  );

  return {
    // Another conversation shows the loading state until its own reply arrives.
    load: load.id === bookingId ? load : ({ state: 'loading' } as const),
    append,
    retry: () => {
      setLoad({ state: 'loading', id: bookingId });
      setAttempt((n) => n + 1);
    },
  };
}
