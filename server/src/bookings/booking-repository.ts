import {
  type Booking,
  BOOKING_OPERATION_REFUSALS,
  type CancellationReason,
  type DepartureList,
  type Guide,
  LISTING_TYPES,
  type ListingType,
} from '@portal/contracts';

import type { Database } from '../db/database';
import { pageOffset } from '../db/paged-query';
import { refuse } from '../http/errors';
import { confirmBooking, type Decision, declineBooking } from './booking-decisions';
import { bookingHistory } from './booking-events';
import { type BookingSearch, orderBy, seekAfter, whereOf } from './booking-filter';
import { assignGuide, type Assignment } from './booking-guides';
import { cancelBooking } from './cancel-booking';
import { cancellationTermsOf } from './cancellation-terms';
import { type ArrivalAct, checkIn, markNoShow } from './check-in';
import { departureList, type DepartureListRequest } from './departure-list';
import { pageIndexCache, pageStart } from './page-index';
import { type Reschedule, rescheduleBooking } from './reschedule-booking';

const columns = `booking_id, booking_number, booking_status, created_at, customer_id, customer_name, customer_country,
  customer_city, emergency_contact, tour_name, listing_type, group_type, audience, selected_date,
  to_char(start_time, 'HH24:MI') AS start_time, starts_in, duration_days,
  selected_add_ons, selected_people, total_price, free_cancellation_until, cancellation_reason, cancellation_note, cancelled_at,
  check_in_code, arrival, listing_id`;

type BookingRow = Omit<Booking, 'created_at' | 'received' | 'cancelled_at'> & {
  created_at: Date | string;
  cancelled_at: Date | string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

const toBooking = ({ created_at, cancelled_at, ...row }: BookingRow): Booking => ({
  ...row,
  created_at: iso(created_at),
  received: iso(created_at),
  cancelled_at: cancelled_at === null ? null : iso(cancelled_at),
});

/** What Booking Info reads of the booked listing's meta_data. */
interface ListingMeta {
  important_info?: unknown;
  meeting_address?: unknown;
  room_number?: unknown;
}

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** How many bookings a CSV export reads per query. */
const EXPORT_BATCH = 1000;

export function bookingRepository(db: Database) {
  const pageIndex = pageIndexCache(db);
  /**
   * One booking with what Booking Info adds: from its listing the cancellation terms, the meeting
   * point, the room; its guide; its history. With `guideMemberId`, only if assigned to that guide.
   */
  async function find(supplierId: string, bookingId: string, guideMemberId: string | null = null): Promise<Booking | null> {
    const [row] = await db.query<BookingRow & { listing_meta: ListingMeta | null; guide: Guide | null }>(
      `SELECT ${columns}, listing_id, (SELECT meta_data FROM listings l WHERE l.listing_id = bookings.listing_id) AS listing_meta,
              (SELECT json_build_object('member_id', m.member_id, 'full_name', u.full_name)
                 FROM supplier_members m JOIN users u ON u.user_id = m.user_id WHERE m.member_id = bookings.guide_member_id) AS guide
         FROM bookings WHERE booking_id = $1 AND supplier_id = $2 AND ($3::uuid IS NULL OR guide_member_id = $3)`,
      [bookingId, supplierId, guideMemberId],
    );
    if (!row) return null;
    const { listing_meta: meta, ...booking } = row;
    return {
      ...toBooking(booking),
      cancellation_terms: cancellationTermsOf(meta?.important_info),
      meeting_point: textOf(meta?.meeting_address),
      room_number: textOf(meta?.room_number),
      history: await bookingHistory(db, bookingId),
    };
  }
  /** The booking as it is after a change (the list counts it again by the change stamp its trigger moved). */
  async function afterwards(
    { supplierId, bookingId }: Pick<Decision, 'supplierId' | 'bookingId'>,
    changed: boolean,
  ): Promise<Booking | null> {
    return changed ? find(supplierId, bookingId) : null;
  }
  return {
    /**
     * One page and the total. The page index (page-index.ts) says where the page starts: after an
     * anchor booking, then fewer than ANCHOR_EVERY rows, so no query reads more than
     * ANCHOR_EVERY + pageSize entries of the sort's covering index (002_bookings_indexes.sql).
     * The page comes as JSON text, kept while the index holds: the first pages are asked for again
     * and again, and serialising them was the largest cost left on that path.
     */
    async page(search: BookingSearch, page: number, pageSize: number): Promise<{ json: Buffer; total: number }> {
      const index = await pageIndex.get(search);
      const offset = pageOffset(page, pageSize);
      const kept = index.pages.get(`${offset}/${pageSize}`);
      if (kept) return { json: kept, total: index.total };
      const start = pageStart(index, offset);
      if (!start) return { json: Buffer.from('[]'), total: index.total };
      const where = whereOf(search);
      const n = where.params.length;
      const seek = start.after ? ` AND ${seekAfter(search.sort, `$${n + 3}`)}` : '';
      const rows = await db.query<BookingRow>(
        `SELECT ${columns} FROM bookings WHERE ${where.sql}${seek} ORDER BY ${orderBy(search.sort)} LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...where.params, pageSize, start.offset, ...(start.after ? [start.after] : [])],
      );
      const json = Buffer.from(JSON.stringify(rows.map(toBooking)));
      pageIndex.remember(index, `${offset}/${pageSize}`, json);
      return { json, total: index.total };
    },

    /** Every matching booking in batches, seeking past the last one read (keyset), for the CSV export. */
    async *all(search: BookingSearch): AsyncGenerator<Booking[]> {
      const where = whereOf(search);
      const n = where.params.length;
      let last: string | null = null;
      for (;;) {
        const rows: BookingRow[] = await db.query<BookingRow>(
          `SELECT ${columns} FROM bookings WHERE ${where.sql} AND ($${n + 2}::uuid IS NULL OR ${seekAfter(search.sort, `$${n + 2}`)})
           ORDER BY ${orderBy(search.sort)} LIMIT $${n + 1}`,
          [...where.params, EXPORT_BATCH, last],
        );
        if (rows.length > 0) yield rows.map(toBooking);
        if (rows.length < EXPORT_BATCH) return;
        last = rows[rows.length - 1]!.booking_id;
      }
    },

    find,

    /** The listing types the supplier has listings or bookings of, in LISTING_TYPES order. */
    async listingTypes(supplierId: string): Promise<ListingType[]> {
      const rows = await db.query<{ listing_type: string }>(
        `SELECT listing_type FROM listings WHERE supplier_id = $1 UNION SELECT DISTINCT listing_type FROM bookings WHERE supplier_id = $1`,
        [supplierId],
      );
      const types = new Set(rows.map((row) => row.listing_type));
      return LISTING_TYPES.filter((type) => types.has(type));
    },

    /** Cancels a booking that is still ahead, giving its capacity back; null when it is not the supplier's, already over or cancelled. */
    async cancel(d: Decision & { reason: CancellationReason; note: string | null }): Promise<Booking | null> {
      return afterwards(d, await cancelBooking(db, d));
    },

    /** Confirms a pending booking still ahead; null when there is no such booking of the supplier. */
    async confirm(d: Decision): Promise<Booking | null> {
      return afterwards(d, await confirmBooking(db, d));
    },

    /** Declines a pending booking still ahead, telling the customer why; null when there is no such booking of the supplier. */
    async decline(d: Decision & { reason: string }): Promise<Booking | null> {
      return afterwards(d, await declineBooking(db, d));
    },

    /** One departure's list: its bookings with what the day needs, the day's start times, the totals (404: not the supplier's listing). */
    departureList: (r: DepartureListRequest): Promise<DepartureList> => departureList(db, r),

    /** Checks the customer of the booking with this code in (refusals are thrown: 404, 409); the booking as it is then. */
    async checkIn(act: ArrivalAct & { code: string }): Promise<Booking> {
      const bookingId = await checkIn(db, act);
      return (await afterwards({ ...act, bookingId }, true)) ?? Promise.reject(refuse(BOOKING_OPERATION_REFUSALS.bookingNotFound));
    },

    /** Marks a booking a no-show after its start time (refusals are thrown: 404, 409); the booking as it is then. */
    async markNoShow(act: ArrivalAct & { bookingId: string }): Promise<Booking> {
      await markNoShow(db, act);
      return (await afterwards(act, true)) ?? Promise.reject(refuse(BOOKING_OPERATION_REFUSALS.bookingNotFound));
    },

    /** Assigns the booking to a guide of the business, or none (a 400 for anyone else); null when it is not the business's. */
    async assignGuide(a: Assignment): Promise<Booking | null> {
      return afterwards(a, await assignGuide(db, a));
    },

    /** Moves a booking to another departure of its listing (refusals are thrown: 404, 409); the booking as it is then. */
    async reschedule(r: Reschedule): Promise<Booking> {
      await rescheduleBooking(db, r);
      return (await afterwards(r, true)) ?? Promise.reject(refuse(BOOKING_OPERATION_REFUSALS.bookingNotFound));
    },
  };
}
