import * as v from 'valibot';

import { IdParamsSchema } from '../common';
import {
  ChatItemSchema,
  CONVERSATION_NOT_FOUND_REFUSAL,
  MarkReadReplySchema,
  MESSAGE_ERRORS,
  MESSAGE_FILE_FIELD,
  MessageSchema,
  SendMessageFieldsSchema,
  SendMessageReplySchema,
} from '../messages';
import { READ_INBOX } from '../team';
import { defineEndpoint, invalidFields, RECHECKED_FIELDS_REFUSAL } from './define';

const tags = ['messages'];
// A guide reads too: the handlers answer a guide only the conversations of the bookings assigned
// to them (issue 37), and send only there ('inbox.write').
const INBOX_READ = READ_INBOX;

/** The inbox: conversations per booking and their messages. */
export const messageEndpoints = {
  listChats: defineEndpoint({
    method: 'GET',
    path: '/chatting/user/:id',
    tags,
    access: 'supplier',
    permission: INBOX_READ,
    params: IdParamsSchema,
    reply: v.array(ChatItemSchema),
    summary: "The user's conversations (one per booking with messages), the latest activity first, with unread counts",
  }),
  listMessages: defineEndpoint({
    method: 'GET',
    path: '/messages/booking/:id',
    tags,
    access: 'supplier',
    permission: INBOX_READ,
    params: IdParamsSchema,
    reply: v.array(MessageSchema),
    summary: "A booking's messages, oldest first",
    refusals: { notFound: CONVERSATION_NOT_FOUND_REFUSAL },
  }),
  markMessagesRead: defineEndpoint({
    method: 'PATCH',
    path: '/messages/booking/:id/read',
    tags,
    access: 'supplier',
    permission: INBOX_READ,
    params: IdParamsSchema,
    reply: MarkReadReplySchema,
    summary: "Marks the customer's messages in a booking's conversation as read",
    refusals: { notFound: CONVERSATION_NOT_FOUND_REFUSAL },
  }),
  sendMessage: defineEndpoint({
    method: 'POST',
    path: '/chatting',
    tags,
    access: 'supplier',
    permission: 'inbox.write',
    multipart: { file: MESSAGE_FILE_FIELD, fields: SendMessageFieldsSchema },
    reply: SendMessageReplySchema,
    success: 201,
    // The sender is the signed-in member; the receiver, the booking's customer.
    refusals: {
      notMultipart: {
        status: 415,
        message: 'Send multipart/form-data with the fields booking_id, sender_id, receiver_id and message_text',
      },
      /** The text fields, checked with their schema (the request body's): its messages. */
      fieldsInvalid: RECHECKED_FIELDS_REFUSAL,
      oneFile: { status: 400, message: "Attach at most one file, in a part named '{field}'" },
      notFound: CONVERSATION_NOT_FOUND_REFUSAL,
      empty: invalidFields({ field: 'message_text', message: MESSAGE_ERRORS.empty }),
      notYourself: { status: 403, message: MESSAGE_ERRORS.notYourself },
      noCustomer: { status: 409, message: MESSAGE_ERRORS.noCustomer },
      notTheCustomer: invalidFields({ field: 'receiver_id', message: MESSAGE_ERRORS.notTheCustomer }),
    },
    summary: "Sends a message to a booking's customer, with an optional attachment (checked by content, 5 MB)",
    rateLimit: { per: 'account', window: '1 minute' },
  }),
};
