import { useCallback, useEffect, useRef, useState } from 'react';
import { listChats } from '@portal/api';
import type { ChatItem, ChatParty, Message } from '@portal/contracts';
import { withSentMessage, type Conversation } from './chat-text';
import { usePoll } from './use-poll';

export type ChatsLoad = { state: 'loading' } | { state: 'error' } | { state: 'ready'; chats: ChatItem[] };

/**
 * The signed-in user's conversations, refreshed every 15 s. A refresh that fails keeps what is
 * shown; a refresh asked for before a change made here (a message sent, a conversation read) is
 * dropped, so it cannot undo that change.
 */
export function useChats(userId: string | null) {
  const [load, setLoad] = useState<ChatsLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const version = useRef(0);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    listChats(userId).then(
      (chats) => current && setLoad({ state: 'ready', chats }),
      () => current && setLoad({ state: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [userId, attempt]);

  usePoll(() => {
    if (!userId) return;
    const asked = version.current;
    listChats(userId).then(
      (chats) => asked === version.current && setLoad({ state: 'ready', chats }),
      () => undefined,
    );
  });

  const change = useCallback((update: (chats: ChatItem[]) => ChatItem[]) => {
    version.current += 1;
    setLoad((previous) => (previous.state === 'ready' ? { state: 'ready', chats: update(previous.chats) } : previous));
  }, []);

  return {
    // Without a signed-in user there is nothing to ask for (the host sends such a person to /login).
    load: userId ? load : ({ state: 'error' } as const),
    retry: () => {
      setLoad({ state: 'loading' });
      setAttempt((n) => n + 1);
    },
    /** The conversation's badge after its messages were marked read. */
    markRead: useCallback(
      (bookingId: string) =>
        change((chats) => chats.map((chat) => (chat.booking.booking_id === bookingId ? { ...chat, unread_count: 0 } : chat))),
      [change],
    ),
    /** The conversation moves first with its new last message (added if it was new). */
    sent: useCallback(
      (message: Message, conversation: Conversation, me: ChatParty) => change((chats) => withSentMessage(chats, message, conversation, me)),
      [change],
    ),
  };
}
