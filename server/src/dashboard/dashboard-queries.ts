import { MARKETPLACE_TIME_ZONE, SUPPLIER_LISTING_TYPES, type SupplierType } from '@portal/contracts';

import type { Queryable } from '../db/database';

/** Bookings that count toward revenue and booking figures: every one that is not cancelled. */
const counted = `FROM bookings WHERE supplier_id = $1 AND booking_status <> 'cancelled'`;

/** The start of this and last month in Pakistan time, as local timestamps, for a given instant. */
const months = `(SELECT date_trunc('month', $2::timestamptz AT TIME ZONE '${MARKETPLACE_TIME_ZONE}') AS this_start,
                        date_trunc('month', $2::timestamptz AT TIME ZONE '${MARKETPLACE_TIME_ZONE}') - interval '1 month' AS last_start) m`;

export interface MonthTotals {
  revenue_this: number;
  bookings_this: number;
  revenue_last: number;
  bookings_last: number;
}

export interface RatingTotals {
  avg_all: number | null;
  avg_before_month: number | null;
}

export interface MonthlyRow {
  year: number;
  month: number;
  count: number;
  amount: number;
}

export interface SetupRow {
  supplier_type: SupplierType;
  verification_status: 'awaiting_verification' | 'verified';
  profile_data: Record<string, unknown>;
  email_verified: boolean;
  bank_account: boolean;
  first_listing_id: string | null;
  availability: boolean;
}

export interface ChatRow {
  user_id: string;
  booking_id: string;
  full_name: string;
  profile_photo: string | null;
  message_text: string;
  message_file: string | null;
  created_at: Date | string;
}

export interface ActivityRow {
  type: 'booking' | 'payout' | 'review' | 'listing_review';
  date: Date | string;
  customer: string | null;
  listing: string | null;
  amount: number | null;
  status: string | null;
  rating: number | null;
  booking_id: string | null;
  listing_id: string | null;
  reason: string | null;
  field: string | null;
}

/** The dashboard's reads; every one is scoped to the supplier id given as $1. */
export function dashboardQueries(db: Queryable) {
  return {
    async monthTotals(supplierId: string, now: Date): Promise<MonthTotals> {
      const [row] = await db.query<MonthTotals>(
        `SELECT coalesce(sum(total_price) FILTER (WHERE local >= this_start), 0)::bigint AS revenue_this,
                count(*) FILTER (WHERE local >= this_start) AS bookings_this,
                coalesce(sum(total_price) FILTER (WHERE local < this_start), 0)::bigint AS revenue_last,
                count(*) FILTER (WHERE local < this_start) AS bookings_last
           FROM (SELECT total_price, created_at AT TIME ZONE '${MARKETPLACE_TIME_ZONE}' AS local ${counted}) b, ${months}
          WHERE local >= last_start AND local < this_start + interval '1 month'`,
        [supplierId, now],
      );
      return row!;
    },

    async ratings(supplierId: string, now: Date): Promise<RatingTotals> {
      const [row] = await db.query<{ avg_all: string | null; avg_before_month: string | null }>(
        `SELECT avg(rating)::text AS avg_all,
                (avg(rating) FILTER (WHERE created_at AT TIME ZONE '${MARKETPLACE_TIME_ZONE}' < this_start))::text AS avg_before_month
           FROM reviews, ${months}
          WHERE supplier_id = $1`,
        [supplierId, now],
      );
      const toNumber = (text: string | null | undefined) => (text == null ? null : Number(text));
      return { avg_all: toNumber(row?.avg_all), avg_before_month: toNumber(row?.avg_before_month) };
    },

    /**
     * Counts and amounts per month of booking (sales), or of travel for trips taken by `now`
     * (revenues: a trip to come has earned nothing yet), in Pakistan time.
     */
    async monthly(supplierId: string, by: 'created' | 'travel', now: Date): Promise<MonthlyRow[]> {
      const local = by === 'created' ? `created_at AT TIME ZONE '${MARKETPLACE_TIME_ZONE}'` : 'selected_date';
      const taken = by === 'travel' ? `AND selected_date <= ($2::timestamptz AT TIME ZONE '${MARKETPLACE_TIME_ZONE}')::date` : '';
      return db.query<MonthlyRow>(
        `SELECT extract(year FROM local)::int AS year, extract(month FROM local)::int AS month,
                count(*)::int AS count, sum(total_price)::bigint AS amount
           FROM (SELECT ${local} AS local, total_price ${counted} ${taken}) b
          GROUP BY 1, 2`,
        by === 'travel' ? [supplierId, now] : [supplierId],
      );
    },

    /**
     * The facts of the first steps: the user's e-mail and bank details, the supplier's type, papers
     * and approval, its oldest listing of a kind it sells (SUPPLIER_LISTING_TYPES) and whether any
     * such listing can be booked today or later.
     */
    async setup(supplierId: string, now: Date): Promise<SetupRow> {
      const [row] = await db.query<SetupRow>(
        `WITH own AS (
           SELECT l.listing_id, l.created_at FROM listings l JOIN suppliers s ON s.supplier_id = l.supplier_id
            WHERE l.supplier_id = $1 AND l.listing_type IN (SELECT jsonb_array_elements_text($2::jsonb -> s.supplier_type)))
         SELECT s.supplier_type, s.verification_status, s.profile_data,
                u.email_verified_at IS NOT NULL AS email_verified,
                u.bank_account IS NOT NULL AS bank_account,
                (SELECT listing_id FROM own ORDER BY created_at, listing_id LIMIT 1) AS first_listing_id,
                EXISTS (SELECT 1 FROM availability_schedules a JOIN own ON own.listing_id = a.listing_id
                         WHERE a.ends_on IS NULL OR a.ends_on >= ($3::timestamptz AT TIME ZONE '${MARKETPLACE_TIME_ZONE}')::date) AS availability
           FROM suppliers s JOIN users u ON u.user_id = s.user_id
          WHERE s.supplier_id = $1`,
        [supplierId, JSON.stringify(SUPPLIER_LISTING_TYPES), now],
      );
      return row!;
    },

    /** The latest message with each person the supplier's user has talked to, newest first. */
    async recentChats(supplierId: string, limit: number): Promise<ChatRow[]> {
      return db.query<ChatRow>(
        `SELECT * FROM (
           SELECT DISTINCT ON (partner) partner AS user_id, m.booking_id, u.full_name, u.profile_photo, m.message_text, m.message_file, m.created_at
             FROM (SELECT msg.*, CASE WHEN msg.sender_id = s.user_id THEN msg.receiver_id ELSE msg.sender_id END AS partner
                     FROM messages msg
                     JOIN bookings b ON b.booking_id = msg.booking_id AND b.supplier_id = $1
                     JOIN suppliers s ON s.supplier_id = $1
                    WHERE msg.sender_id = s.user_id OR msg.receiver_id = s.user_id) m
             JOIN users u ON u.user_id = m.partner
            ORDER BY partner, m.created_at DESC, m.message_id DESC
         ) latest
         ORDER BY created_at DESC
         LIMIT $2`,
        [supplierId, limit],
      );
    },

    /**
     * Bookings made, payouts (when processed, else when due), reviews received and the marketplace
     * team's listing decisions, newest first. A pending payout due after today has not happened
     * yet, so it is not activity.
     */
    async recentActivity(supplierId: string, limit: number, now: Date): Promise<ActivityRow[]> {
      return db.query<ActivityRow>(
        `(SELECT 'booking' AS type, created_at AS date, customer_name AS customer, tour_name AS listing,
                 total_price AS amount, booking_status AS status, NULL::int AS rating,
                 booking_id, NULL::uuid AS listing_id, NULL::text AS reason, NULL::text AS field
            FROM bookings WHERE supplier_id = $1 ORDER BY created_at DESC LIMIT $2)
         UNION ALL
         (SELECT 'payout', coalesce(p.processed_at, p.payout_date::timestamp AT TIME ZONE '${MARKETPLACE_TIME_ZONE}'),
                 b.customer_name, b.tour_name, p.final_amount, p.payout_status, NULL, p.booking_id, NULL, NULL, NULL
            FROM payouts p LEFT JOIN bookings b ON b.booking_id = p.booking_id
           WHERE p.supplier_id = $1
             AND (p.processed_at IS NOT NULL OR p.payout_date <= ($3::timestamptz AT TIME ZONE '${MARKETPLACE_TIME_ZONE}')::date)
           ORDER BY 2 DESC LIMIT $2)
         UNION ALL
         (SELECT 'review', r.created_at, r.customer_name, b.tour_name, NULL, NULL, r.rating, r.booking_id, NULL, NULL, NULL
            FROM reviews r LEFT JOIN bookings b ON b.booking_id = r.booking_id
           WHERE r.supplier_id = $1 ORDER BY r.created_at DESC LIMIT $2)
         UNION ALL
         (SELECT 'listing_review', g.created_at, NULL, l.title, NULL,
                 CASE g.edit_type WHEN 'review_approved' THEN 'approved' ELSE 'rejected' END, NULL, NULL, l.listing_id, g.note, g.note_field
            FROM listing_edit_logs g JOIN listings l ON l.listing_id = g.listing_id
           WHERE l.supplier_id = $1 AND g.edit_type IN ('review_approved', 'review_rejected')
           ORDER BY g.created_at DESC LIMIT $2)
         ORDER BY date DESC
         LIMIT $2`,
        [supplierId, limit, now],
      );
    },
  };
}
