import type { Queryable } from '../db/database';
import { recordLiveEvent } from '../live/live-events';

/**
 * A few of what the marketplace did lately, so the demo's bell is not empty (issue 38): its two
 * newest booking requests and a customer's latest message. Recorded as the server records them.
 */
export async function seedLiveEvents(tx: Queryable, supplierId: string): Promise<void> {
  const bookings = await tx.query<{ booking_id: string; booking_number: number; tour_name: string; customer_name: string }>(
    `SELECT booking_id, booking_number, tour_name, customer_name FROM bookings
      WHERE supplier_id = $1 ORDER BY created_at DESC, booking_number DESC LIMIT 2`,
    [supplierId],
  );
  for (const booking of bookings.reverse()) {
    const subject = `#${booking.booking_number} ${booking.tour_name}, ${booking.customer_name}`;
    await recordLiveEvent(tx, {
      supplierId,
      kind: 'booking.created',
      objectId: booking.booking_id,
      bookingId: booking.booking_id,
      subject,
    });
  }
  const [message] = await tx.query<{
    booking_id: string;
    booking_number: number;
    tour_name: string;
    full_name: string;
    message_text: string;
  }>(
    `SELECT m.booking_id, b.booking_number, b.tour_name, u.full_name, m.message_text
       FROM messages m JOIN bookings b ON b.booking_id = m.booking_id JOIN users u ON u.user_id = m.sender_id
      WHERE b.supplier_id = $1 AND u.role = 'customer' ORDER BY m.created_at DESC LIMIT 1`,
    [supplierId],
  );
  if (message) {
    await recordLiveEvent(tx, {
      supplierId,
      kind: 'message.received',
      objectId: message.booking_id,
      bookingId: message.booking_id,
      subject: `#${message.booking_number} ${message.tour_name}, ${message.full_name}`,
      detail: message.message_text,
    });
  }
}
