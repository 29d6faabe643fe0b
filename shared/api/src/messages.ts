import * as v from 'valibot';
import {
  ChatItemSchema, MESSAGE_FILE_FIELD, MarkReadReplySchema, MessageSchema, SendMessageReplySchema, type SendMessageFields,
} from '@portal/contracts';
import { call } from './client';

const id = encodeURIComponent;

/** GET /chatting/user/{user_id}: the user's conversations, the latest activity first. */
export const listChats = (userId: string) => call(`chatting/user/${id(userId)}`, v.array(ChatItemSchema));

/** GET /messages/booking/{booking_id}: a booking's messages, oldest first. */
export const listMessages = (bookingId: string) => call(`messages/booking/${id(bookingId)}`, v.array(MessageSchema));

/** PATCH /messages/booking/{booking_id}/read: the customer's messages in that conversation are read. */
export const markMessagesRead = (bookingId: string) =>
  call(`messages/booking/${id(bookingId)}/read`, MarkReadReplySchema, { method: 'patch' });

/** POST /chatting: a message, as the spec's multipart fields, with an optional attachment. */
export function sendMessage(fields: SendMessageFields, file?: File | null) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(MESSAGE_FILE_FIELD, file);
  return call('chatting', SendMessageReplySchema, { method: 'post', body: form, timeout: 120_000 });
}
