import type { BookingFilterQuery, BookingSort } from '@portal/contracts';

import type { SqlValue } from '../db/database';
import { type SearchColumns, searchCondition } from '../db/search-pattern';

export interface BookingSearch extends BookingFilterQuery {
  supplierId: string;
  /** Today's date (YYYY-MM-DD) where the supplier works, which splits upcoming from completed. */
  today: string;
  /** A guide's membership: only the bookings assigned to them (issue 37); null: all the business's. */
  guideMemberId: string | null;
}

/** The sort key column of each sort; booking_id breaks ties in the same direction, for keyset seeks. */
const sortKey: Record<BookingSort, { column: 'created_at' | 'total_price'; descending: boolean }> = {
  newest: { column: 'created_at', descending: true },
  oldest: { column: 'created_at', descending: false },
  amount_asc: { column: 'total_price', descending: false },
  amount_desc: { column: 'total_price', descending: true },
};

export function orderBy(sort: BookingSort, alias = ''): string {
  const { column, descending } = sortKey[sort];
  const direction = descending ? 'DESC' : 'ASC';
  return `${alias}${column} ${direction}, ${alias}booking_id ${direction}`;
}

/** Two opposite checkboxes: one ticked narrows to its value; both or neither leave the column free. */
function either(column: string, first: [boolean, string], second: [boolean, string]): string | null {
  if (first[0] === second[0]) return null;
  return `${column} = '${first[0] ? first[1] : second[1]}'`;
}

/** The search box: a booking number ('1042' or '#1042'), the start of a booking id, or any part of the customer's name. */
export const BOOKING_SEARCH_COLUMNS: SearchColumns = { text: ['customer_name'], numbers: ['booking_number'], ids: ['booking_id'] };

/** The Filter by listing types: Tours, Treks and the supplier's other types add up; none ticked leaves the type free. */
function typeCondition(search: BookingSearch, params: SqlValue[]): string | null {
  const types = [...(search.tours ? ['tour'] : []), ...(search.treks ? ['trek'] : []), ...(search.types ?? [])];
  if (types.length === 0) return null;
  const placeholders = types.map((type) => `$${params.push(type)}`);
  return `listing_type IN (${placeholders.join(', ')})`;
}

const tabCondition = {
  upcoming: (today: string) => `booking_status NOT IN ('cancelled', 'completed') AND selected_date >= '${today}'`,
  completed: (today: string) => `(booking_status = 'completed' OR (booking_status <> 'cancelled' AND selected_date < '${today}'))`,
  cancelled: () => `booking_status = 'cancelled'`,
};

/**
 * The WHERE clause of a search, always scoped to the supplier (and a guide's to their bookings). Only fixed words and a validated
 * date are written into the SQL; everything a person types travels as a parameter.
 */
export function whereOf(search: BookingSearch): { sql: string; params: SqlValue[] } {
  const params: SqlValue[] = [search.supplierId];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(search.today)) throw new Error(`Invalid date ${search.today}`);
  const conditions = [
    'supplier_id = $1',
    search.guideMemberId ? `guide_member_id = $${params.push(search.guideMemberId)}` : null,
    search.tab ? tabCondition[search.tab](search.today) : null,
    typeCondition(search, params),
    either('group_type', [search.group, 'group'], [search.private, 'private']),
    either('audience', [search.international, 'international'], [search.local, 'local']),
    search.q ? searchCondition(search.q, params, BOOKING_SEARCH_COLUMNS) : null,
  ];
  return { sql: conditions.filter(Boolean).join(' AND '), params };
}

/**
 * Keyset seek: the rows that come after booking $param in the order of `sort`. Comparing the
 * (sort key, booking_id) pair as a row uses the sort's covering index and is exact for ties.
 */
export function seekAfter(sort: BookingSort, param: string): string {
  const { column, descending } = sortKey[sort];
  return `(${column}, booking_id) ${descending ? '<' : '>'} (SELECT ${column}, booking_id FROM bookings WHERE booking_id = ${param})`;
}
