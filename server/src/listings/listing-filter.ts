import { LISTING_TAB_STATUS, type ListingFilterQuery, type ListingSort } from '@portal/contracts';

import type { SqlValue } from '../db/database';
import { searchCondition } from '../db/search-pattern';

export interface ListingSearch extends ListingFilterQuery {
  supplierId: string;
}

/** Non-cancelled bookings of the listing `l` (index bookings_listing, 004). */
export const BOOKINGS_COUNT = `(SELECT count(*) FROM bookings b WHERE b.listing_id = l.listing_id AND b.booking_status <> 'cancelled')::int`;

/** Each sort; created_at and listing_id break ties, so pages never overlap. */
export const LISTING_ORDER: Record<ListingSort, string> = {
  newest: 'l.created_at DESC, l.listing_id DESC',
  price_asc: 'l.price ASC, l.created_at DESC, l.listing_id DESC',
  price_desc: 'l.price DESC, l.created_at DESC, l.listing_id DESC',
  bookings_asc: 'bookings ASC, l.created_at DESC, l.listing_id DESC',
  bookings_desc: 'bookings DESC, l.created_at DESC, l.listing_id DESC',
};

/** The checked values of a pair of filter boxes; none checked leaves the column free. */
function anyOf(column: string, boxes: [boolean, string][]): string | null {
  const values = boxes.filter(([checked]) => checked).map(([, value]) => `'${value}'`);
  return values.length === 0 ? null : `${column} IN (${values.join(', ')})`;
}

/** 'L' + the first three and last two characters of a listing id, as My Listings shows it. */
const SHORT_ID = /^L([0-9a-f]{3})([0-9a-f]{2})$/i;

/** The search box over `listings l`: the title or type anywhere, the start of the listing id, or its short id. */
export function listingSearchCondition(q: string, params: SqlValue[]): string {
  const text = searchCondition(q, params, { text: ['l.title', `replace(l.listing_type, '_', ' ')`], numbers: [], ids: ['l.listing_id'] });
  const short = SHORT_ID.exec(q);
  if (!short) return text;
  params.push(`${short[1]!.toLowerCase()}%${short[2]!.toLowerCase()}`);
  return `(${text} OR l.listing_id::text LIKE $${params.length})`;
}

/**
 * The WHERE clause of a search over `listings l`, always scoped to the supplier. Only fixed words
 * are written into the SQL; what a person types travels as a parameter.
 */
export function whereOf(search: ListingSearch): { sql: string; params: SqlValue[] } {
  const params: SqlValue[] = [search.supplierId];
  const status = LISTING_TAB_STATUS[search.status];
  const conditions = [
    'l.supplier_id = $1',
    status ? `l.status = '${status}'` : null,
    anyOf('l.listing_type', [
      [search.tours, 'tour'],
      [search.treks, 'trek'],
    ]),
    anyOf(`l.meta_data->>'type'`, [
      [search.group, 'group'],
      [search.private, 'private'],
    ]),
    anyOf(`l.meta_data->>'audience'`, [
      [search.international, 'international'],
      [search.local, 'local'],
    ]),
    search.q ? listingSearchCondition(search.q, params) : null,
  ];
  return { sql: conditions.filter(Boolean).join(' AND '), params };
}
