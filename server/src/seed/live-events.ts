import type { Queryable } from '../db/database';
import { addMinutes } from './dates';
import { insertRows, type Row } from './rows';

/** How far back the bell's demo reaches: a few recent events, not the two years of data. */
const RECENT_MINUTES = 3 * 1440;

const BOOKING_SUBJECT = `'#' || b.booking_number || ' ' || b.tour_name || ', ' || b.customer_name`;

/**
 * The business's recent live events, read from the seeded rows (so each names what the demo
 * shows, at the time it happened): the customers' unread last messages, the newest booking
 * requests and reviews. Oldest first, so event ids follow time as the server gives them.
 */
export async function seedLiveEvents(tx: Queryable, now: Date, supplierId: string): Promise<void> {
  const events = await tx.query<Row>(
    `SELECT * FROM (
       SELECT DISTINCT ON (m.booking_id) 'message.received' AS kind, m.booking_id::text AS object_id, m.booking_id,
              ${BOOKING_SUBJECT} AS subject, left(m.message_text, 120) AS detail, m.created_at
         FROM messages m JOIN bookings b USING (booking_id)
        WHERE b.supplier_id = $1 AND m.sender_id = b.customer_id AND m.read_at IS NULL AND m.created_at > $2
        ORDER BY m.booking_id, m.created_at DESC) messages
     UNION ALL
     (SELECT 'booking.created', b.booking_id::text, b.booking_id, ${BOOKING_SUBJECT}, NULL, b.created_at
        FROM bookings b WHERE b.supplier_id = $1 AND b.booking_status = 'pending' AND b.created_at > $2 ORDER BY b.created_at DESC LIMIT 3)
     UNION ALL
     (SELECT 'review.posted', r.review_id::text, NULL,
             r.rating || CASE WHEN r.rating = 1 THEN ' star, ' ELSE ' stars, ' END || COALESCE(b.tour_name || ', ', '') || r.customer_name,
             NULLIF(left(r.review_text, 200), ''), r.created_at
        FROM reviews r LEFT JOIN bookings b USING (booking_id) WHERE r.supplier_id = $1 AND r.created_at > $2 ORDER BY r.created_at DESC LIMIT 2)
     ORDER BY created_at`,
    [supplierId, addMinutes(now, -RECENT_MINUTES)],
  );
  await insertRows(
    tx,
    'live_events',
    events.map((event) => ({ supplier_id: supplierId, ...event })),
  );
}
