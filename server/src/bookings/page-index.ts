import type { Queryable } from '../db/database';
import { countOf } from '../db/paged-query';
import { type BookingSearch, orderBy, whereOf } from './booking-filter';

/** Rows between two anchors: the most a page query skips with OFFSET. */
const ANCHOR_EVERY = 100;

/** Pages kept per search, by offset and size: the first pages of a list are read again and again. */
const PAGES_PER_INDEX = 20;

/** What the kept indexes and pages may take up, in all and for one supplier (whose searches are many). */
const CACHE_LIMITS = { maxBytes: 64 * 1024 * 1024, maxBytesPerSupplier: 8 * 1024 * 1024 };

// Rough sizes in memory, so limits hold whatever the searches: a uuid string and a Map entry's overhead.
const ANCHOR_BYTES = 64;
const ENTRY_BYTES = 256;

/** A search's total and the booking at every ANCHOR_EVERY-th position, while `version` holds. */
export interface PageIndex {
  version: number;
  total: number;
  /** anchors[k] is the booking at position (k + 1) * ANCHOR_EVERY - 1 (0-based) of the sorted rows. */
  anchors: string[];
  /** Pages already read under this version, by `offset/size`, as the JSON text a reply sends. */
  pages: Map<string, Buffer>;
}

/** An index as the cache keeps it: whose it is, under which key, and what it takes up. */
interface Kept extends PageIndex {
  key: string;
  supplierId: string;
  bytes: number;
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
 * (booking_list_versions, kept by a trigger on every write, from any process) is unchanged. The
 * stamp is read on every request, never trusted from memory: a live event makes the browser ask
 * again at once, and that answer must hold the change (another instance or an admin command may
 * have written it a moment ago).
 */
export function pageIndexCache(db: Queryable, limits = CACHE_LIMITS) {
  /** Least recently used first. */
  const entries = new Map<string, Kept>();
  const bytesOf = new Map<string, number>();
  let totalBytes = 0;

  const keyOf = ({
    supplierId,
    today,
    q,
    tab,
    sort,
    tours,
    treks,
    types,
    group,
    private: isPrivate,
    international,
    local,
    guideMemberId,
  }: BookingSearch) =>
    JSON.stringify([
      supplierId,
      today,
      q ?? '',
      tab ?? '',
      sort,
      tours,
      treks,
      types ?? [],
      group,
      isPrivate,
      international,
      local,
      guideMemberId,
    ]);

  function grow(kept: Kept, bytes: number): void {
    kept.bytes += bytes;
    totalBytes += bytes;
    bytesOf.set(kept.supplierId, (bytesOf.get(kept.supplierId) ?? 0) + bytes);
  }

  function drop(kept: Kept): void {
    entries.delete(kept.key);
    grow(kept, -kept.bytes);
    if (bytesOf.get(kept.supplierId) === 0) bytesOf.delete(kept.supplierId);
  }

  /** Drops the least recently used indexes, but `keep`, until the supplier's and the total are within limits. */
  function evict(keep: Kept): void {
    for (const kept of entries.values()) {
      const supplierOver = (bytesOf.get(keep.supplierId) ?? 0) > limits.maxBytesPerSupplier;
      if (!supplierOver && totalBytes <= limits.maxBytes) return;
      if (kept !== keep && (!supplierOver || kept.supplierId === keep.supplierId)) drop(kept);
    }
  }

  async function versionOf(supplierId: string): Promise<number> {
    const [row] = await db.query<{ version: number }>('SELECT version FROM booking_list_versions WHERE supplier_id = $1', [supplierId]);
    return Number(row?.version ?? 0);
  }

  async function build(search: BookingSearch, key: string, version: number): Promise<Kept> {
    const where = whereOf(search);
    const [total, anchors] = await Promise.all([
      countOf(db, `FROM bookings WHERE ${where.sql}`, where.params),
      db.query<{ booking_id: string }>(
        `SELECT booking_id FROM (SELECT booking_id, row_number() OVER (ORDER BY ${orderBy(search.sort)}) AS position
           FROM bookings WHERE ${where.sql}) AS ranked
         WHERE position % ${ANCHOR_EVERY} = 0 ORDER BY position`,
        where.params,
      ),
    ]);
    const kept = {
      key,
      supplierId: search.supplierId,
      bytes: 0,
      version,
      total,
      anchors: anchors.map((row) => row.booking_id),
      pages: new Map(),
    };
    grow(kept, ENTRY_BYTES + key.length + kept.anchors.length * ANCHOR_BYTES);
    return kept;
  }

  return {
    async get(search: BookingSearch): Promise<PageIndex> {
      const key = keyOf(search);
      const version = await versionOf(search.supplierId);
      const cached = entries.get(key);
      let index: Kept;
      if (cached?.version === version) {
        index = cached;
        entries.delete(key);
      } else {
        index = await build(search, key, version);
        // A stale index, or one built meanwhile by a request for the same search, gives way.
        const replaced = entries.get(key);
        if (replaced) drop(replaced);
      }
      // Inserted last, so the first key is always the least recently used.
      entries.set(key, index);
      evict(index);
      return index;
    },

    /** Keeps a page read under an index's version, dropping the oldest beyond PAGES_PER_INDEX, within the limits. */
    remember(index: PageIndex, pageKey: string, json: Buffer): void {
      const kept = index as Kept;
      if (entries.get(kept.key) !== kept) return; // dropped meanwhile: nothing to keep it in
      kept.pages.set(pageKey, json);
      grow(kept, json.length + pageKey.length);
      if (kept.pages.size > PAGES_PER_INDEX) {
        const [oldestKey, oldest] = kept.pages.entries().next().value!;
        kept.pages.delete(oldestKey);
        grow(kept, -(oldest.length + oldestKey.length));
      }
      evict(kept);
    },

    /** What the kept indexes and pages take up, in all and for one supplier. */
    bytes: (supplierId?: string) => (supplierId === undefined ? totalBytes : (bytesOf.get(supplierId) ?? 0)),
  };
}
