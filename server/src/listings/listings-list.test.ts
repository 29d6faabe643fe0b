import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { type Listing, type ListingRow, listingShortId, type ListingType } from '@portal/contracts';

import { csvLines } from '../../test/csv-lines';
import { addBooking, createListing, decide, listingBody } from '../../test/listing-factory';
import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';

interface Fixture {
  title: string;
  type: ListingType;
  price: number;
  group?: 'group' | 'private';
  audience?: 'local' | 'international';
  /** How the listing ends up: approved, deactivated, left under review, or an edit under review. */
  status: 'approved' | 'rejected' | 'pending_review' | 'edit_pending_review';
  /** Bookings that count, and cancelled ones that do not. */
  bookings: number;
  cancelled?: number;
}

// Created in this order (so 'newest' is the reverse); each filter, sort and tab has its own answer.
const fixtures: Fixture[] = [
  {
    title: 'Hunza Valley Tour',
    type: 'tour',
    price: 45_000,
    group: 'group',
    audience: 'international',
    status: 'approved',
    bookings: 3,
    cancelled: 2,
  },
  { title: 'Swat Family Tour', type: 'tour', price: 32_000, group: 'private', audience: 'local', status: 'rejected', bookings: 1 },
  {
    title: 'K2 Base Camp Trek',
    type: 'trek',
    price: 185_000,
    group: 'group',
    audience: 'international',
    status: 'edit_pending_review',
    bookings: 5,
  },
  { title: 'Rush Lake Trek', type: 'trek', price: 120_000, group: 'private', audience: 'local', status: 'pending_review', bookings: 0 },
  { title: 'Deluxe Double Room', type: 'hotel', price: 18_000, status: 'approved', bookings: 2 },
  { title: 'Honda CG 125 2022', type: 'bike_rental', price: 3_500, status: 'pending_review', bookings: 0 },
  { title: 'Lahore Heritage Guide', type: 'tour_guide', price: 6_000, status: 'approved', bookings: 4 },
];

describe('GET listings/my-listings and its CSV', () => {
  let t: TestApp;
  let owner: SignedIn;
  const ids = new Map<string, string>();

  before(async () => {
    t = await createTestApp();
    owner = await signUpSupplier(t.app);
    for (const f of fixtures) {
      const meta = f.group ? { type: f.group, audience: f.audience } : {};
      const listing = await createListing(
        t.app,
        owner.headers,
        await listingBody(t.app, owner.headers, f.type, { title: f.title, price: f.price, meta }),
      );
      ids.set(f.title, listing.listing_id);
      // An hour apart, in the order of the fixtures: the database clock ticks in milliseconds.
      await t.db.query(`UPDATE listings SET created_at = now() - make_interval(hours => $2) WHERE listing_id = $1`, [
        listing.listing_id,
        fixtures.length - ids.size,
      ]);
      if (f.status !== 'pending_review') await decide(t.db, listing.listing_id, 'approved');
      if (f.status === 'rejected')
        await t.app.inject({
          method: 'PUT',
          url: api(`/listings/${listing.listing_id}`),
          headers: owner.headers,
          payload: { status: 'rejected' },
        });
      if (f.status === 'edit_pending_review') {
        await t.app.inject({
          method: 'PATCH',
          url: api(`/listings/${listing.listing_id}`),
          headers: owner.headers,
          payload: { description: 'Now with a porter.' },
        });
      }
      for (let i = 0; i < f.bookings; i++) await addBooking(t.db, listing, i % 2 === 0 ? 10 : -10, i % 2 === 0 ? 'confirmed' : 'completed');
      for (let i = 0; i < (f.cancelled ?? 0); i++) await addBooking(t.db, listing, 5, 'cancelled');
    }
    // Another supplier's listing never shows.
    const other = await signUpSupplier(t.app);
    await createListing(t.app, other.headers, await listingBody(t.app, other.headers, 'tour', { title: 'Hunza Valley Tour of another' }));
  });
  after(async () => {
    await t.close();
  });

  const list = async (query = '') => {
    const reply = await t.app.inject({ method: 'GET', url: api(`/listings/my-listings${query}`), headers: owner.headers });
    assert.equal(reply.statusCode, 200, reply.body);
    const rows = reply.json<ListingRow[]>();
    return { rows, titles: rows.map((r) => r.title), total: Number(reply.headers['x-total-count']) };
  };
  const titles = async (query: string) => (await list(query)).titles;
  const newestFirst = [...fixtures].reverse().map((f) => f.title);

  it('answers a JSON array, newest first, with the total in X-Total-Count and the real bookings count', async () => {
    const { rows, total } = await list();
    assert.equal(total, fixtures.length);
    assert.deepEqual(
      rows.map((r) => r.title),
      newestFirst,
    );
    const hunza = rows.find((r) => r.title === 'Hunza Valley Tour')!;
    assert.equal(hunza.bookings, 3, 'cancelled bookings do not count');
    assert.deepEqual(
      [hunza.listing_type, hunza.price, hunza.status, hunza.group_type, hunza.audience],
      ['tour', 45_000, 'approved', 'group', 'international'],
    );
    assert.match(hunza.cover_photo!, /\/api\/v1\/files\/.+\.png$/);
    const room = rows.find((r) => r.title === 'Deluxe Double Room')!;
    assert.deepEqual([room.group_type, room.audience], [null, null]);
  });

  it("carries meta_data.type, which the spec's client reads for the group label (spec section 3)", async () => {
    const { rows } = await list();
    const typeOf = (title: string) => rows.find((r) => r.title === title)!.meta_data;
    assert.deepEqual(
      [typeOf('Hunza Valley Tour'), typeOf('Rush Lake Trek'), typeOf('Deluxe Double Room')],
      [{ type: 'group' }, { type: 'private' }, { type: null }],
    );
  });

  it('shows the live version of a listing whose edit is under review', async () => {
    const k2 = (await list('?q=K2')).rows[0]!;
    assert.equal(k2.status, 'edit_pending_review');
    const detail = (await t.app.inject({ method: 'GET', url: api(`/listings/${k2.listing_id}`), headers: owner.headers })).json<Listing>();
    assert.equal(detail.description, 'Now with a porter.');
    assert.notEqual(detail.live!.description, 'Now with a porter.');
  });

  it('has the five tabs', async () => {
    assert.equal((await list('?status=all')).total, 7);
    assert.deepEqual(await titles('?status=live'), ['Lahore Heritage Guide', 'Deluxe Double Room', 'Hunza Valley Tour']);
    assert.deepEqual(await titles('?status=deactivated'), ['Swat Family Tour']);
    assert.deepEqual(await titles('?status=under_review'), ['Honda CG 125 2022', 'Rush Lake Trek']);
    assert.deepEqual(await titles('?status=edit_under_review'), ['K2 Base Camp Trek']);
  });

  it('filters: tours, treks, group, private, international, local; ticked boxes of a pair add up, pairs narrow each other', async () => {
    assert.deepEqual(await titles('?tours=true'), ['Swat Family Tour', 'Hunza Valley Tour']);
    assert.deepEqual(await titles('?treks=true'), ['Rush Lake Trek', 'K2 Base Camp Trek']);
    assert.deepEqual(await titles('?tours=true&treks=true'), [
      'Rush Lake Trek',
      'K2 Base Camp Trek',
      'Swat Family Tour',
      'Hunza Valley Tour',
    ]);
    assert.deepEqual(await titles('?group=true'), ['K2 Base Camp Trek', 'Hunza Valley Tour']);
    assert.deepEqual(await titles('?private=1'), ['Rush Lake Trek', 'Swat Family Tour']);
    assert.deepEqual(await titles('?international=true'), ['K2 Base Camp Trek', 'Hunza Valley Tour']);
    assert.deepEqual(await titles('?local=true'), ['Rush Lake Trek', 'Swat Family Tour']);
    assert.deepEqual(await titles('?treks=true&local=true'), ['Rush Lake Trek']);
    assert.deepEqual(await titles('?tours=true&private=true&status=deactivated'), ['Swat Family Tour']);
    assert.deepEqual(await titles('?tours=false&group=0'), newestFirst);
  });

  it('sorts by price and by bookings either way', async () => {
    const byPrice = [...fixtures].sort((a, b) => a.price - b.price).map((f) => f.title);
    assert.deepEqual(await titles('?sort=price_asc'), byPrice);
    assert.deepEqual(await titles('?sort=price_desc'), [...byPrice].reverse());
    // Ties (no bookings) fall back to newest first.
    assert.deepEqual(await titles('?sort=bookings_desc'), [
      'K2 Base Camp Trek',
      'Lahore Heritage Guide',
      'Hunza Valley Tour',
      'Deluxe Double Room',
      'Swat Family Tour',
      'Honda CG 125 2022',
      'Rush Lake Trek',
    ]);
    assert.deepEqual(await titles('?sort=bookings_asc'), [
      'Honda CG 125 2022',
      'Rush Lake Trek',
      'Swat Family Tour',
      'Deluxe Double Room',
      'Hunza Valley Tour',
      'Lahore Heritage Guide',
      'K2 Base Camp Trek',
    ]);
    assert.deepEqual(await titles('?sort=price_desc&treks=true'), ['K2 Base Camp Trek', 'Rush Lake Trek']);
  });

  it('searches the title and the type in any case, the start of the id and the short id', async () => {
    assert.deepEqual(await titles('?q=TREK'), ['Rush Lake Trek', 'K2 Base Camp Trek']);
    assert.deepEqual(await titles('?q=bike rental'), ['Honda CG 125 2022']);
    assert.deepEqual(await titles('?q=tour guide'), ['Lahore Heritage Guide']);
    assert.deepEqual(await titles('?q=hotel'), ['Deluxe Double Room']);
    const id = ids.get('Swat Family Tour')!;
    assert.deepEqual(await titles(`?q=${id.slice(0, 8).toUpperCase()}`), ['Swat Family Tour']);
    assert.deepEqual(await titles(`?q=${listingShortId(id)}`), ['Swat Family Tour']);
    assert.deepEqual(await titles('?q=50%25'), []);
    assert.deepEqual(await titles('?q=tour&status=live&sort=price_asc'), ['Lahore Heritage Guide', 'Hunza Valley Tour']);
  });

  it('pages: page 2 follows page 1, and the total counts every match', async () => {
    const first = await list('?pageSize=3');
    const second = await list('?pageSize=3&page=2');
    const third = await list('?pageSize=3&page=3');
    assert.deepEqual([...first.titles, ...second.titles, ...third.titles], newestFirst);
    assert.deepEqual([first.total, second.total, third.total], [7, 7, 7]);
    const beyond = await list('?pageSize=3&page=9');
    assert.deepEqual([beyond.titles, beyond.total], [[], 7]);
    const filtered = await list('?pageSize=1&page=2&tours=true');
    assert.deepEqual([filtered.titles, filtered.total], [['Hunza Valley Tour'], 2]);
  });

  it('answers 400 with field errors for a bad query, and 401 without a token', async () => {
    for (const query of ['pageSize=101', 'page=0', 'sort=cheapest', 'status=approved', 'tours=maybe', `q=${'x'.repeat(101)}`]) {
      const reply = await t.app.inject({ method: 'GET', url: api(`/listings/my-listings?${query}`), headers: owner.headers });
      assert.equal(reply.statusCode, 400, query);
      assert.ok(reply.json<{ errors: unknown[] }>().errors.length > 0);
    }
    assert.equal((await t.app.inject({ method: 'GET', url: api('/listings/my-listings') })).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'GET', url: api('/listings/my-listings.csv') })).statusCode, 401);
  });

  const csv = async (query = '') => {
    const reply = await t.app.inject({ method: 'GET', url: api(`/listings/my-listings.csv${query}`), headers: owner.headers });
    assert.equal(reply.statusCode, 200, reply.body);
    assert.match(String(reply.headers['content-type']), /^text\/csv/);
    assert.match(String(reply.headers['content-disposition']), /filename="listings\.csv"/);
    return csvLines(reply);
  };

  it('exports every matching row, not a page, with the columns id, date, time, type, title, group, bookings, price, status', async () => {
    const lines = await csv('?sort=price_desc');
    assert.equal(lines[0], 'id,date,time,type,title,group,bookings,price,status');
    assert.equal(lines.length, fixtures.length + 1);
    const [id, date, time, ...rest] = lines[1]!.split(',');
    assert.equal(id, listingShortId(ids.get('K2 Base Camp Trek')!));
    assert.match(date!, /^\d{4}-\d{2}-\d{2}$/);
    assert.match(time!, /^\d{2}:\d{2}$/);
    assert.deepEqual(rest, ['Trek', 'K2 Base Camp Trek', 'Group', '5', '185000', 'Edit Under Review']);
    assert.ok(lines.some((line) => line.endsWith(',Bike rental,Honda CG 125 2022,N/A,0,3500,Under Review')));
    assert.ok(lines.some((line) => line.endsWith(',Deactivated')));
    assert.deepEqual(
      (await csv('?treks=true&status=under_review')).slice(1).map((l) => l.split(',')[4]),
      ['Rush Lake Trek'],
    );
  });

  it('keeps a title that looks like a formula as text', async () => {
    const id = ids.get('Deluxe Double Room')!;
    await t.db.query(`UPDATE listings SET title = '=HYPERLINK("x"), room' WHERE listing_id = $1`, [id]);
    const line = (await csv('?q=hotel'))[1]!;
    assert.match(line, /,Hotel,"'=HYPERLINK\(""x""\), room",N\/A,2,18000,Live$/);
  });
});
