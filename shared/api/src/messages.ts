import { mutationOptions, type QueryClient, type QueryKey, queryOptions, skipToken } from '@tanstack/react-query';

import { type ChatItem, type Message, MESSAGE_FILE_FIELD, messageEndpoints, type SendMessageFields } from '@portal/contracts';

import { call } from './client';
import { dashboardQueries } from './dashboard';
import { queryRoots, threadKey } from './query-keys';

/** GET /chatting/user/{user_id}: the user's conversations, the latest activity first. */
export const listChats = (userId: string) => call(messageEndpoints.listChats, { params: { id: userId } });

/** GET /messages/booking/{booking_id}: a booking's messages, oldest first. */
export const listMessages = (bookingId: string) => call(messageEndpoints.listMessages, { params: { id: bookingId } });

/** PATCH /messages/booking/{booking_id}/read: the customer's messages in that conversation are read. */
export const markMessagesRead = (bookingId: string) => call(messageEndpoints.markMessagesRead, { params: { id: bookingId } });

/** POST /chatting: a message, as the spec's multipart fields, with an optional attachment. */
export function sendMessage(fields: SendMessageFields, file?: File | null) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(MESSAGE_FILE_FIELD, file);
  return call(messageEndpoints.sendMessage, { body: form, options: { timeout: 120_000 } });
}

export const messageQueries = {
  all: queryRoots.messages,
  chatLists: queryRoots.chatLists,
  /** The conversation list; asks nothing without a signed-in user. */
  chats: (userId: string | null) =>
    queryOptions({ queryKey: [...messageQueries.chatLists, userId], queryFn: userId ? () => listChats(userId) : skipToken }),
  thread: (bookingId: string) => queryOptions({ queryKey: threadKey(bookingId), queryFn: () => listMessages(bookingId) }),
};

/**
 * Applies a change made here to cached data. A refresh already under way was asked before the
 * change and is cancelled, so its older answer cannot undo it.
 */
export async function applyChange<T>(client: QueryClient, queryKey: QueryKey, change: (data: T) => T): Promise<void> {
  await client.cancelQueries({ queryKey });
  client.setQueriesData<T>({ queryKey }, (data) => (data === undefined ? data : change(data)));
}

const withoutUnread = (bookingId: string) => (chats: ChatItem[]) =>
  chats.map((chat) => (chat.booking.booking_id === bookingId ? { ...chat, unread_count: 0 } : chat));

export const messageMutations = {
  /** The conversation's badge goes to 0 in every list, at once. */
  markRead: () =>
    mutationOptions({
      mutationFn: (bookingId: string) => markMessagesRead(bookingId),
      onSuccess: (_reply, bookingId, _result, { client }) => applyChange(client, messageQueries.chatLists, withoutUnread(bookingId)),
    }),
  /** The sent message joins its thread at once; the dashboard's recent messages refresh. */
  send: () =>
    mutationOptions({
      mutationFn: ({ fields, file }: { fields: SendMessageFields; file: File | null }) => sendMessage(fields, file),
      meta: { invalidates: [dashboardQueries.all] },
      onSuccess: ({ data }, _variables, _result, { client }) =>
        applyChange<Message[]>(client, messageQueries.thread(data.booking_id).queryKey, (messages) => [...messages, data]),
    }),
};
