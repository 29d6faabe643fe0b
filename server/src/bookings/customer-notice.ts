import type { Queryable } from '../db/database';
import { messageRepository } from '../messages/message-repository';

/** What a message to a customer says about their booking. */
export interface NoticeFacts {
  booking_number: number;
  tour_name: string;
  selected_date: string;
}

export const readableDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** '#1042 (Hunza Valley Tour, 15 Dec 2026)': how a message names the booking. */
export const bookingName = (b: NoticeFacts) => `#${b.booking_number} (${b.tour_name}, ${readableDate(b.selected_date)})`;

/**
 * Writes to the booking's customer in its conversation, from the member who made the change, in
 * the caller's transaction. `text` reads the booking as it is before the caller changes it.
 */
export async function tellTheCustomer(tx: Queryable, bookingId: string, senderId: string, text: (b: NoticeFacts) => string): Promise<void> {
  const [b] = await tx.query<NoticeFacts & { customer_id: string | null }>(
    `SELECT customer_id, booking_number, tour_name, to_char(selected_date, 'YYYY-MM-DD') AS selected_date FROM bookings WHERE booking_id = $1`,
    [bookingId],
  );
  // A booking taken without a customer account (a walk-in) has nobody to write to.
  if (!b?.customer_id) return;
  await messageRepository(tx).add({
    booking_id: bookingId,
    sender_id: senderId,
    receiver_id: b.customer_id,
    message_file: null,
    message_text: text(b),
  });
}
