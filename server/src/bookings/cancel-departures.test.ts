import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { AffectedBooking, CancelDeparturesReply } from '@portal/contracts';

import { calendar, daily, inDays, liveListing } from '../../test/availability-factory';
import { makeCustomer, makeSupplier } from '../../test/factories';
import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';

/** Cancelling departures for weather: every booking on them, each refunded and told, in one transaction. */
void describe(`cancelling departures (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let me: SignedIn;
  let customerId: string;

  before(async () => {
    t = await createTestApp();
    me = await signUpSupplier(t.app);
    customerId = (await makeCustomer(t.db)).user_id;
  });
  after(async () => {
    await t.close();
  });

  /** `count` bookings of 1 to 3 people on the listing, spread over the first three days from inDays(10), written at once. */
  const bulkBook = (listingId: string, count: number) =>
    t.db.query(
      `INSERT INTO bookings (supplier_id, listing_id, customer_id, customer_name, tour_name, selected_date, start_time, selected_people, total_price)
       SELECT $1, $2, $3, 'Guest ' || n, 'Skardu Tour', $4::date + (n % 3), '10:00', 1 + n % 3, 10000 * (1 + n % 3) FROM generate_series(1, $5) AS n`,
      [me.supplierId, listingId, customerId, inDays(10), count],
    );
  const cancel = (payload: object, who: { headers: { authorization: string } } = me) =>
    t.app.inject({ method: 'POST', url: api('/departures/cancel'), headers: who.headers, payload });
  const counts = async (listingId: string) => {
    const [row] = await t.db.query<{ cancelled: number; events: number; messages: number }>(
      `SELECT (SELECT count(*)::int FROM bookings WHERE listing_id = $1 AND booking_status = 'cancelled') AS cancelled,
              (SELECT count(*)::int FROM booking_events e JOIN bookings b USING (booking_id) WHERE b.listing_id = $1) AS events,
              (SELECT count(*)::int FROM messages m JOIN bookings b USING (booking_id) WHERE b.listing_id = $1) AS messages`,
      [listingId],
    );
    return row;
  };

  void it('cancels 200 bookings in one transaction: all refunded and told, or, on a failure, none', async () => {
    const tour = await liveListing(t, me, 'tour', { schedules: [daily(500, ['10:00'])] });
    await bulkBook(tour.listing_id, 200);
    const range = { listing_ids: [tour.listing_id], from: inDays(10), to: inDays(12) };

    const preview = await t.app.inject({
      method: 'GET',
      url: api(`/departures/bookings?listing_ids=${tour.listing_id}&from=${range.from}&to=${range.to}`),
      headers: me.headers,
    });
    assert.equal(preview.statusCode, 200, preview.body);
    const affected = preview.json<AffectedBooking[]>();
    assert.equal(affected.length, 200);
    const total = affected.reduce((sum, b) => sum + b.total_price, 0);

    // A failure at the last booking's refund undoes every cancellation, refund and message before it.
    const last = [...affected].sort((a, b) => a.booking_id.localeCompare(b.booking_id)).at(-1)!.booking_id;
    await t.db.exec(`CREATE FUNCTION fail_last_refund() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF NEW.kind = 'refunded' AND NEW.booking_id = '${last}' THEN RAISE EXCEPTION 'refund failed'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER fail_last_refund BEFORE INSERT ON booking_events FOR EACH ROW EXECUTE FUNCTION fail_last_refund();`);
    const failed = await cancel({ ...range, reason: 'weather_or_road_closure', note: 'Skardu flights grounded.' });
    assert.equal(failed.statusCode, 500);
    assert.deepEqual(await counts(tour.listing_id), { cancelled: 0, events: 0, messages: 0 });
    await t.db.exec('DROP TRIGGER fail_last_refund ON booking_events; DROP FUNCTION fail_last_refund();');

    const reply = await cancel({ ...range, reason: 'weather_or_road_closure', note: 'Skardu flights grounded.', close_dates: true });
    assert.equal(reply.statusCode, 200, reply.body);
    assert.deepEqual(reply.json<CancelDeparturesReply>(), { cancelled: 200, refunded: total, closed_listings: 1 });
    assert.deepEqual(await counts(tour.listing_id), { cancelled: 200, events: 400, messages: 200 });
    const [message] = await t.db.query<{ message_text: string }>(
      `SELECT message_text FROM messages m JOIN bookings b USING (booking_id) WHERE b.listing_id = $1 LIMIT 1`,
      [tour.listing_id],
    );
    assert.match(
      message!.message_text,
      /^Your booking #\d+ \(Skardu Tour, .+\) is cancelled \(weather or road closure\), with a full refund\. Skardu flights grounded\.$/,
    );
    const days = (await calendar(t.app, me, tour.listing_id, range.from, range.to)).days;
    assert.deepEqual(
      days.map((d) => d.closed_reason),
      ['exception', 'exception', 'exception'],
    );
  });

  void it("refuses another business's listing (404) and a malformed request (400 with field errors)", async () => {
    const tour = await liveListing(t, me, 'tour', { schedules: [daily(5, ['10:00'])] });
    const stranger = await makeSupplier(t);
    const request = { listing_ids: [tour.listing_id], from: inDays(3), to: inDays(4), reason: 'operational' };
    assert.equal((await cancel(request, stranger)).statusCode, 404);
    const bad = await cancel({ listing_ids: [], from: inDays(4), to: inDays(3), reason: 'bored' });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(
      bad
        .json<{ errors: { field: string }[] }>()
        .errors.map((e) => e.field)
        .sort(),
      ['listing_ids', 'reason'],
    );
  });
});
