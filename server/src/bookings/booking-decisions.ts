import { DECLINED_REASON } from '@portal/contracts';

import { recordBookingActivity } from '../activity/activity-log';
import type { Database } from '../db/database';
import { recordBookingEvent } from './booking-events';
import { recordBookingLiveEvent } from './booking-live-event';
import { cancelBooking } from './cancel-booking';
import { bookingName, tellTheCustomer } from './customer-notice';

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
    await recordBookingActivity(tx, { supplierId: d.supplierId, userId: d.actorId }, 'booking.confirmed', d.bookingId);
    await recordBookingLiveEvent(tx, 'booking.confirmed', d.bookingId, d.actorId);
    return true;
  });
}

/** Declines a pending booking still ahead: cancelled, its capacity given back, the reason sent to the customer. */
export function declineBooking(db: Database, d: Decision & { reason: string }): Promise<boolean> {
  return cancelBooking(db, {
    bookingId: d.bookingId,
    supplierId: d.supplierId,
    today: d.today,
    actorId: d.actorId,
    kind: 'declined',
    reason: DECLINED_REASON,
    note: d.reason,
    then: (tx) => tellTheCustomer(tx, d.bookingId, d.actorId, (b) => `Your booking ${bookingName(b)} was declined: ${d.reason}`),
  });
}
