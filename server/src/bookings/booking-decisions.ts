import { DECLINED_REASON } from '@portal/contracts';
import type { Database, Queryable } from '../db/database';
import { messageRepository } from '../messages/message-repository';
import { recordBookingEvent } from './booking-events';
import { cancelBooking } from './cancel-booking';

/** A supplier's answer to a pending booking: which one, whose, by whom, on which day. */
export interface Decision {
  bookingId: string;
  supplierId: string;
  actorId: string;
  /** Pakistan's today: a booking whose date has passed is no longer answered. */
  today: string;
}

/** Confirms a pending booking still ahead; false when there is none such of this supplier. */
export async function confirmBooking(db: Database, d: Decision): Promise<boolean> {
  return db.transaction(async (tx) => {
    const confirmed = await tx.query(
      `UPDATE bookings SET booking_status = 'confirmed'
        WHERE booking_id = $1 AND supplier_id = $2 AND booking_status = 'pending' AND selected_date >= $3 RETURNING booking_id`,
      [d.bookingId, d.supplierId, d.today],
    );
    if (confirmed.length === 0) return false;
    await recordBookingEvent(tx, { bookingId: d.bookingId, kind: 'confirmed', actorId: d.actorId });
    return true;
  });
}

const readableDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** The customer learns why in the booking's conversation, from the supplier's user who declined. */
async function tellTheCustomer(tx: Queryable, d: Decision, reason: string): Promise<void> {
  const [b] = await tx.query<{ customer_id: string | null; booking_number: number; tour_name: string; selected_date: string }>(
    `SELECT customer_id, booking_number, tour_name, to_char(selected_date, 'YYYY-MM-DD') AS selected_date FROM bookings WHERE booking_id = $1`,
    [d.bookingId],
  );
  // A booking taken without a customer account (a walk-in) has nobody to write to.
  if (!b?.customer_id) return;
  await messageRepository(tx).add({
    booking_id: d.bookingId, sender_id: d.actorId, receiver_id: b.customer_id, message_file: null,
    message_text: `Your booking #${b.booking_number} (${b.tour_name}, ${readableDate(b.selected_date)}) was declined: ${reason}`,
  });
}

/** Declines a pending booking still ahead: cancelled, its capacity given back, the reason sent to the customer. */
export function declineBooking(db: Database, d: Decision & { reason: string }): Promise<boolean> {
  return cancelBooking(db, {
    bookingId: d.bookingId, supplierId: d.supplierId, today: d.today, actorId: d.actorId, kind: 'declined',
    reason: DECLINED_REASON, note: d.reason, then: (tx) => tellTheCustomer(tx, d, d.reason),
  });
}
