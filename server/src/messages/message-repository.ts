import type { ChatItem, ChatParty, Message } from '@portal/contracts';

import type { Queryable } from '../db/database';

interface ChatRow {
  booking_id: string;
  booking_number: number;
  tour_name: string;
  message_text: string;
  message_file: string | null;
  created_at: Date | string;
  sender_id: string;
  sender_name: string;
  sender_photo: string | null;
  receiver_id: string;
  receiver_name: string;
  receiver_photo: string | null;
  unread_count: number;
  customer_id: string | null;
}

type MessageRow = Omit<Message, 'timestamp'> & { created_at: Date | string };

const iso = (value: Date | string) => new Date(value).toISOString();

const toMessage = ({ created_at, ...row }: MessageRow): Message => ({ ...row, timestamp: iso(created_at) });

/** The customer is the booking's; any member of the business (not only the reader) may have written to them. */
function toChatItem(row: ChatRow): ChatItem {
  const sender: ChatParty = { user_id: row.sender_id, full_name: row.sender_name, profile_photo: row.sender_photo };
  const receiver: ChatParty = { user_id: row.receiver_id, full_name: row.receiver_name, profile_photo: row.receiver_photo };
  return {
    sender,
    receiver,
    customer: sender.user_id === row.customer_id ? sender : receiver,
    booking: { booking_id: row.booking_id, booking_number: row.booking_number, tour_name: row.tour_name },
    message_text: row.message_text,
    message_file: row.message_file,
    timestamp: iso(row.created_at),
    unread_count: row.unread_count,
  };
}

const messageColumns = 'message_id, booking_id, sender_id, receiver_id, message_text, message_file, created_at';

/** A booking of the supplier, as a conversation: who the customer is. */
export interface Conversation {
  booking_id: string;
  customer_id: string | null;
}

/** Messages, always reached through a booking of the supplier: a conversation is a booking. */
export function messageRepository(db: Queryable) {
  return {
    /**
     * One item per booking with messages: its last message and the messages to the supplier not yet
     * read. With `guideMemberId`, only the conversations of the bookings assigned to that guide.
     */
    async chats(supplierId: string, supplierUserId: string, guideMemberId: string | null): Promise<ChatItem[]> {
      const rows = await db.query<ChatRow>(
        `SELECT * FROM (
           SELECT DISTINCT ON (m.booking_id) m.booking_id, b.booking_number, b.tour_name, b.customer_id, m.message_text, m.message_file, m.created_at,
                  m.sender_id, su.full_name AS sender_name, su.profile_photo AS sender_photo,
                  m.receiver_id, ru.full_name AS receiver_name, ru.profile_photo AS receiver_photo,
                  (SELECT count(*) FROM messages unread
                    WHERE unread.booking_id = m.booking_id AND unread.receiver_id = $2 AND unread.read_at IS NULL)::int AS unread_count
             FROM messages m
             JOIN bookings b ON b.booking_id = m.booking_id AND b.supplier_id = $1 AND ($3::uuid IS NULL OR b.guide_member_id = $3)
             JOIN users su ON su.user_id = m.sender_id
             JOIN users ru ON ru.user_id = m.receiver_id
            ORDER BY m.booking_id, m.created_at DESC, m.message_id DESC
         ) latest
         ORDER BY created_at DESC, booking_id`,
        [supplierId, supplierUserId, guideMemberId],
      );
      return rows.map(toChatItem);
    },

    /** The supplier's booking as a conversation, or null when it is not the supplier's (or, with `guideMemberId`, not that guide's). */
    async conversation(supplierId: string, bookingId: string, guideMemberId: string | null): Promise<Conversation | null> {
      const [row] = await db.query<Conversation>(
        'SELECT booking_id, customer_id FROM bookings WHERE booking_id = $1 AND supplier_id = $2 AND ($3::uuid IS NULL OR guide_member_id = $3)',
        [bookingId, supplierId, guideMemberId],
      );
      return row ?? null;
    },

    async messages(bookingId: string): Promise<Message[]> {
      const rows = await db.query<MessageRow>(
        `SELECT ${messageColumns} FROM messages WHERE booking_id = $1 ORDER BY created_at, message_id`,
        [bookingId],
      );
      return rows.map(toMessage);
    },

    /** Marks what `readerId` received in the conversation as read; answers how many messages changed. */
    async markRead(bookingId: string, readerId: string): Promise<number> {
      const rows = await db.query<{ message_id: string }>(
        'UPDATE messages SET read_at = now() WHERE booking_id = $1 AND receiver_id = $2 AND read_at IS NULL RETURNING message_id',
        [bookingId, readerId],
      );
      return rows.length;
    },

    async add(message: Omit<Message, 'message_id' | 'timestamp'>): Promise<Message> {
      const [row] = await db.query<MessageRow>(
        `INSERT INTO messages (booking_id, sender_id, receiver_id, message_text, message_file)
         VALUES ($1, $2, $3, $4, $5) RETURNING ${messageColumns}`,
        [message.booking_id, message.sender_id, message.receiver_id, message.message_text, message.message_file],
      );
      return toMessage(row!);
    },
  };
}
