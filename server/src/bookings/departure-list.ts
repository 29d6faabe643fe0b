import { BOOKING_OPERATION_REFUSALS, type DepartureList, type DepartureListBooking } from '@portal/contracts';

import type { Queryable } from '../db/database';
import { refuse } from '../http/errors';

/** Which departure list: a listing of the supplier's, a date, a start time (none: the day's first), and who reads it. */
export interface DepartureListRequest {
  supplierId: string;
  listingId: string;
  date: string;
  time?: string;
  /** The guide who reads only the bookings assigned to them (no bookings.read); null for every booking of the business. */
  guideMemberId: string | null;
}

/** The bookings of one listing's day that are still coming (or came): every status but cancelled. */
const ON_THE_DAY = `b.supplier_id = $1 AND b.listing_id = $2 AND b.selected_date = $3 AND b.booking_status <> 'cancelled'`;
const ON_THE_LIST = `${ON_THE_DAY} AND b.start_time IS NOT DISTINCT FROM $4::time
  AND ($5::uuid IS NULL OR b.guide_member_id = $5)`;

type Row = Omit<DepartureListBooking, 'arrival_at'> & { arrival_at: Date | string | null };

/**
 * One departure's list, read in the bookings repository (booking-repository.ts): each booking's
 * customer, people, add-ons, phone (the customer's account, else the emergency contact given),
 * pick-up (the listing's meeting address, else the town the trip starts in), notes, what is due,
 * status and arrival; with the day's start times and the totals. 404 for another's listing.
 */
export async function departureList(db: Queryable, r: DepartureListRequest): Promise<DepartureList> {
  const [listing] = await db.query<{ title: string }>('SELECT title FROM listings WHERE supplier_id = $1 AND listing_id = $2', [
    r.supplierId,
    r.listingId,
  ]);
  if (!listing) throw refuse(BOOKING_OPERATION_REFUSALS.listingNotFound);
  const times = await db.query<{ start_time: string | null }>(
    `SELECT DISTINCT to_char(b.start_time, 'HH24:MI') AS start_time FROM bookings b WHERE ${ON_THE_DAY} ORDER BY 1 NULLS FIRST`,
    [r.supplierId, r.listingId, r.date],
  );
  const startTimes = times.map((t) => t.start_time);
  const startTime = r.time ?? startTimes[0] ?? null;
  const rows = await db.query<Row>(
    `SELECT b.booking_id, b.booking_number, b.booking_status, b.customer_name,
            coalesce(nullif(trim(u.phone_number), ''), nullif(trim(b.emergency_contact), '')) AS phone,
            b.selected_people, b.selected_add_ons,
            coalesce(nullif(trim(l.meta_data->>'meeting_address'), ''), nullif(trim(b.starts_in), '')) AS pickup,
            nullif(trim(b.customer_note), '') AS notes, b.total_price, b.amount_due, b.arrival, b.arrival_at
       FROM bookings b
       LEFT JOIN users u ON u.user_id = b.customer_id
       LEFT JOIN listings l ON l.listing_id = b.listing_id
      WHERE ${ON_THE_LIST}
      ORDER BY b.customer_name, b.booking_number`,
    [r.supplierId, r.listingId, r.date, startTime, r.guideMemberId],
  );
  const bookings = rows.map(({ arrival_at, ...row }) => ({
    ...row,
    arrival_at: arrival_at === null ? null : new Date(arrival_at).toISOString(),
  }));
  return {
    listing_id: r.listingId,
    tour_name: listing.title,
    date: r.date,
    start_time: startTime,
    start_times: startTimes,
    bookings,
    totals: {
      bookings: bookings.length,
      people: bookings.reduce((sum, b) => sum + b.selected_people, 0),
      due: bookings.reduce((sum, b) => sum + b.amount_due, 0),
    },
  };
}
