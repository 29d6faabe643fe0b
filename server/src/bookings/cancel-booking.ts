import { recordBookingActivity } from '../activity/activity-log';
import { HELD_COLUMNS, type HeldCapacity, releaseCapacity } from '../availability/booking-capacity';
import type { Database, Queryable } from '../db/database';
import { recordBookingEvent } from './booking-events';
import { recordBookingLiveEvent } from './booking-live-event';

export interface Cancellation {
  bookingId: string;
  /** Only this supplier's booking; the marketplace team's command may cancel any. */
  supplierId?: string;
  /** Pakistan's today: a booking that has taken place cannot be cancelled. */
  today: string;
  reason: string;
  note: string | null;
  /** The portal user who cancelled; null for the marketplace team's command. */
  actorId: string | null;
  /** A decline turns down a pending booking only; a cancellation any booking still open. */
  kind?: 'cancelled' | 'declined';
  /** More to do in the same transaction once the booking is cancelled (a decline's message to the customer). */
  then?: (tx: Queryable) => Promise<void>;
}

/** The statuses each kind may leave, written into the SQL as fixed words. */
const OPEN_STATUSES = { cancelled: `NOT IN ('cancelled', 'completed')`, declined: `= 'pending'` };

/**
 * Cancels a booking still ahead and gives its capacity back (its slot, its resource draws) in the
 * same transaction, recording who did it. False when there is no such booking, or it is over,
 * already cancelled (or, for a decline, not pending).
 */
export async function cancelBooking(db: Database, c: Cancellation): Promise<boolean> {
  const kind = c.kind ?? 'cancelled';
  return db.transaction(async (tx) => {
    const [held] = await tx.query<HeldCapacity>(
      `SELECT ${HELD_COLUMNS} FROM bookings WHERE booking_id = $1 ${c.supplierId ? 'AND supplier_id = $2' : ''} FOR UPDATE`,
      c.supplierId ? [c.bookingId, c.supplierId] : [c.bookingId],
    );
    if (!held) return false;
    const cancelled = await tx.query(
      `UPDATE bookings SET booking_status = 'cancelled', cancelled_at = now(), cancellation_reason = $2, cancellation_note = $3, slot_units = NULL
        WHERE booking_id = $1 AND booking_status ${OPEN_STATUSES[kind]} AND selected_date >= $4 RETURNING booking_id`,
      [c.bookingId, c.reason, c.note, c.today],
    );
    if (cancelled.length === 0) return false;
    await releaseCapacity(tx, held);
    await recordBookingEvent(tx, { bookingId: c.bookingId, kind, actorId: c.actorId, reason: c.reason, note: c.note });
    // The marketplace team's command is no member of the business: its log has no entry for it.
    if (c.supplierId && c.actorId)
      await recordBookingActivity(
        tx,
        { supplierId: c.supplierId, userId: c.actorId },
        kind === 'declined' ? 'booking.declined' : 'booking.cancelled',
        c.bookingId,
      );
    await c.then?.(tx);
    await recordBookingLiveEvent(tx, kind === 'declined' ? 'booking.declined' : 'booking.cancelled', c.bookingId, c.actorId);
    return true;
  });
}
