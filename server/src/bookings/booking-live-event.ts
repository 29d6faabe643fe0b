import type { LiveEventKind } from '@portal/contracts';

import type { Queryable } from '../db/database';
import { recordLiveEvent } from '../live/live-events';

/** A booking's changes, and what its members do in its conversation (which only keeps colleagues' screens current). */
type BookingKind = Extract<LiveEventKind, `booking.${string}` | 'message.sent' | 'message.read'>;

/**
 * The live event of a booking's change, named '#1042 Hunza Valley Tour, Ayesha Khan' as the booking
 * reads in the caller's transaction. `actorUserId`: the member who made it; null for the
 * marketplace or the customer; `detail` the start of a message. Call it last in the change's
 * transaction (recordLiveEvent).
 */
export async function recordBookingLiveEvent(
  tx: Queryable,
  kind: BookingKind,
  bookingId: string,
  actorUserId: string | null,
  detail: string | null = null,
): Promise<void> {
  const [booking] = await tx.query<{ supplier_id: string; subject: string }>(
    `SELECT supplier_id, '#' || booking_number || ' ' || tour_name || ', ' || customer_name AS subject FROM bookings WHERE booking_id = $1`,
    [bookingId],
  );
  if (!booking) return;
  await recordLiveEvent(tx, {
    supplierId: booking.supplier_id,
    kind,
    objectId: bookingId,
    bookingId,
    subject: booking.subject,
    detail,
    actorUserId,
  });
}
