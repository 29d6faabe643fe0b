import type { Queryable } from '../db/database';
import { orderBy, whereOf, type BookingSearch } from './booking-filter';

/** Rows between two anchors: the most a page query skips with OFFSET. */
export const ANCHOR_EVERY = 100;

/**
 * How long a supplier's change stamp is trusted before it is read again. Writes made through this
 * server (a cancellation) are seen at once; writes from elsewhere (the marketplace, an admin
 * command, another instance) within this time. It spares the busiest path a database round trip.
 */
export const STAMP_TTL_MS = 1000;

/** Pages kept per search, by offset and size: the first pages of a list are read again and again. */
const PAGES_PER_INDEX = 20;

/** A search's total and the booking at every ANCHOR_EVERY-th position, while `version` holds. */
export interface PageIndex {
  version: number;
  total: number;
  /** anchors[k] is the booking at position (k + 1) * ANCHOR_EVERY - 1 (0-based) of the sorted rows. */
  anchors: string[];
  /** Pages already read under this version, by `offset/size`, as the JSON text a reply sends. */
  pages: Map<string, Buffer>;
}

/** Where a page starts: after an anchor booking (or from the top), then a short OFFSET. */
export interface PageStart {
  after: string | null;
  offset: number;
}

export function pageStart(index: PageIndex, offset: number): PageStart | null {
  if (offset >= index.total) return null;
  const anchor = Math.floor(offset / ANCHOR_EVERY);
  return anchor === 0 ? { after: null, offset } : { after: index.anchors[anchor - 1]!, offset: offset - anchor * ANCHOR_EVERY };
}

/**
 * Numbered pages at any depth without reading every skipped row on each request. Counting the
 * matches and walking to page N are both linear in the rows, so they are done once per search and
 * kept: the total, and every ANCHOR_EVERY-th booking id. A page then seeks to the nearest anchor
 * through the sort's covering index and skips fewer than ANCHOR_EVERY entries, so page 10,000
 * costs what page 1 costs. The index is kept while the supplier's booking change stamp
 * (booking_list_versions, kept by a trigger on every write, from any process) is unchanged, so
 * a new, changed or cancelled booking is counted as soon as the stamp is read (STAMP_TTL_MS).
 */
export function pageIndexCache(db: Queryable, maxEntries = 1000) {
  const entries = new Map<string, PageIndex>();
  const stamps = new Map<string, { version: number; readAt: number }>();

  const keyOf = ({ supplierId, today, q, tab, sort, tours, treks, group, private: isPrivate, international, local }: BookingSearch) =>
    JSON.stringify([supplierId, today, q ?? '', tab ?? '', sort, tours, treks, group, isPrivate, international, local]);

  async function versionOf(supplierId: string): Promise<number> {
    const known = stamps.get(supplierId);
    if (known && Date.now() - known.readAt < STAMP_TTL_MS) return known.version;
    const [row] = await db.query<{ version: number }>('SELECT version FROM booking_list_versions WHERE supplier_id = $1', [supplierId]);
    const version = Number(row?.version ?? 0);
    stamps.set(supplierId, { version, readAt: Date.now() });
    return version;
  }

  async function build(search: BookingSearch, version: number): Promise<PageIndex> {
    const where = whereOf(search);
    const [[count], anchors] = await Promise.all([
      db.query<{ total: number }>(`SELECT count(*)::int AS total FROM bookings WHERE ${where.sql}`, where.params),
      db.query<{ booking_id: string }>(
        `SELECT booking_id FROM (SELECT booking_id, row_number() OVER (ORDER BY ${orderBy(search.sort)}) AS position
           FROM bookings WHERE ${where.sql}) AS ranked
         WHERE position % ${ANCHOR_EVERY} = 0 ORDER BY position`,
        where.params,
      ),
    ]);
    return { version, total: count?.total ?? 0, anchors: anchors.map((row) => row.booking_id), pages: new Map() };
  }

  return {
    async get(search: BookingSearch): Promise<PageIndex> {
      const key = keyOf(search);
      const version = await versionOf(search.supplierId);
      const cached = entries.get(key);
      entries.delete(key);
      const index = cached?.version === version ? cached : await build(search, version);
      // Re-inserted last, so the first key is always the least recently used.
      entries.set(key, index);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return index;
    },

    /** After a write through this server: read the stamp again on the next request. */
    forget(supplierId: string): void {
      stamps.delete(supplierId);
    },
  };
}

/** Keeps a page read under an index's version, dropping the oldest beyond PAGES_PER_INDEX. */
export function rememberPage(index: PageIndex, key: string, json: Buffer): void {
  index.pages.set(key, json);
  if (index.pages.size > PAGES_PER_INDEX) index.pages.delete(index.pages.keys().next().value!);
}
