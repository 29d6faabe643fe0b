import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { applyChange, messageMutations, messageQueries, useLiveStatus } from '@portal/api';
import type { ChatItem, ChatParty, Message } from '@portal/contracts';

import { type Conversation, withSentMessage } from './chat-text';

/**
 * How often the inbox asks for new conversations and messages while the tab is visible (a hidden
 * tab asks nothing; on coming back, what is stale is asked at once), and only while the live
 * stream is down: a live event makes the conversation's queries stale at once (@portal/api live.ts).
 */
export const INBOX_REFRESH_MS = 15_000;

/** The inbox's refetch interval: none while events arrive, else polling as the fallback. */
export function useInboxRefresh(): number | false {
  return useLiveStatus() === 'live' ? false : INBOX_REFRESH_MS;
}

export type ChatsLoad = { state: 'loading' } | { state: 'error' } | { state: 'ready'; chats: ChatItem[] };

/**
 * The signed-in user's conversations, live (or refreshed every 15 s without the stream). A refresh that fails keeps what is
 * shown; changes made here (a message sent, a conversation read) show at once.
 */
export function useChats(userId: string | null) {
  const client = useQueryClient();
  const chats = useQuery({ ...messageQueries.chats(userId), refetchInterval: useInboxRefresh() });
  const { mutate: markRead } = useMutation(messageMutations.markRead());
  const { refetch } = chats;

  const load: ChatsLoad = chats.data
    ? { state: 'ready', chats: chats.data }
    : (chats.isError && !chats.isFetching) || !userId
      ? { state: 'error' }
      : { state: 'loading' };
  return {
    load,
    retry: useCallback(() => void refetch(), [refetch]),
    /** Marks the conversation's messages read; its badge goes to 0. */
    markRead,
    /** The conversation moves first with its new last message (added if it was new). */
    sent: useCallback(
      (message: Message, conversation: Conversation, me: ChatParty) =>
        applyChange<ChatItem[]>(client, messageQueries.chats(userId).queryKey, (list) => withSentMessage(list, message, conversation, me)),
      [client, userId],
    ),
  };
}
