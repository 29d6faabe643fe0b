import type { Message } from '@portal/contracts';

import type { Database } from '../db/database';
import { recordLiveEvent } from '../live/live-events';
import { messageRepository } from './message-repository';

/** A message's start as the bell shows it. */
const PREVIEW_LENGTH = 120;

/** A message's start as its live event carries it; none for an attachment alone. */
export const messagePreview = (text: string | null): string | null => (text ? [...text].slice(0, PREVIEW_LENGTH).join('') : null);

interface Addressed {
  supplier_id: string;
  customer_id: string | null;
  subject: string;
  /** Who the customer answers: the member who wrote last in the conversation, else the business's account. */
  receiver_id: string;
}

/**
 * The booking's customer writes in its conversation (the marketplace side: admin customer-message),
 * stored with the business's live event message.received in one transaction. Null when the
 * booking has no customer account (a walk-in) to write from.
 */
export async function receiveCustomerMessage(db: Database, bookingId: string, text: string): Promise<Message | null> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.query<Addressed>(
      `SELECT b.supplier_id, b.customer_id, '#' || b.booking_number || ' ' || b.tour_name || ', ' || b.customer_name AS subject,
              COALESCE((SELECT m.sender_id FROM messages m WHERE m.booking_id = b.booking_id AND m.sender_id <> b.customer_id
                         ORDER BY m.created_at DESC, m.message_id DESC LIMIT 1), s.user_id) AS receiver_id
         FROM bookings b JOIN suppliers s ON s.supplier_id = b.supplier_id WHERE b.booking_id = $1`,
      [bookingId],
    );
    if (!booking?.customer_id) return null;
    const message = await messageRepository(tx).add({
      booking_id: bookingId,
      sender_id: booking.customer_id,
      receiver_id: booking.receiver_id,
      message_text: text,
      message_file: null,
    });
    await recordLiveEvent(tx, {
      supplierId: booking.supplier_id,
      kind: 'message.received',
      objectId: bookingId,
      bookingId,
      subject: booking.subject,
      detail: messagePreview(text),
    });
    return message;
  });
}
