import * as v from 'valibot';

/**
 * The inbox: one conversation per booking, between the supplier's user and the booking's customer.
 * The shapes follow the spec's Chat item and Message, with what the inbox needs besides (the
 * booking's tour and number, an unread count).
 */

/** The longest message a person can send. */
export const MESSAGE_TEXT_MAX_LENGTH = 2000;

/** The multipart field names of POST /chatting (spec section 7). */
export const MESSAGE_FILE_FIELD = 'message_file';

export const MESSAGE_ERRORS = {
  empty: 'Write a message or attach a file.',
  tooLong: `A message can be at most ${MESSAGE_TEXT_MAX_LENGTH} characters.`,
  noCustomer: 'This booking has no customer account to message.',
  notTheCustomer: "The receiver is not this booking's customer.",
  notFound: 'Conversation not found',
  notYourself: 'You can only send messages as yourself',
} as const;

/** Another supplier's booking, or (for a guide) one not assigned to them: as if it did not exist. */
export const CONVERSATION_NOT_FOUND_REFUSAL = { status: 404, message: MESSAGE_ERRORS.notFound } as const;

export const ChatPartySchema = v.object({
  user_id: v.string(),
  full_name: v.string(),
  profile_photo: v.nullable(v.string()),
});
export type ChatParty = v.InferOutput<typeof ChatPartySchema>;

export const ChatBookingSchema = v.object({
  booking_id: v.string(),
  booking_number: v.number(),
  tour_name: v.string(),
});

/**
 * GET /chatting/user/{user_id}: one item per conversation, the latest activity first. `sender`,
 * `receiver`, `message_text` and `timestamp` are those of the conversation's last message;
 * `customer` is the other party; `unread_count` counts the customer's messages not yet read.
 */
export const ChatItemSchema = v.object({
  sender: ChatPartySchema,
  receiver: ChatPartySchema,
  customer: ChatPartySchema,
  booking: ChatBookingSchema,
  message_text: v.string(),
  message_file: v.nullable(v.string()),
  timestamp: v.string(),
  unread_count: v.number(),
});
export type ChatItem = v.InferOutput<typeof ChatItemSchema>;

/** A message (spec section 3), oldest first in GET /messages/booking/{booking_id}. */
export const MessageSchema = v.object({
  message_id: v.string(),
  booking_id: v.string(),
  sender_id: v.string(),
  receiver_id: v.string(),
  message_text: v.string(),
  /** The attachment's URL, or null. */
  message_file: v.nullable(v.string()),
  timestamp: v.string(),
});
export type Message = v.InferOutput<typeof MessageSchema>;

const Uuid = v.pipe(v.string(), v.uuid('Not a valid id.'));

/**
 * The text fields of POST /chatting (multipart; the attachment travels as `message_file`). The
 * server takes the sender from the token and the receiver from the booking, and refuses others.
 */
export const SendMessageFieldsSchema = v.object({
  booking_id: Uuid,
  sender_id: Uuid,
  receiver_id: Uuid,
  // A form field's line breaks arrive as CRLF (HTML forms); stored as the text was typed.
  message_text: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => text.replace(/\r\n?/g, '\n')),
      v.trim(),
      v.maxCodePoints(MESSAGE_TEXT_MAX_LENGTH, MESSAGE_ERRORS.tooLong),
    ),
    '',
  ),
});
export type SendMessageFields = v.InferOutput<typeof SendMessageFieldsSchema>;

export const SendMessageReplySchema = v.object({ message: v.string(), data: MessageSchema });
export type SendMessageReply = v.InferOutput<typeof SendMessageReplySchema>;

/** PATCH /messages/booking/{booking_id}/read: how many of the customer's messages became read. */
export const MarkReadReplySchema = v.object({ read: v.number() });
