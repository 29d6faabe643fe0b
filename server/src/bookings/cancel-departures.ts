import {
  type AffectedBooking,
  BOOKING_OPERATION_REFUSALS,
  type CancelDeparturesReply,
  CANCELLATION_REASON_LABELS,
  type DepartureCancelReason,
} from '@portal/contracts';

import { recordActivity } from '../activity/activity-log';
import { applyBulkChange } from '../availability/availability-service';
import { HELD_COLUMNS, type HeldCapacity, releaseCapacity } from '../availability/booking-capacity';
import type { Database, Queryable } from '../db/database';
import { refuse } from '../http/errors';
import { recordBookingEvent } from './booking-events';
import { recordBookingLiveEvent } from './booking-live-event';
import { bookingName, tellTheCustomer } from './customer-notice';

/** Which departures: some of the supplier's listings, from one date to another, from today on. */
export interface Departures {
  supplierId: string;
  listingIds: string[];
  from: string;
  to: string;
  /** Pakistan's today: departures that have taken place are left as they are. */
  today: string;
}

export interface DepartureCancellation extends Departures {
  actorId: string;
  reason: DepartureCancelReason;
  note: string | null;
  closeDates: boolean;
}

/** The bookings still open on those departures, in the order the list shows them. */
const OPEN_ON_DEPARTURES = `supplier_id = $1 AND listing_id = ANY($2::uuid[]) AND selected_date BETWEEN GREATEST($3::date, $5::date) AND $4::date
  AND booking_status NOT IN ('cancelled', 'completed')`;

async function checkListings(db: Queryable, d: Departures): Promise<void> {
  const own = await db.query('SELECT 1 FROM listings WHERE supplier_id = $1 AND listing_id = ANY($2::uuid[])', [
    d.supplierId,
    d.listingIds,
  ]);
  if (own.length !== d.listingIds.length) throw refuse(BOOKING_OPERATION_REFUSALS.listingNotFound);
}

const params = (d: Departures) => [d.supplierId, d.listingIds, d.from, d.to, d.today];

/** What cancelling those departures would cancel: each booking's customer, people and amount. */
export async function departureBookings(db: Database, d: Departures): Promise<AffectedBooking[]> {
  await checkListings(db, d);
  return db.query<AffectedBooking>(
    `SELECT booking_id, booking_number, listing_id, tour_name, customer_name, to_char(selected_date, 'YYYY-MM-DD') AS selected_date,
            to_char(start_time, 'HH24:MI') AS start_time, selected_people, total_price
       FROM bookings WHERE ${OPEN_ON_DEPARTURES} ORDER BY selected_date, start_time NULLS FIRST, booking_number`,
    params(d),
  );
}

type Held = HeldCapacity & { total_price: number };

/** One booking cancelled with its whole amount refunded and its customer told why. */
async function cancelOne(tx: Queryable, c: DepartureCancellation, held: Held): Promise<void> {
  const reason = CANCELLATION_REASON_LABELS[c.reason];
  await tellTheCustomer(
    tx,
    held.booking_id,
    c.actorId,
    (b) => `Your booking ${bookingName(b)} is cancelled (${reason.toLowerCase()}), with a full refund.${c.note ? ` ${c.note}` : ''}`,
  );
  await releaseCapacity(tx, held);
  await recordBookingEvent(tx, { bookingId: held.booking_id, kind: 'cancelled', actorId: c.actorId, reason: c.reason, note: c.note });
  await recordBookingEvent(tx, { bookingId: held.booking_id, kind: 'refunded', actorId: c.actorId, details: { amount: held.total_price } });
}

/** One entry of the activity log per listing: its title, the dates and how many bookings were cancelled. */
async function recordCancellations(tx: Queryable, c: DepartureCancellation, held: readonly Held[]): Promise<void> {
  const titles = await tx.query<{ listing_id: string; title: string }>(
    'SELECT listing_id, title FROM listings WHERE listing_id = ANY($1::uuid[]) ORDER BY title',
    [c.listingIds],
  );
  for (const { listing_id, title } of titles) {
    const count = held.filter((b) => b.listing_id === listing_id).length;
    const summary = `${title}: ${c.from} to ${c.to}, ${count} ${count === 1 ? 'booking' : 'bookings'} cancelled`;
    await recordActivity(
      tx,
      { supplierId: c.supplierId, userId: c.actorId },
      'departure.cancelled',
      { type: 'listing', id: listing_id },
      summary,
    );
  }
}

/**
 * Cancels the departures of some listings between two dates, all in one transaction: every
 * booking still open on them is cancelled with a full refund recorded and its places given back,
 * each customer is messaged in the booking's conversation, and the dates are closed for sale if
 * asked. Any failure leaves everything as it was.
 */
export async function cancelDepartures(db: Database, c: DepartureCancellation): Promise<CancelDeparturesReply> {
  return db.transaction(async (tx) => {
    await checkListings(tx, c);
    // Locked in id order, so two cancellations that overlap wait for each other rather than deadlock.
    const held = await tx.query<Held>(
      `SELECT ${HELD_COLUMNS}, total_price FROM bookings WHERE ${OPEN_ON_DEPARTURES} ORDER BY booking_id FOR UPDATE`,
      params(c),
    );
    if (held.length > 0) {
      await tx.query(
        `UPDATE bookings SET booking_status = 'cancelled', cancelled_at = now(), cancellation_reason = $2, cancellation_note = $3, slot_units = NULL
          WHERE booking_id = ANY($1::uuid[])`,
        [held.map((b) => b.booking_id), c.reason, c.note],
      );
    }
    for (const booking of held) await cancelOne(tx, c, booking);
    await recordCancellations(tx, c, held);
    if (c.closeDates) {
      const from = c.from < c.today ? c.today : c.from;
      await applyBulkChange(
        tx,
        { supplierId: c.supplierId },
        {
          listing_ids: c.listingIds,
          from,
          to: c.to,
          closed: true,
          capacity: null,
          start_time: null,
          note: CANCELLATION_REASON_LABELS[c.reason],
        },
        c.today,
      );
    }
    // Last in the transaction (recordLiveEvent): one event per booking cancelled.
    for (const booking of held) await recordBookingLiveEvent(tx, 'booking.cancelled', booking.booking_id, c.actorId);
    return {
      cancelled: held.length,
      refunded: held.reduce((sum, b) => sum + b.total_price, 0),
      closed_listings: c.closeDates ? c.listingIds.length : 0,
    };
  });
}
