import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { SEARCH_ERRORS, SEARCH_GROUP_LIMIT, type SearchReply } from '@portal/contracts';

import { type MadeSupplier, makeBooking, makeListing, makeMessage, makeSupplier, makeTicket } from '../../test/factories';
import { api, createTestApp, type TestApp } from '../../test/test-app';

void describe('GET /search', () => {
  let t: TestApp;
  let owner: MadeSupplier;
  let other: MadeSupplier;
  let zainab: { booking_id: string; booking_number: number };

  before(async () => {
    t = await createTestApp();
    owner = await makeSupplier(t, {}, { full_name: 'Ayesha Khan' });
    other = await makeSupplier(t, {}, { full_name: 'Other Operator' });
    zainab = await makeBooking(t.db, owner.supplierId, { customer_name: 'Zainab Qureshi', tour_name: 'Hunza Valley Tour' });
    await makeBooking(t.db, other.supplierId, { customer_name: 'Zainab Other', tour_name: 'Naran Tour' });
    await makeListing(t.db, owner.supplierId, { listing_type: 'trek', title: 'Fairy Meadows Trek', price: 50000 });
    await makeListing(t.db, other.supplierId, { listing_type: 'trek', title: 'Fairy Meadows Camping', price: 50000 });
    await makeTicket(t.db, owner.supplierId, { subject: 'Payout for the Fairy Meadows trip is late' });
    await makeTicket(t.db, other.supplierId, { subject: 'Fairy Meadows refund' });
    const customer = await makeSupplier(t, {}, { full_name: 'Zainab Qureshi' });
    await makeMessage(t.db, {
      booking_id: zainab.booking_id,
      sender_id: customer.userId,
      receiver_id: owner.userId,
      message_text: 'Is the jeep to Fairy Meadows included?',
    });
    const otherBooking = await makeBooking(t.db, other.supplierId, { customer_name: 'Bilal', tour_name: 'Fairy Meadows Jeep' });
    await makeMessage(t.db, {
      booking_id: otherBooking.booking_id,
      sender_id: customer.userId,
      receiver_id: other.userId,
      message_text: 'Fairy Meadows again',
    });
  });
  after(async () => {
    await t.close();
  });

  const search = async (q: string, who: MadeSupplier = owner) => {
    const reply = await t.app.inject({ method: 'GET', url: api(`/search?q=${encodeURIComponent(q)}`), headers: who.headers });
    assert.equal(reply.statusCode, 200, reply.body);
    return reply.json<SearchReply>();
  };

  it('finds a booking by part of its customer’s name, whatever the case, and by its number', async () => {
    const byName = await search('zainab q');
    assert.deepEqual(
      byName.bookings.map((b) => b.booking_id),
      [zainab.booking_id],
    );
    assert.equal(byName.bookings[0]!.customer_name, 'Zainab Qureshi');
    assert.equal(byName.bookings[0]!.tour_name, 'Hunza Valley Tour');
    assert.match(byName.bookings[0]!.selected_date, /^\d{4}-\d{2}-\d{2}$/);
    const byNumber = await search(`#${zainab.booking_number}`);
    assert.deepEqual(
      byNumber.bookings.map((b) => b.booking_id),
      [zainab.booking_id],
    );
  });

  it('groups listings, tickets and conversations, each the supplier’s own only', async () => {
    const found = await search('fairy meadows');
    assert.deepEqual(found.bookings, []);
    assert.deepEqual(
      found.listings.map((l) => [l.title, l.listing_type, l.status]),
      [['Fairy Meadows Trek', 'trek', 'pending_review']],
    );
    assert.deepEqual(
      found.tickets.map((ticket) => [ticket.subject, ticket.status]),
      [['Payout for the Fairy Meadows trip is late', 'open']],
    );
    assert.deepEqual(found.conversations, [
      {
        booking_id: zainab.booking_id,
        booking_number: zainab.booking_number,
        customer_name: 'Zainab Qureshi',
        tour_name: 'Hunza Valley Tour',
        last_message: 'Is the jeep to Fairy Meadows included?',
      },
    ]);
  });

  it('never shows another supplier’s data, and the other supplier sees only theirs', async () => {
    const mine = JSON.stringify(await search('zainab'));
    assert.doesNotMatch(mine, /Zainab Other|Naran/);
    const theirs = await search('fairy', other);
    assert.deepEqual(
      theirs.listings.map((l) => l.title),
      ['Fairy Meadows Camping'],
    );
    assert.deepEqual(
      theirs.tickets.map((ticket) => ticket.subject),
      ['Fairy Meadows refund'],
    );
    assert.deepEqual(
      theirs.conversations.map((c) => c.customer_name),
      ['Bilal'],
    );
    assert.doesNotMatch(JSON.stringify(theirs), /Trek|Payout for|Zainab/);
  });

  it('answers at most a few of each group', async () => {
    for (let i = 0; i < SEARCH_GROUP_LIMIT + 2; i += 1)
      await makeBooking(t.db, owner.supplierId, { customer_name: `Usman Tariq ${i}`, tour_name: 'Skardu Tour' });
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
    for (const url of ['/search?q=z', '/search?q=%20%20z%20'])
      assert.deepEqual(await refusal(url), [{ field: 'q', message: SEARCH_ERRORS.tooShort }]);
    assert.deepEqual(
      (await refusal('/search')).map((error) => error.field),
      ['q'],
    );
  });

  it('needs a session', async () => {
    const reply = await t.app.inject({ method: 'GET', url: api('/search?q=zainab') });
    assert.equal(reply.statusCode, 401);
  });

  it('is in the OpenAPI document with its query and reply', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: api('/openapi.json') })).json<{
      paths: Record<
        string,
        { get?: { parameters: { name: string; required: boolean }[]; responses: Record<string, { content?: unknown }> } }
      >;
    }>();
    const operation = doc.paths['/api/v1/search']?.get;
    assert.ok(operation);
    assert.deepEqual(
      operation.parameters.map((p) => [p.name, p.required]),
      [['q', true]],
    );
    assert.ok(operation.responses['200']?.content);
  });
});
