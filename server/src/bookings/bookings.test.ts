import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Booking } from '@portal/contracts';

import { csvLines } from '../../test/csv-lines';
import { hoursAgo, type MadeSupplier, makeBooking, makeSupplier } from '../../test/factories';
import { api, createTestApp, type TestApp } from '../../test/test-app';
import { karachiToday } from '../pakistan-time';

const DAY = 86_400_000;
const dayFrom = (today: string, days: number) => new Date(Date.parse(today) + days * DAY).toISOString().slice(0, 10);

interface Fixture {
  name: string;
  type: string;
  group: 'group' | 'private';
  audience: 'local' | 'international';
  status: string;
  /** Departure, in days from today. */
  departs: number;
  price: number;
  /** Created this many hours ago. */
  hoursAgo: number;
}

// Known rows: each tab, filter and sort has a different answer.
const fixtures: Fixture[] = [
  { name: 'Ayesha Khan', type: 'tour', group: 'group', audience: 'local', status: 'confirmed', departs: 10, price: 30_000, hoursAgo: 120 },
  {
    name: 'Bilal Ahmed',
    type: 'trek',
    group: 'private',
    audience: 'international',
    status: 'pending',
    departs: 20,
    price: 90_000,
    hoursAgo: 96,
  },
  {
    name: 'Chen Wei',
    type: 'tour',
    group: 'private',
    audience: 'international',
    status: 'completed',
    departs: -3,
    price: 50_000,
    hoursAgo: 72,
  },
  { name: 'Dania Ali', type: 'trek', group: 'group', audience: 'local', status: 'confirmed', departs: -2, price: 20_000, hoursAgo: 48 },
  {
    name: 'Emma Stone',
    type: 'tour',
    group: 'group',
    audience: 'international',
    status: 'cancelled',
    departs: 5,
    price: 70_000,
    hoursAgo: 24,
  },
  {
    name: 'ayesha siddiqui',
    type: 'activity',
    group: 'group',
    audience: 'local',
    status: 'confirmed',
    departs: 0,
    price: 10_000,
    hoursAgo: 12,
  },
];

async function insertBooking(t: TestApp, supplierId: string, f: Fixture): Promise<string> {
  const date = dayFrom(karachiToday(), f.departs);
  const booking = await makeBooking(t.db, supplierId, {
    customer_name: f.name,
    customer_city: 'Lahore',
    emergency_contact: '+92 300 1112223',
    listing_type: f.type,
    group_type: f.group,
    audience: f.audience,
    booking_status: f.status,
    selected_date: date,
    duration_days: 5,
    starts_in: 'Islamabad',
    selected_add_ons: '["Jeep ride"]',
    total_price: f.price,
    free_cancellation_until: date,
    created_at: hoursAgo(f.hoursAgo),
  });
  return booking.booking_id;
}

void describe('bookings', () => {
  let t: TestApp;
  let owner: MadeSupplier;
  let other: MadeSupplier;
  const ids = new Map<string, string>();
  let otherBookingId: string;

  const list = async (query: string, who: MadeSupplier = owner) => {
    const reply = await t.app.inject({ method: 'GET', url: api(`/bookings/customer${query}`), headers: who.headers });
    assert.equal(reply.statusCode, 200, reply.body);
    return {
      names: reply.json<Booking[]>().map((b) => b.customer_name),
      total: Number(reply.headers['x-total-count']),
      rows: reply.json<Booking[]>(),
    };
  };
  const names = async (query: string) => (await list(query)).names;

  before(async () => {
    t = await createTestApp();
    owner = await makeSupplier(t);
    other = await makeSupplier(t);
    for (const f of fixtures) ids.set(f.name, await insertBooking(t, owner.supplierId, f));
    otherBookingId = await insertBooking(t, other.supplierId, { ...fixtures[0]!, name: 'Ayesha Other' });
  });
  after(async () => {
    await t.close();
  });

  void it("lists only the supplier's bookings, newest first, with the total in X-Total-Count", async () => {
    const { names: all, total, rows } = await list('');
    assert.deepEqual(all, ['ayesha siddiqui', 'Emma Stone', 'Dania Ali', 'Chen Wei', 'Bilal Ahmed', 'Ayesha Khan']);
    assert.equal(total, 6);
    assert.equal(rows[0]!.received, rows[0]!.created_at);
    assert.deepEqual(rows[0]!.selected_add_ons, ['Jeep ride']);
  });

  void it('splits the tabs: upcoming ahead and open, completed done or departed, cancelled', async () => {
    assert.deepEqual(await names('?tab=upcoming'), ['ayesha siddiqui', 'Bilal Ahmed', 'Ayesha Khan']);
    assert.deepEqual(await names('?tab=completed'), ['Dania Ali', 'Chen Wei']);
    assert.deepEqual(await names('?tab=cancelled'), ['Emma Stone']);
  });

  void it('applies each filter: ticked types add up, and both or neither of the other pairs leaves that column free', async () => {
    assert.deepEqual(await names('?tours=true'), ['Emma Stone', 'Chen Wei', 'Ayesha Khan']);
    assert.deepEqual(await names('?treks=true'), ['Dania Ali', 'Bilal Ahmed']);
    assert.equal((await names('?tours=true&treks=true')).length, 5);
    assert.deepEqual(await names('?group=true'), ['ayesha siddiqui', 'Emma Stone', 'Dania Ali', 'Ayesha Khan']);
    assert.deepEqual(await names('?private=true'), ['Chen Wei', 'Bilal Ahmed']);
    assert.equal((await names('?group=true&private=true')).length, 6);
    assert.deepEqual(await names('?international=true'), ['Emma Stone', 'Chen Wei', 'Bilal Ahmed']);
    assert.deepEqual(await names('?local=true'), ['ayesha siddiqui', 'Dania Ali', 'Ayesha Khan']);
    assert.equal((await names('?international=1&local=1')).length, 6);
  });

  void it("filters by the supplier's other listing types, alone or with Tours, and refuses an unknown type", async () => {
    const rental = await makeSupplier(t);
    for (const [name, type] of [
      ['Car Renter', 'car_rental'],
      ['Hotel Guest', 'hotel'],
      ['Tour Guest', 'tour'],
    ] as const) {
      await insertBooking(t, rental.supplierId, { ...fixtures[0]!, name, type });
    }
    const rentalNames = async (query: string) => (await list(query, rental)).names.sort();
    assert.deepEqual(await rentalNames('?types=car_rental'), ['Car Renter']);
    assert.deepEqual(await rentalNames('?types=car_rental,hotel'), ['Car Renter', 'Hotel Guest']);
    assert.deepEqual(await rentalNames('?types=hotel&tours=true'), ['Hotel Guest', 'Tour Guest']);
    const csv = await t.app.inject({ method: 'GET', url: api('/bookings/customer.csv?types=car_rental'), headers: rental.headers });
    assert.equal(csv.body.trimEnd().split('\r\n').length, 2);
    for (const query of ['types=spaceship', 'types=hotel,spaceship', 'types=']) {
      const reply = await t.app.inject({ method: 'GET', url: api(`/bookings/customer?${query}`), headers: rental.headers });
      assert.equal(reply.statusCode, 400, query);
      assert.ok(reply.json<{ errors: unknown[] }>().errors.length > 0);
    }
  });

  void it('combines a tab, filters and a sort', async () => {
    assert.deepEqual(await names('?tab=upcoming&treks=true&international=true'), ['Bilal Ahmed']);
    assert.deepEqual(await names('?tab=completed&tours=true&private=true'), ['Chen Wei']);
    assert.deepEqual(await names('?tab=upcoming&group=true&local=true&sort=amount_desc'), ['Ayesha Khan', 'ayesha siddiqui']);
    assert.deepEqual(await names('?tab=cancelled&treks=true'), []);
  });

  void it('sorts by amount either way, newest and oldest', async () => {
    assert.deepEqual(await names('?sort=amount_asc'), [
      'ayesha siddiqui',
      'Dania Ali',
      'Ayesha Khan',
      'Chen Wei',
      'Emma Stone',
      'Bilal Ahmed',
    ]);
    assert.deepEqual(await names('?sort=amount_desc'), [
      'Bilal Ahmed',
      'Emma Stone',
      'Chen Wei',
      'Ayesha Khan',
      'Dania Ali',
      'ayesha siddiqui',
    ]);
    assert.deepEqual(await names('?sort=oldest'), ['Ayesha Khan', 'Bilal Ahmed', 'Chen Wei', 'Dania Ali', 'Emma Stone', 'ayesha siddiqui']);
  });

  void it('searches the customer name in any case, the booking number and the start of the booking id', async () => {
    assert.deepEqual(await names('?q=AYESHA'), ['ayesha siddiqui', 'Ayesha Khan']);
    assert.deepEqual(await names('?q=ali'), ['Dania Ali']);
    const { rows } = await list('?q=chen');
    assert.deepEqual(await names(`?q=%23${rows[0]!.booking_number}`), ['Chen Wei']);
    assert.deepEqual(await names(`?q=${rows[0]!.booking_number}`), ['Chen Wei']);
    assert.deepEqual(await names(`?q=${ids.get('Bilal Ahmed')!.slice(0, 8).toUpperCase()}`), ['Bilal Ahmed']);
    assert.deepEqual(await names('?q=50%25'), []);
    assert.deepEqual(await names('?q=ayesha&tab=upcoming&sort=amount_desc'), ['Ayesha Khan', 'ayesha siddiqui']);
  });

  void it('pages: page 2 follows page 1, and the total counts every match', async () => {
    const first = await list('?pageSize=4&sort=amount_asc');
    const second = await list('?pageSize=4&page=2&sort=amount_asc');
    assert.deepEqual(first.names, ['ayesha siddiqui', 'Dania Ali', 'Ayesha Khan', 'Chen Wei']);
    assert.deepEqual(second.names, ['Emma Stone', 'Bilal Ahmed']);
    assert.equal(second.total, 6);
    const beyond = await list('?pageSize=4&page=9');
    assert.deepEqual(beyond.names, []);
    assert.equal(beyond.total, 6);
    const filtered = await list('?pageSize=1&page=2&tab=upcoming');
    assert.deepEqual(filtered.names, ['Bilal Ahmed']);
    assert.equal(filtered.total, 3);
  });

  void it('answers 400 with field errors for a bad query, and 401 without a token', async () => {
    for (const query of ['pageSize=101', 'page=0', 'sort=cheapest', 'tab=archived', 'tours=maybe']) {
      const reply = await t.app.inject({ method: 'GET', url: api(`/bookings/customer?${query}`), headers: owner.headers });
      assert.equal(reply.statusCode, 400, query);
      assert.ok(reply.json<{ errors: unknown[] }>().errors.length > 0);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: api('/bookings/customer') });
    assert.equal(anonymous.statusCode, 401);
  });

  void it("shows a booking's details, and answers 404 for another supplier's booking or a non-uuid", async () => {
    const reply = await t.app.inject({ method: 'GET', url: api(`/bookings/${ids.get('Bilal Ahmed')}`), headers: owner.headers });
    assert.equal(reply.statusCode, 200);
    const booking = reply.json<Booking>();
    assert.equal(booking.customer_name, 'Bilal Ahmed');
    assert.equal(booking.booking_status, 'pending');
    assert.equal(booking.customer_city, 'Lahore');
    assert.equal(booking.emergency_contact, '+92 300 1112223');
    assert.equal(booking.group_type, 'private');
    assert.equal(booking.duration_days, 5);
    assert.equal(booking.free_cancellation_until, booking.selected_date);
    for (const url of [`/bookings/${otherBookingId}`, '/bookings/not-a-uuid']) {
      const missing = await t.app.inject({ method: 'GET', url: api(url), headers: owner.headers });
      assert.equal(missing.statusCode, 404, url);
    }
  });

  void it('cancels an upcoming booking once, with its reason, and refuses completed or foreign ones', async () => {
    const cancel = (id: string, payload: object = { reason: 'weather_or_road_closure', note: 'Landslide at Babusar' }) =>
      t.app.inject({ method: 'PATCH', url: api(`/bookings/${id}/cancel`), headers: owner.headers, payload });
    const first = await cancel(ids.get('Ayesha Khan')!);
    assert.equal(first.statusCode, 200, first.body);
    const booking = first.json<Booking>();
    assert.equal(booking.booking_status, 'cancelled');
    assert.equal(booking.cancellation_reason, 'weather_or_road_closure');
    assert.equal(booking.cancellation_note, 'Landslide at Babusar');
    assert.ok(booking.cancelled_at);
    assert.ok((await names('?tab=cancelled')).includes('Ayesha Khan'));

    const again = await cancel(ids.get('Ayesha Khan')!);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json<{ message: string }>().message, 'This booking is already cancelled.');
    for (const name of ['Chen Wei', 'Dania Ali']) {
      const done = await cancel(ids.get(name)!);
      assert.equal(done.statusCode, 409, name);
      assert.equal(done.json<{ message: string }>().message, 'A completed booking cannot be cancelled.');
    }
    assert.equal((await cancel(otherBookingId)).statusCode, 404);
    assert.equal((await cancel(ids.get('Bilal Ahmed')!, { reason: 'bored' })).statusCode, 400);
  });
});

void describe('bookings at depth: pages past the anchors, and the CSV export', () => {
  let t: TestApp;
  let owner: MadeSupplier;
  before(async () => {
    t = await createTestApp();
    owner = await makeSupplier(t);
    // More rows than one export batch, all created at the same instant, to prove the keyset seek
    // neither skips nor repeats rows that tie on the sort key.
    await t.db.query(
      `INSERT INTO bookings (supplier_id, customer_name, tour_name, listing_type, booking_status, selected_date, selected_people, total_price, created_at)
       SELECT $1, 'Customer ' || i, 'Fairy Meadows Trek', CASE WHEN i % 2 = 0 THEN 'trek' ELSE 'tour' END, 'confirmed',
              $2::date, 1 + i % 4, 1000 * (i % 7), '2026-01-01T00:00:00Z'
       FROM generate_series(1, 2345) AS i`,
      [owner.supplierId, dayFrom(karachiToday(), 30)],
    );
    await t.db.query(`UPDATE bookings SET customer_name = '=HYPERLINK("x"), Khan' WHERE customer_name = 'Customer 1'`);
  });
  after(async () => {
    await t.close();
  });

  const csv = async (query: string) => {
    const reply = await t.app.inject({ method: 'GET', url: api(`/bookings/customer.csv${query}`), headers: owner.headers });
    assert.equal(reply.statusCode, 200, reply.body);
    assert.match(String(reply.headers['content-type']), /^text\/csv/);
    return csvLines(reply);
  };

  void it('gives every matching booking, not a page, with the columns of the table', async () => {
    const lines = await csv('?sort=amount_desc');
    assert.equal(lines[0], 'ID,Received on,Customer,Booked,Date,People,Amount,Status');
    assert.equal(lines.length, 2346);
    assert.equal(new Set(lines.slice(1).map((line) => line.split(',')[0])).size, 2345);
    const amounts = lines.slice(1).map((line) => Number(line.split(',').at(-2)));
    assert.deepEqual(
      amounts,
      [...amounts].sort((a, b) => b - a),
    );
    assert.match(lines.find((l) => l.includes('HYPERLINK'))!, /,"'=HYPERLINK\(""x""\), Khan",Fairy Meadows Trek,/);
  });

  void it('applies the tab, search and filters', async () => {
    assert.equal((await csv('?treks=true')).length - 1, 1172);
    assert.equal((await csv('?tab=cancelled')).length, 1);
    assert.deepEqual(
      (await csv('?q=customer 1234')).slice(1).map((l) => l.split(',')[2]),
      ['Customer 1234'],
    );
  });

  const page = async (query: string) => {
    const reply = await t.app.inject({ method: 'GET', url: api(`/bookings/customer${query}`), headers: owner.headers });
    return { ids: reply.json<Booking[]>().map((b) => `#${b.booking_number}`), total: Number(reply.headers['x-total-count']) };
  };

  void it('serves any page, in the same order as the full export, even among tied sort keys', async () => {
    const order = (await csv('?sort=oldest')).slice(1).map((line) => line.split(',')[0]);
    for (const [size, number] of [
      [7, 200],
      [100, 17],
      [10, 235],
      [3, 1],
    ] as const) {
      const { ids, total } = await page(`?sort=oldest&pageSize=${size}&page=${number}`);
      assert.deepEqual(ids, order.slice((number - 1) * size, number * size), `pageSize ${size} page ${number}`);
      assert.equal(total, 2345);
    }
    const amounts = (await csv('?sort=amount_asc&treks=true')).slice(1).map((line) => line.split(',')[0]);
    assert.deepEqual((await page('?sort=amount_asc&treks=true&pageSize=50&page=20')).ids, amounts.slice(950, 1000));
  });

  // A live event makes the browser ask again at once: that answer holds a booking written a moment ago by anyone.
  void it('counts a booking written by anyone on the very next request', async () => {
    const before = await page('?pageSize=5&page=400');
    await makeBooking(t.db, owner.supplierId, {
      customer_name: 'Late Arrival',
      selected_date: dayFrom(karachiToday(), 3),
      total_price: 5000,
      created_at: '2025-12-31T00:00:00Z',
    });
    const after = await page('?pageSize=5&page=400');
    assert.equal(after.total, before.total + 1);
    const oldest = await t.app.inject({ method: 'GET', url: api('/bookings/customer?sort=oldest&pageSize=1'), headers: owner.headers });
    assert.equal(oldest.json<Booking[]>()[0]!.customer_name, 'Late Arrival');
  });
});
