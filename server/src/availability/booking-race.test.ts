import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Resource } from '@portal/contracts';

import { book, daily, inDays, liveListing } from '../../test/availability-factory';
import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';

/**
 * Many bookings for the last places at once, through the admin command's booking function. On
 * PostgreSQL (TEST_DATABASE_URL) each runs in its own transaction on its own pooled connection,
 * truly at the same time; on PGlite they queue. Either way exactly as many succeed as there were places.
 */
describe(`concurrent bookings for the last places (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let me: SignedIn;

  before(async () => {
    t = await createTestApp();
    me = await signUpSupplier(t.app);
  });
  after(async () => {
    await t.close();
  });

  const settle = (attempts: number, attempt: (i: number) => Promise<unknown>) =>
    Promise.allSettled(Array.from({ length: attempts }, (_, i) => attempt(i)));
  const reasons = (results: PromiseSettledResult<unknown>[]) => [
    ...new Set(
      results.flatMap((r) => (r.status === 'rejected' ? [String((r.reason as Error).message).replace(/\d+ places? left/, 'N left')] : [])),
    ),
  ];

  it('sells a slot exactly up to its capacity', async () => {
    const tour = await liveListing(t, me, 'tour', { schedules: [daily(5, ['10:00'])] });
    const date = inDays(30);
    await book(t, me, tour.listing_id, inDays(31), 1); // the customer exists before the race
    const results = await settle(16, () => book(t, me, tour.listing_id, date, 1));
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 5);
    assert.deepEqual(reasons(results), [`No room on ${date} at 10:00: N left, 1 asked for.`]);
    const [usage] = await t.db.query<{ booked: number; held: number; bookings: number }>(
      `SELECT (SELECT booked FROM slot_usage WHERE listing_id = $1 AND slot_date = $2) AS booked,
              (SELECT sum(slot_units)::int FROM bookings WHERE listing_id = $1 AND selected_date = $2) AS held,
              (SELECT count(*)::int FROM bookings WHERE listing_id = $1 AND selected_date = $2) AS bookings`,
      [tour.listing_id, date],
    );
    assert.deepEqual(usage, { booked: 5, held: 5, bookings: 5 });
  });

  it('sells a shared resource exactly up to its units, across two listings', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: api('/resources'),
      headers: me.headers,
      payload: { name: 'Guides', units: 3 },
    });
    const guides = reply.json<Resource>();
    const rules = { schedules: [daily(50, ['10:00'])], resources: [{ resource_id: guides.resource_id }] };
    const [a, b] = [await liveListing(t, me, 'tour', rules), await liveListing(t, me, 'tour', rules)];
    const date = inDays(60);
    const results = await settle(12, (i) => book(t, me, (i % 2 === 0 ? a : b).listing_id, date, 2));
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 3);
    for (const reason of reasons(results)) assert.match(reason, /^Not enough Guides on \d{4}-\d{2}-\d{2}: 0 left, 1 needed\.$/);
    const [usage] = await t.db.query<{ most: number; draws: number }>(
      `SELECT (SELECT max(used) FROM resource_usage WHERE resource_id = $1) AS most,
              (SELECT count(*)::int FROM booking_resource_draws WHERE resource_id = $1) AS draws`,
      [guides.resource_id],
    );
    assert.deepEqual(usage, { most: 3, draws: 3 });
  });
});
