import { randomBytes } from 'node:crypto';

import { MARKETPLACE_TIME_ZONE } from '@portal/contracts';

import type { Queryable } from '../db/database';

/** 32 random bytes in hex: the feed's whole secret. */
const newToken = () => randomBytes(32).toString('hex');

/** One booking on a departure of the feed's listing. */
export interface FeedBooking {
  /** YYYYMMDD, Pakistan's date of the departure. */
  date: string;
  /** HH24MI, or null for a departure of the whole day. */
  start_time: string | null;
  /** The start in UTC (YYYYMMDDTHHMMSSZ), or null for a whole day. */
  start_utc: string | null;
  /** YYYYMMDD of the day after the trip's last day. */
  end_date: string;
  duration_days: number;
  booking_number: string;
  customer_name: string;
  selected_people: number;
  booking_status: string;
}

export interface FeedListing {
  listing_id: string;
  supplier_id: string;
  title: string;
}

export function calendarFeedRepository(db: Queryable) {
  return {
    /** The token of one of the supplier's listings, made the first time; null when the listing is not theirs. */
    async tokenOf(supplierId: string, listingId: string): Promise<string | null> {
      const [row] = await db.query<{ token: string }>(
        `WITH own AS (SELECT listing_id FROM listings WHERE listing_id = $1 AND supplier_id = $2),
              made AS (INSERT INTO listing_calendar_feeds (listing_id, token) SELECT listing_id, $3 FROM own
                       ON CONFLICT (listing_id) DO NOTHING RETURNING token)
         SELECT token FROM made UNION ALL SELECT f.token FROM listing_calendar_feeds f JOIN own USING (listing_id)`,
        [listingId, supplierId, newToken()],
      );
      return row?.token ?? null;
    },

    /** A new token for one of the supplier's listings (the old one no longer finds it); null when the listing is not theirs. */
    async reset(supplierId: string, listingId: string): Promise<string | null> {
      const [row] = await db.query<{ token: string }>(
        `INSERT INTO listing_calendar_feeds (listing_id, token)
           SELECT listing_id, $3 FROM listings WHERE listing_id = $1 AND supplier_id = $2
         ON CONFLICT (listing_id) DO UPDATE SET token = EXCLUDED.token, created_at = now()
         RETURNING token`,
        [listingId, supplierId, newToken()],
      );
      return row?.token ?? null;
    },

    async listingOf(token: string): Promise<FeedListing | null> {
      const [row] = await db.query<FeedListing>(
        `SELECT l.listing_id, l.supplier_id, l.title FROM listing_calendar_feeds f JOIN listings l USING (listing_id) WHERE f.token = $1`,
        [token],
      );
      return row ?? null;
    },

    /** The listing's bookings not cancelled, on departures from `from` (YYYY-MM-DD) on, by departure. */
    bookings: (listing: FeedListing, from: string) =>
      db.query<FeedBooking>(
        `SELECT to_char(selected_date, 'YYYYMMDD') AS date, to_char(start_time, 'HH24MI') AS start_time,
                to_char((selected_date + start_time) AT TIME ZONE '${MARKETPLACE_TIME_ZONE}' AT TIME ZONE 'UTC', 'YYYYMMDD"T"HH24MISS"Z"') AS start_utc,
                to_char(selected_date + duration_days, 'YYYYMMDD') AS end_date, duration_days,
                booking_number::text AS booking_number, customer_name, selected_people, booking_status
           FROM bookings
          WHERE listing_id = $1 AND supplier_id = $2 AND selected_date >= $3::date AND booking_status <> 'cancelled'
          ORDER BY selected_date, start_time NULLS FIRST, booking_number`,
        [listing.listing_id, listing.supplier_id, from],
      ),
  };
}
