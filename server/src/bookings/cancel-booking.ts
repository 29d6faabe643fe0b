import type { Database } from '../db/database';
import { HELD_COLUMNS, releaseCapacity, type HeldCapacity } from '../availability/booking-capacity';

export interface Cancellation {
  bookingId: string;
  /** Only this supplier's booking; the marketplace team's command may cancel any. */
  supplierId?: string;
  /** Pakistan's today: a booking that has taken place cannot be cancelled. */
  today: string;
  reason: string;
  note: string | null;
}

/**
 * Cancels a booking still ahead and gives its capacity back (its slot, its resource draws) in the
 * same transaction. False when there is no such booking, or it is over or already cancelled.
 */
export async function cancelBooking(db: Database, { bookingId, supplierId, today, reason, note }: Cancellation): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [held] = await tx.query<HeldCapacity>(
      `SELECT ${HELD_COLUMNS} FROM bookings WHERE booking_id = $1 ${supplierId ? 'AND supplier_id = $2' : ''} FOR UPDATE`,
      supplierId ? [bookingId, supplierId] : [bookingId],
    );
    if (!held) return false;
    const cancelled = await tx.query(
      `UPDATE bookings SET booking_status = 'cancelled', cancelled_at = now(), cancellation_reason = $2, cancellation_note = $3, slot_units = NULL
        WHERE booking_id = $1 AND booking_status NOT IN ('cancelled', 'completed') AND selected_date >= $4 RETURNING booking_id`,
      [bookingId, reason, note, today],
    );
    if (cancelled.length === 0) return false;
    await releaseCapacity(tx, held);
    return true;
  });
}
