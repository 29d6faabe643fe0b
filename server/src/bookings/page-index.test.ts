import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { Queryable, SqlValue } from '../db/database';
import type { BookingSearch } from './booking-filter';
import { pageIndexCache } from './page-index';

/** A database of suppliers with 5,000 matching bookings each, counting the index builds it answers. */
function fakeDatabase() {
  const builds: string[] = [];
  const db: Queryable = {
    async query<Row extends object>(sql: string, params: readonly SqlValue[] = []): Promise<Row[]> {
      if (sql.includes('booking_list_versions')) return [{ version: 1 }] as Row[];
      if (sql.includes('count(*)')) {
        builds.push(params[0] as string);
        return [{ total: 5000 }] as Row[];
      }
      return Array.from({ length: 50 }, (_, i) => ({ booking_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` })) as Row[];
    },
  };
  return { db, builds };
}

const search = (supplierId: string, q: string): BookingSearch =>
  ({
    supplierId,
    today: '2026-11-22',
    q,
    sort: 'newest',
    tours: false,
    treks: false,
    group: false,
    private: false,
    international: false,
    local: false,
  }) as BookingSearch;

const KB = 1024;

describe('bookings page cache limits', () => {
  it("keeps one supplier's searches within its share, and another supplier's kept index survives its flood", async () => {
    const { db, builds } = fakeDatabase();
    const cache = pageIndexCache(db, { maxBytes: 1024 * KB, maxBytesPerSupplier: 40 * KB });
    await cache.get(search('quiet', ''));
    for (let i = 0; i < 500; i += 1) {
      const index = await cache.get(search('busy', `search ${i}`));
      cache.remember(index, '0/100', Buffer.alloc(8 * KB));
      assert.ok(cache.bytes('busy') <= 40 * KB, `${cache.bytes('busy')} bytes after ${i + 1} searches`);
    }
    const before = builds.length;
    await cache.get(search('quiet', ''));
    assert.equal(builds.length, before, "the quiet supplier's index was still kept");
    assert.ok(cache.bytes() <= 1024 * KB);
  });

  it('keeps every supplier together within the overall limit, the least recently used going first', async () => {
    const { db, builds } = fakeDatabase();
    const cache = pageIndexCache(db, { maxBytes: 60 * KB, maxBytesPerSupplier: 40 * KB });
    for (let s = 0; s < 50; s += 1) {
      const index = await cache.get(search(`supplier-${s}`, ''));
      cache.remember(index, '0/10', Buffer.alloc(4 * KB));
      assert.ok(cache.bytes() <= 60 * KB, `${cache.bytes()} bytes after ${s + 1} suppliers`);
    }
    const before = builds.length;
    await cache.get(search('supplier-49', ''));
    assert.equal(builds.length, before, 'the most recent supplier is kept');
    await cache.get(search('supplier-0', ''));
    assert.equal(builds.length, before + 1, 'the least recent was let go, and is built again');
  });

  it('counts pages as they are kept and let go, and gives back what a dropped index took', async () => {
    const { db } = fakeDatabase();
    const cache = pageIndexCache(db, { maxBytes: 1024 * KB, maxBytesPerSupplier: 1024 * KB });
    const index = await cache.get(search('one', ''));
    const empty = cache.bytes('one');
    for (let page = 0; page < 30; page += 1) cache.remember(index, `${page * 10}/10`, Buffer.alloc(KB));
    assert.equal(index.pages.size, 20, 'twenty pages per search');
    assert.ok(cache.bytes('one') >= empty + 20 * KB && cache.bytes('one') < empty + 21 * KB);
    const small = pageIndexCache(db, { maxBytes: 1024 * KB, maxBytesPerSupplier: empty + 2 * KB });
    const other = await small.get(search('two', ''));
    small.remember(other, '0/10', Buffer.alloc(4 * KB));
    assert.equal(small.bytes('two'), empty + 4 * KB + '0/10'.length, 'the index asking is kept even when alone over its share');
    await small.get(search('two', 'another search'));
    assert.equal(small.bytes('two'), empty - search('two', '').q!.length + 'another search'.length, 'the older index was dropped whole');
  });
});
