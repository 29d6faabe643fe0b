import { SEARCH_GROUP_LIMIT, type SearchReply } from '@portal/contracts';

import { BOOKING_SEARCH_COLUMNS } from '../bookings/booking-filter';
import type { Queryable, SqlValue } from '../db/database';
import { containsPattern, searchCondition } from '../db/search-pattern';
import { listingSearchCondition } from '../listings/listing-filter';
import { TICKET_SEARCH_COLUMNS } from '../support/ticket-repository';

/**
 * One group's statement. Its parameters start with the supplier's id ($1), which every statement
 * requires, so nobody else's row can match; what a person types follows as parameters.
 */
type GroupStatement = (params: SqlValue[], q: string) => string;

const LIMIT = `LIMIT ${SEARCH_GROUP_LIMIT}`;

/** Each group matches as its own screen's search box does, so the header finds what the list would. */
const bookings: GroupStatement = (params, q) =>
  `SELECT booking_id, booking_number, customer_name, tour_name, selected_date, booking_status
     FROM bookings WHERE supplier_id = $1 AND ${searchCondition(q, params, BOOKING_SEARCH_COLUMNS)}
    ORDER BY created_at DESC, booking_id DESC ${LIMIT}`;

const listings: GroupStatement = (params, q) =>
  `SELECT l.listing_id, l.listing_type, l.title, l.status FROM listings l
    WHERE l.supplier_id = $1 AND ${listingSearchCondition(q, params)}
    ORDER BY l.created_at DESC, l.listing_id DESC ${LIMIT}`;

const tickets: GroupStatement = (params, q) =>
  `SELECT ticket_id, ticket_number, subject, related_to, status FROM support_tickets
    WHERE supplier_id = $1 AND ${searchCondition(q, params, TICKET_SEARCH_COLUMNS)}
    ORDER BY created_at DESC, ticket_number DESC ${LIMIT}`;

/** A conversation (a booking with messages) by its customer, trip or number, or by what was written in it. */
const conversations: GroupStatement = (params, q) => {
  const about = searchCondition(q, params, {
    text: ['b.customer_name', 'b.tour_name'],
    numbers: ['b.booking_number'],
    ids: ['b.booking_id'],
  });
  params.push(containsPattern(q));
  const written = `EXISTS (SELECT 1 FROM messages said WHERE said.booking_id = b.booking_id AND said.message_text ILIKE $${params.length})`;
  return `SELECT b.booking_id, b.booking_number, b.customer_name, b.tour_name, last.message_text AS last_message
            FROM bookings b
            JOIN LATERAL (SELECT m.message_text, m.created_at FROM messages m WHERE m.booking_id = b.booking_id
                           ORDER BY m.created_at DESC, m.message_id DESC LIMIT 1) last ON true
           WHERE b.supplier_id = $1 AND (${about} OR ${written})
           ORDER BY last.created_at DESC, b.booking_id ${LIMIT}`;
};

export function searchRepository(db: Queryable) {
  async function rows<Row extends object>(statement: GroupStatement, supplierId: string, q: string): Promise<Row[]> {
    const params: SqlValue[] = [supplierId];
    const sql = statement(params, q);
    return db.query<Row>(sql, params);
  }

  return {
    /** The supplier's own bookings, listings, tickets and conversations that match `q`, each group capped. */
    async search(supplierId: string, q: string): Promise<SearchReply> {
      const [bookingHits, listingHits, ticketHits, conversationHits] = await Promise.all([
        rows<SearchReply['bookings'][number]>(bookings, supplierId, q),
        rows<SearchReply['listings'][number]>(listings, supplierId, q),
        rows<SearchReply['tickets'][number]>(tickets, supplierId, q),
        rows<SearchReply['conversations'][number]>(conversations, supplierId, q),
      ]);
      return { bookings: bookingHits, listings: listingHits, tickets: ticketHits, conversations: conversationHits };
    },
  };
}
