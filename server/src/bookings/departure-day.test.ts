import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { addDays, type Booking, type DepartureList } from '@portal/contracts';

import { csvLines } from '../../test/csv-lines';
import { type MadeSupplier, makeBooking, makeCustomer, makeListing, makeMember, makeSupplier } from '../../test/factories';
import { api, createTestApp, type TestApp } from '../../test/test-app';
import { karachiToday } from '../pakistan-time';

/** The day of the trip: a departure's list (and its CSV), check-in by code, no-shows. */
void describe(`the day of the trip (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let me: MadeSupplier;
  let other: MadeSupplier;
  let listingId: string;
  const today = karachiToday();

  const get = (url: string, who: MadeSupplier = me) => t.app.inject({ method: 'GET', url: api(url), headers: who.headers });
  const checkIn = (code: string, who: MadeSupplier = me) =>
    t.app.inject({ method: 'POST', url: api('/bookings/check-in'), headers: who.headers, payload: { code } });
  const noShow = (bookingId: string) => t.app.inject({ method: 'PATCH', url: api(`/bookings/${bookingId}/no-show`), headers: me.headers });
  const codeOf = async (bookingId: string) => (await get(`/bookings/${bookingId}`)).json<Booking>().check_in_code!;
  const book = (values: Record<string, string | number | null>) =>
    makeBooking(t.db, me.supplierId, { listing_id: listingId, tour_name: 'Fairy Meadows Trek', selected_date: today, ...values });

  before(async () => {
    t = await createTestApp();
    me = await makeSupplier(t);
    other = await makeSupplier(t);
    ({ listing_id: listingId } = await makeListing(t.db, me.supplierId, {
      title: 'Fairy Meadows Trek',
      meta_data: JSON.stringify({ meeting_address: 'Raikot Bridge, KKH' }),
    }));
    const ayesha = await makeCustomer(t.db, { full_name: 'Ayesha Khan', phone_number: '+923001112233' });
    await book({
      customer_id: ayesha.user_id,
      customer_name: 'Ayesha Khan',
      start_time: '10:00',
      selected_people: 3,
      total_price: 60000,
      amount_due: 15000,
      customer_note: 'Vegetarian meals',
      selected_add_ons: JSON.stringify([{ name: 'Jeep ride', price: 4000 }]),
    });
    await book({ customer_name: 'Bilal Ahmed', emergency_contact: '+923339998877', start_time: '10:00', selected_people: 2 });
    await book({ customer_name: 'Cancelled Guest', start_time: '10:00', booking_status: 'cancelled' });
    await book({ customer_name: 'Afternoon Guest', start_time: '15:00' });
    await book({ customer_name: 'Early Morning Guest', start_time: '06:30' });
  });
  after(async () => {
    await t.close();
  });

  void it("lists a departure's bookings with what the day needs, the day's start times and the totals", async () => {
    const reply = await get(`/departures/${listingId}/${today}?time=10:00`);
    assert.equal(reply.statusCode, 200, reply.body);
    const list = reply.json<DepartureList>();
    assert.equal(list.tour_name, 'Fairy Meadows Trek');
    assert.deepEqual(list.start_times, ['06:30', '10:00', '15:00']);
    assert.equal(list.start_time, '10:00');
    assert.deepEqual(
      list.bookings.map((b) => [b.customer_name, b.phone, b.selected_people, b.pickup, b.notes, b.amount_due, b.arrival]),
      [
        ['Ayesha Khan', '+923001112233', 3, 'Raikot Bridge, KKH', 'Vegetarian meals', 15000, null],
        ['Bilal Ahmed', '+923339998877', 2, 'Raikot Bridge, KKH', null, 0, null],
      ],
    );
    assert.deepEqual(list.totals, { bookings: 2, people: 5, due: 15000 });
    // Without a time: the day's first departure.
    const first = (await get(`/departures/${listingId}/${today}`)).json<DepartureList>();
    assert.deepEqual([first.start_time, first.bookings.map((b) => b.customer_name)], ['06:30', ['Early Morning Guest']]);
  });

  void it('downloads the same list as CSV', async () => {
    const reply = await get(`/departures/${listingId}/${today}/list.csv?time=10:00`);
    assert.equal(reply.statusCode, 200, reply.body);
    assert.match(reply.headers['content-disposition'] as string, new RegExp(`filename="departure-${today}-1000.csv"`));
    const [header, ayesha, bilal] = csvLines(reply);
    assert.equal(header, 'ID,Customer,People,Add-ons,Phone,Pick-up,Notes,Due (Rs),Status,Check-in');
    assert.match(ayesha!, /^#\d+,Ayesha Khan,3,Jeep ride,'\+923001112233,"Raikot Bridge, KKH",Vegetarian meals,15000,confirmed,Not yet$/);
    assert.match(bilal!, /^#\d+,Bilal Ahmed,2,,'\+923339998877,"Raikot Bridge, KKH",,0,confirmed,Not yet$/);
  });

  void it("answers 404 for another business's listing, 404 for a date that is not one, and a guide sees only what is assigned", async () => {
    assert.equal((await get(`/departures/${listingId}/${today}`, other)).statusCode, 404);
    assert.equal((await get(`/departures/${listingId}/2026-02-30`)).statusCode, 404);
    const guide = await makeMember(t, me.supplierId, 'guide');
    const guideList = async () => (await get(`/departures/${listingId}/${today}?time=10:00`, guide)).json<DepartureList>();
    assert.deepEqual([(await guideList()).bookings.length, (await guideList()).totals.bookings], [0, 0]);

    const { bookings } = (await get(`/departures/${listingId}/${today}?time=10:00`)).json<DepartureList>();
    const bilal = bookings.find((booking) => booking.customer_name === 'Bilal Ahmed')!;
    const sql = 'SELECT member_id FROM supplier_members WHERE user_id = $1';
    const [guideMember] = await t.db.query<{ member_id: string }>(sql, [guide.userId]);
    const assign = await t.app.inject({
      method: 'PUT',
      url: api(`/bookings/${bilal.booking_id}/guide`),
      headers: me.headers,
      payload: { member_id: guideMember!.member_id },
    });
    assert.equal(assign.statusCode, 200, assign.body);
    const assigned = await guideList();
    assert.deepEqual(
      assigned.bookings.map((booking) => booking.customer_name),
      ['Bilal Ahmed'],
    );
    assert.equal(assigned.totals.people, 2);
  });

  void it('checks a customer in by the code, once, and records who did it', async () => {
    const { booking_id: id } = await book({ customer_name: 'Checking In', start_time: '12:00' });
    const code = await codeOf(id);
    assert.match(code, /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{7}$/);

    // Another business's member with the same code finds nothing.
    const elsewhere = await checkIn(code, other);
    assert.equal(elsewhere.statusCode, 404);
    assert.equal(elsewhere.json<{ message: string }>().message, 'No booking has this check-in code.');
    // In Urdu when the member asks for it (the contracts' catalogue).
    const inUrdu = await t.app.inject({
      method: 'POST',
      url: api('/bookings/check-in'),
      headers: { ...other.headers, 'accept-language': 'ur' },
      payload: { code },
    });
    assert.equal(inUrdu.json<{ message: string }>().message, 'اس چیک اِن کوڈ کی کوئی بکنگ نہیں۔');

    // Typed in small letters with a dash, as a person may.
    const reply = await checkIn(`${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`);
    assert.equal(reply.statusCode, 200, reply.body);
    const booking = reply.json<Booking>();
    assert.equal(booking.arrival, 'checked_in');
    assert.deepEqual(
      booking.history!.filter((line) => line.kind === 'checked_in').map((line) => line.by),
      ['Tour Operator'],
    );

    const again = await checkIn(code);
    assert.equal(again.statusCode, 409);
    assert.match(
      again.json<{ message: string }>().message,
      /^This booking was already checked in at \d{2}:\d{2} on \d{1,2} \w{3} \d{4}\.$/,
    );
    const list = (await get(`/departures/${listingId}/${today}?time=12:00`)).json<DepartureList>();
    assert.equal(list.bookings[0]!.arrival, 'checked_in');
  });

  void it('refuses a check-in before the departure day, of a pending booking, or of a malformed code', async () => {
    const later = await book({ customer_name: 'Next Week', selected_date: addDays(today, 7) });
    const ahead = await checkIn(await codeOf(later.booking_id));
    assert.equal(ahead.statusCode, 409);
    assert.match(ahead.json<{ message: string }>().message, /^This booking departs on .+; it can be checked in from that day\.$/);
    const pending = await book({ customer_name: 'Not Yet Confirmed', booking_status: 'pending' });
    const refused = await checkIn(await codeOf(pending.booking_id));
    assert.equal(refused.json<{ message: string }>().message, 'Only a confirmed booking can be checked in; this one is pending.');
    // In Urdu the same refusals fill the Urdu template: the date with Urdu's month, the status in Urdu.
    const inUrdu = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: api('/bookings/check-in'),
        headers: { ...me.headers, 'accept-language': 'ur' },
        payload: { code },
      });
    const urduDate = new Intl.DateTimeFormat('ur-PK-u-nu-latn', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${addDays(today, 7)}T00:00:00Z`));
    assert.equal(
      (await inUrdu(await codeOf(later.booking_id))).json<{ message: string }>().message,
      `اس بکنگ کی روانگی ${urduDate} کو ہے؛ اسی دن سے چیک اِن کی جا سکتی ہے۔`,
    );
    assert.match(urduDate, /^\d{1,2} \p{Script=Arabic}+، \d{4}$/u);
    assert.equal(
      (await inUrdu(await codeOf(pending.booking_id))).json<{ message: string }>().message,
      'صرف کنفرم بکنگ چیک اِن کی جا سکتی ہے؛ یہ بکنگ زیرِ غور ہے۔',
    );
    assert.equal((await checkIn('AB1')).statusCode, 400);
  });

  void it('marks a no-show only after the start time, and not once checked in', async () => {
    const yesterday = await book({ customer_name: 'Did Not Come', selected_date: addDays(today, -1), start_time: '08:00' });
    const marked = await noShow(yesterday.booking_id);
    assert.equal(marked.statusCode, 200, marked.body);
    assert.equal(marked.json<Booking>().arrival, 'no_show');
    // The customer turned up late after all: the check-in corrects it.
    assert.equal((await checkIn(await codeOf(yesterday.booking_id))).json<Booking>().arrival, 'checked_in');
    assert.equal((await noShow(yesterday.booking_id)).statusCode, 409);

    const tomorrow = await book({ customer_name: 'Coming Tomorrow', selected_date: addDays(today, 1), start_time: '08:00' });
    const early = await noShow(tomorrow.booking_id);
    assert.equal(early.statusCode, 409);
    assert.match(early.json<{ message: string }>().message, /^A no-show can be marked once the departure has started/);
  });
});
