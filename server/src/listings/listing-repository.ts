import type { ListingRow, ListingSort, ListingStatus, ListingType } from '@portal/contracts';

import type { Queryable, SqlValue } from '../db/database';
import { batchesOf, type ListQuery, pagedQuery } from '../db/paged-query';
import { BOOKINGS_COUNT, LISTING_ORDER, type ListingSearch, whereOf } from './listing-filter';
import { iso, type ListingContent, type ListingRecord, type PendingRevision, reviewOf } from './listing-record';

const recordColumns = `l.listing_id, l.supplier_id, l.listing_type, l.title, l.description, l.price, l.meta_data, l.status,
  l.pending_revision, l.review_decision, l.review_note, l.review_field, l.reviewed_at, l.created_at, l.updated_at, ${BOOKINGS_COUNT} AS bookings`;

const rowColumns = `l.listing_id, l.listing_type, l.title, l.price, l.status, l.created_at, l.updated_at, ${BOOKINGS_COUNT} AS bookings,
  CASE WHEN l.meta_data->>'type' IN ('group', 'private') THEN l.meta_data->>'type' END AS group_type,
  CASE WHEN l.meta_data->>'audience' IN ('local', 'international') THEN l.meta_data->>'audience' END AS audience,
  l.meta_data->'photos'->>0 AS cover_photo, l.review_decision, l.review_note, l.review_field, l.reviewed_at`;

type RowRecord = Omit<ListingRow, 'created_at' | 'updated_at' | 'review' | 'meta_data'> &
  Pick<ListingRecord, 'created_at' | 'updated_at' | 'review_decision' | 'review_note' | 'review_field' | 'reviewed_at'>;

const toRow = ({ review_decision, review_note, review_field, reviewed_at, created_at, updated_at, ...row }: RowRecord): ListingRow => ({
  ...row,
  created_at: iso(created_at),
  updated_at: iso(updated_at),
  bookings: Number(row.bookings),
  meta_data: { type: row.group_type },
  review: reviewOf({ review_decision, review_note, review_field, reviewed_at }),
});

/** The rows of a search, in its sort. */
function queryOf(search: ListingSearch): ListQuery<ListingSort> {
  const where = whereOf(search);
  return {
    columns: rowColumns,
    from: `FROM listings l WHERE ${where.sql}`,
    params: where.params,
    orderBy: LISTING_ORDER,
    sort: search.sort,
  };
}

/** How many rows a CSV export reads per query. */
const EXPORT_BATCH = 500;

/** What changes with a write: the listing's columns the service sets. */
export interface ListingChange {
  content?: ListingContent;
  status?: ListingStatus;
  pending_revision?: PendingRevision | null;
  /** Set by a decision, cleared (null) by a new submission. */
  review?: { decision: 'approved' | 'rejected'; note: string | null; field: string | null } | null;
}

/** The SQL of `listings`; every read by a supplier is scoped to that supplier. */
export function listingRepository(db: Queryable) {
  return {
    async page(search: ListingSearch, page: number, pageSize: number): Promise<{ rows: ListingRow[]; total: number }> {
      const { rows, total } = await pagedQuery<RowRecord, ListingSort>(db, queryOf(search), page, pageSize);
      return { rows: rows.map(toRow), total };
    },

    /** Every matching listing in batches, in the order of the sort, for the CSV export. */
    async *all(search: ListingSearch): AsyncGenerator<ListingRow[]> {
      for await (const rows of batchesOf<RowRecord, ListingSort>(db, queryOf(search), EXPORT_BATCH)) yield rows.map(toRow);
    },

    /** One listing; with a supplier id, only that supplier's. `lock` holds the row until the transaction ends. */
    async find(listingId: string, options: { supplierId?: string; lock?: boolean } = {}): Promise<ListingRecord | null> {
      const [row] = await db.query<ListingRecord>(
        `SELECT ${recordColumns} FROM listings l WHERE l.listing_id = $1 ${options.supplierId ? 'AND l.supplier_id = $2' : ''}
         ${options.lock ? 'FOR UPDATE OF l' : ''}`,
        options.supplierId ? [listingId, options.supplierId] : [listingId],
      );
      return row ?? null;
    },

    async insert(supplierId: string, type: ListingType, content: ListingContent): Promise<string> {
      const [row] = await db.query<{ listing_id: string }>(
        `INSERT INTO listings (supplier_id, listing_type, title, description, price, meta_data, status)
         VALUES ($1, $2, $3, $4, $5, $6, 'pending_review') RETURNING listing_id`,
        [supplierId, type, content.title, content.description, content.price, content.meta_data],
      );
      return row!.listing_id;
    },

    async update(listingId: string, change: ListingChange): Promise<void> {
      const sets: string[] = ['updated_at = now()'];
      const params: SqlValue[] = [listingId];
      const set = (column: string, value: unknown) => {
        params.push(value as SqlValue);
        sets.push(`${column} = $${params.length}`);
      };
      if (change.content) {
        for (const column of ['title', 'description', 'price', 'meta_data'] as const) set(column, change.content[column]);
      }
      if (change.status) set('status', change.status);
      if (change.pending_revision !== undefined) set('pending_revision', change.pending_revision);
      if (change.review !== undefined) {
        set('review_decision', change.review?.decision ?? null);
        set('review_note', change.review?.note ?? null);
        set('review_field', change.review?.field ?? null);
        sets.push(change.review ? 'reviewed_at = now()' : 'reviewed_at = NULL');
      }
      await db.query(`UPDATE listings SET ${sets.join(', ')} WHERE listing_id = $1`, params);
    },

    /** Bookings still to take place (pending or confirmed, today or later): they block a deletion. */
    async upcomingBookings(listingId: string, today: string): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM bookings WHERE listing_id = $1 AND booking_status IN ('pending', 'confirmed') AND selected_date >= $2`,
        [listingId, today],
      );
      return row?.n ?? 0;
    },

    /** Deletes the listing; its bookings keep their own copy of the trip's name (listing_id becomes NULL). */
    async delete(listingId: string): Promise<void> {
      await db.query('DELETE FROM listings WHERE listing_id = $1', [listingId]);
    },
  };
}
