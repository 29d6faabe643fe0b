import { BOOKING_OPERATION_REFUSALS, type Departure } from '@portal/contracts';

import { recordBookingActivity } from '../activity/activity-log';
import { HELD_COLUMNS, type HeldCapacity, recordDraws, releaseCapacity, reserveCapacity } from '../availability/booking-capacity';
import type { Database } from '../db/database';
import { refuse } from '../http/errors';
import type { Decision } from './booking-decisions';
import { recordBookingEvent } from './booking-events';
import { recordBookingLiveEvent } from './booking-live-event';
import { bookingName, readableDate, tellTheCustomer } from './customer-notice';

export interface Reschedule extends Decision {
  /** The new departure; without a start time, the day's first with room. */
  to: { date: string; start_time?: string | null };
  /** Words for the customer, sent with the news. */
  note: string | null;
}

type Held = HeldCapacity & { booking_status: string; selected_people: number };

/** Refuses a booking that cannot move at all, whatever the new departure. */
function checkMovable(held: Held | undefined, today: string): asserts held is Held & { listing_id: string } {
  if (!held) throw refuse(BOOKING_OPERATION_REFUSALS.bookingNotFound);
  if (held.booking_status === 'cancelled') throw refuse(BOOKING_OPERATION_REFUSALS.cancelledNotMoved);
  if (held.booking_status === 'completed' || held.selected_date < today) throw refuse(BOOKING_OPERATION_REFUSALS.tookPlace);
  if (!held.listing_id) throw refuse(BOOKING_OPERATION_REFUSALS.listingGone);
}

const sameDeparture = (held: Held, to: Reschedule['to']) =>
  held.selected_date === to.date && (!to.start_time || to.start_time === held.start_time);

const departureWords = (d: Departure) => `${readableDate(d.date)}${d.start_time ? ` at ${d.start_time}` : ''}`;

/**
 * Moves a booking still ahead to another departure of its listing, in one transaction: its places
 * are given back, then taken on the new departure only within capacity (reserveCapacity), so moves
 * racing for the last places cannot oversell (a refusal, 409, leaves the booking where it was).
 * The customer is told in the booking's conversation, and the move goes into its history.
 */
export async function rescheduleBooking(db: Database, r: Reschedule): Promise<void> {
  await db.transaction(async (tx) => {
    const [held] = await tx.query<Held>(
      `SELECT ${HELD_COLUMNS}, booking_status, selected_people FROM bookings WHERE booking_id = $1 AND supplier_id = $2 FOR UPDATE`,
      [r.bookingId, r.supplierId],
    );
    checkMovable(held, r.today);
    if (sameDeparture(held, r.to)) throw refuse(BOOKING_OPERATION_REFUSALS.sameDeparture);
    await releaseCapacity(tx, held);
    const reservation = await reserveCapacity(tx, {
      listingId: held.listing_id,
      date: r.to.date,
      startTime: r.to.start_time,
      people: held.selected_people,
      days: held.duration_days,
    });
    await recordDraws(tx, r.bookingId, reservation.draws);
    const from = { date: held.selected_date, start_time: held.start_time };
    const to = { date: r.to.date, start_time: reservation.start_time };
    await tellTheCustomer(
      tx,
      r.bookingId,
      r.actorId,
      (b) => `Your booking ${bookingName(b)} has moved to ${departureWords(to)}.${r.note ? ` ${r.note}` : ''}`,
    );
    // The free cancellation moves with the departure: the same number of days before it.
    await tx.query(
      `UPDATE bookings SET selected_date = $2, start_time = $3::time, slot_units = $4,
         free_cancellation_until = free_cancellation_until + ($2::date - selected_date) WHERE booking_id = $1`,
      [r.bookingId, to.date, to.start_time, reservation.slot_units],
    );
    await recordBookingEvent(tx, { bookingId: r.bookingId, kind: 'moved', actorId: r.actorId, note: r.note, details: { from, to } });
    await recordBookingActivity(tx, { supplierId: r.supplierId, userId: r.actorId }, 'booking.rescheduled', r.bookingId);
    await recordBookingLiveEvent(tx, 'booking.rescheduled', r.bookingId, r.actorId);
  });
}
