import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SEARCH_ERRORS, SEARCH_GROUP_LIMIT, type SearchReply } from '@portal/contracts';
import { api, createTestApp, type TestApp } from '../../test/test-app';

interface Supplier {
  userId: string;
  supplierId: string;
  headers: { authorization: string };
}

/** A supplier written straight to the database, with a token. */
async function addSupplier(t: TestApp, name: string): Promise<Supplier> {
  const [user] = await t.db.query<{ user_id: string }>(
    `INSERT INTO users (full_name, email, password_hash) VALUES ($1, gen_random_uuid() || '@example.test', 'x') RETURNING user_id`, [name],
  );
  const [supplier] = await t.db.query<{ supplier_id: string }>(
    `INSERT INTO suppliers (user_id, supplier_type) VALUES ($1, 'tour_operator') RETURNING supplier_id`, [user!.user_id],
  );
  const token = await t.app.signToken({ userId: user!.user_id, supplierId: supplier!.supplier_id });
  return { userId: user!.user_id, supplierId: supplier!.supplier_id, headers: { authorization: `Bearer ${token}` } };
}

async function addBooking(t: TestApp, supplierId: string, customer: string, tour: string): Promise<{ booking_id: string; booking_number: number }> {
  const [row] = await t.db.query<{ booking_id: string; booking_number: number }>(
    `INSERT INTO bookings (supplier_id, customer_name, tour_name, selected_date, selected_people, total_price)
     VALUES ($1, $2, $3, current_date + 10, 2, 40000) RETURNING booking_id, booking_number`,
    [supplierId, customer, tour],
  );
  return row!;
}

async function addListing(t: TestApp, supplierId: string, title: string): Promise<string> {
  const [row] = await t.db.query<{ listing_id: string }>(
    `INSERT INTO listings (supplier_id, listing_type, title, price) VALUES ($1, 'trek', $2, 50000) RETURNING listing_id`, [supplierId, title],
  );
  return row!.listing_id;
}

async function addTicket(t: TestApp, supplierId: string, subject: string): Promise<void> {
  await t.db.query(`INSERT INTO support_tickets (supplier_id, related_to, subject, description) VALUES ($1, 'Payouts', $2, 'Details')`, [supplierId, subject]);
}

async function addMessage(t: TestApp, bookingId: string, from: string, to: string, text: string): Promise<void> {
  await t.db.query(`INSERT INTO messages (booking_id, sender_id, receiver_id, message_text) VALUES ($1, $2, $3, $4)`, [bookingId, from, to, text]);
}

void describe('GET /search', () => {
  let t: TestApp;
  let owner: Supplier;
  let other: Supplier;
  let zainab: { booking_id: string; booking_number: number };

  before(async () => {
    t = await createTestApp();
    owner = await addSupplier(t, 'Ayesha Khan');
    other = await addSupplier(t, 'Other Operator');
    zainab = await addBooking(t, owner.supplierId, 'Zainab Qureshi', 'Hunza Valley Tour');
    await addBooking(t, other.supplierId, 'Zainab Other', 'Naran Tour');
    await addListing(t, owner.supplierId, 'Fairy Meadows Trek');
    await addListing(t, other.supplierId, 'Fairy Meadows Camping');
    await addTicket(t, owner.supplierId, 'Payout for the Fairy Meadows trip is late');
    await addTicket(t, other.supplierId, 'Fairy Meadows refund');
    const customer = await addSupplier(t, 'Zainab Qureshi');
    await addMessage(t, zainab.booking_id, customer.userId, owner.userId, 'Is the jeep to Fairy Meadows included?');
    const otherBooking = await addBooking(t, other.supplierId, 'Bilal', 'Fairy Meadows Jeep');
    await addMessage(t, otherBooking.booking_id, customer.userId, other.userId, 'Fairy Meadows again');
  });
  after(async () => { await t.close(); });

  const search = async (q: string, who: Supplier = owner) => {
    const reply = await t.app.inject({ method: 'GET', url: api(`/search?q=${encodeURIComponent(q)}`), headers: who.headers });
    assert.equal(reply.statusCode, 200, reply.body);
    return reply.json<SearchReply>();
  };

  it('finds a booking by part of its customer’s name, whatever the case, and by its number', async () => {
    const byName = await search('zainab q');
    assert.deepEqual(byName.bookings.map((b) => b.booking_id), [zainab.booking_id]);
    assert.equal(byName.bookings[0]!.customer_name, 'Zainab Qureshi');
    assert.equal(byName.bookings[0]!.tour_name, 'Hunza Valley Tour');
    assert.match(byName.bookings[0]!.selected_date, /^\d{4}-\d{2}-\d{2}$/);
    const byNumber = await search(`#${zainab.booking_number}`);
    assert.deepEqual(byNumber.bookings.map((b) => b.booking_id), [zainab.booking_id]);
  });

  it('groups listings, tickets and conversations, each the supplier’s own only', async () => {
    const found = await search('fairy meadows');
    assert.deepEqual(found.bookings, []);
    assert.deepEqual(found.listings.map((l) => [l.title, l.listing_type, l.status]), [['Fairy Meadows Trek', 'trek', 'pending_review']]);
    assert.deepEqual(found.tickets.map((ticket) => [ticket.subject, ticket.status]), [['Payout for the Fairy Meadows trip is late', 'open']]);
    assert.deepEqual(found.conversations, [{
      booking_id: zainab.booking_id, booking_number: zainab.booking_number, customer_name: 'Zainab Qureshi', tour_name: 'Hunza Valley Tour',
      last_message: 'Is the jeep to Fairy Meadows included?',
    }]);
  });

  it('never shows another supplier’s data, and the other supplier sees only theirs', async () => {
    const mine = JSON.stringify(await search('zainab'));
    assert.doesNotMatch(mine, /Zainab Other|Naran/);
    const theirs = await search('fairy', other);
    assert.deepEqual(theirs.listings.map((l) => l.title), ['Fairy Meadows Camping']);
    assert.deepEqual(theirs.tickets.map((ticket) => ticket.subject), ['Fairy Meadows refund']);
    assert.deepEqual(theirs.conversations.map((c) => c.customer_name), ['Bilal']);
    assert.doesNotMatch(JSON.stringify(theirs), /Trek|Payout for|Zainab/);
  });

  it('answers at most a few of each group', async () => {
    for (let i = 0; i < SEARCH_GROUP_LIMIT + 2; i += 1) await addBooking(t, owner.supplierId, `Usman Tariq ${i}`, 'Skardu Tour');
    const found = await search('usman');
    assert.equal(found.bookings.length, SEARCH_GROUP_LIMIT);
  });

  it('takes LIKE’s wildcards literally', async () => {
    const found = await search('%%');
    assert.deepEqual(found, { bookings: [], listings: [], tickets: [], conversations: [] });
  });

  it('refuses a search shorter than the minimum (once trimmed) or missing, on the field q', async () => {
    const refusal = async (url: string) => {
      const reply = await t.app.inject({ method: 'GET', url: api(url), headers: owner.headers });
      assert.equal(reply.statusCode, 400, url);
      return reply.json<{ errors: { field: string; message: string }[] }>().errors;
    };
    for (const url of ['/search?q=z', '/search?q=%20%20z%20']) assert.deepEqual(await refusal(url), [{ field: 'q', message: SEARCH_ERRORS.tooShort }]);
    assert.deepEqual((await refusal('/search')).map((error) => error.field), ['q']);
  });

  it('needs a session', async () => {
    const reply = await t.app.inject({ method: 'GET', url: api('/search?q=zainab') });
    assert.equal(reply.statusCode, 401);
  });

  it('is in the OpenAPI document with its query and reply', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: api('/openapi.json') })).json<{ paths: Record<string, { get?: { parameters: { name: string; required: boolean }[]; responses: Record<string, { content?: unknown }> } }> }>();
    const operation = doc.paths['/api/v1/search']?.get;
    assert.ok(operation);
    assert.deepEqual(operation.parameters.map((p) => [p.name, p.required]), [['q', true]]);
    assert.ok(operation.responses['200']?.content);
  });
});
