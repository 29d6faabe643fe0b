import { useQuery } from '@tanstack/react-query';

import { messageQueries } from '@portal/api';
import type { Message } from '@portal/contracts';

import { useInboxRefresh } from './use-chats';

export type ThreadLoad = { state: 'loading' } | { state: 'error' } | { state: 'ready'; messages: Message[] };

/**
 * A conversation's messages, oldest first, live or refreshed like the list. A failed refresh
 * keeps what is shown; a message sent here joins the thread at once (messageMutations.send).
 */
export function useThread(bookingId: string) {
  const thread = useQuery({ ...messageQueries.thread(bookingId), refetchInterval: useInboxRefresh() });
  const load: ThreadLoad = thread.data
    ? { state: 'ready', messages: thread.data }
    : thread.isError && !thread.isFetching
      ? { state: 'error' }
      : { state: 'loading' };
  return { load, retry: () => void thread.refetch() };
}
