import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { DashboardReply } from '@portal/contracts';

import { makeBooking, makeCustomer, makeListing, makeMessage, makePayout, makeReview, makeSupplierOf } from '../../test/factories';
import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';
import { byYear, percentChange } from './dashboard-service';

const HOUR = 3_600_000;
const KARACHI_OFFSET = 5 * HOUR; // Pakistan keeps UTC+5 all year.

/** The first instant of the Karachi month `offset` months from the current one. */
function karachiMonthStart(offset: number): Date {
  const local = new Date(Date.now() + KARACHI_OFFSET);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + offset, 1) - KARACHI_OFFSET);
}
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** A signed-in supplier, inserted directly: these tests are about the dashboard, not sign-up's rules. */
async function seedSupplier(t: TestApp): Promise<SignedIn> {
  const user = await signUpSupplier(t.app, { supplier: false });
  return makeSupplierOf(t, user.userId, { profile_data: {} });
}

interface SeedBooking {
  total: number;
  status?: string;
  created: Date;
  travel?: string;
  customer?: string;
}

async function seedBooking(t: TestApp, supplierId: string, b: SeedBooking): Promise<string> {
  const booking = await makeBooking(t.db, supplierId, {
    customer_name: b.customer,
    booking_status: b.status,
    selected_date: b.travel ?? '2026-06-15',
    total_price: b.total,
    created_at: b.created,
  });
  return booking.booking_id;
}

async function seedReview(t: TestApp, supplierId: string, rating: number, created: Date, bookingId: string | null = null) {
  await makeReview(t.db, supplierId, { booking_id: bookingId, rating, created_at: created });
}

async function seedCustomer(t: TestApp, name: string): Promise<string> {
  return (await makeCustomer(t.db, { full_name: name, email: `${name.replace(/\s/g, '.').toLowerCase()}@customer.test` })).user_id;
}

async function seedMessage(t: TestApp, bookingId: string, from: string, to: string, text: string, at: Date, file: string | null = null) {
  await makeMessage(t.db, {
    booking_id: bookingId,
    sender_id: from,
    receiver_id: to,
    message_text: text,
    message_file: file,
    created_at: at,
  });
}

describe('GET /suppliers/:id/dashboard', () => {
  let t: TestApp;
  let me: SignedIn;
  let dashboard: DashboardReply;
  let first: string;
  let newest: string;
  const thisMonth = karachiMonthStart(0);
  const lastMonth = karachiMonthStart(-1);
  const thisYear = new Date(thisMonth.getTime() + KARACHI_OFFSET).getUTCFullYear();
  const lastMonthYear = new Date(lastMonth.getTime() + KARACHI_OFFSET).getUTCFullYear();
  const lastMonthIndex = new Date(lastMonth.getTime() + KARACHI_OFFSET).getUTCMonth();
  const thisMonthIndex = new Date(thisMonth.getTime() + KARACHI_OFFSET).getUTCMonth();

  before(async () => {
    t = await createTestApp();
    me = await seedSupplier(t);
    const other = await seedSupplier(t);
    const id = me.supplierId!;
    // This month (in Karachi): 10,000 + 20,000 + 5,000; the cancelled 30,000 counts nowhere. The first
    // is at 01:00 Karachi on the 1st, still last month in UTC: months are Pakistan's.
    first = await seedBooking(t, id, { total: 10_000, created: later(thisMonth, HOUR), customer: 'Sara Malik', travel: '2025-03-10' });
    await seedBooking(t, id, { total: 20_000, status: 'completed', created: later(thisMonth, 2 * HOUR), travel: '2025-03-20' });
    await seedBooking(t, id, { total: 30_000, status: 'cancelled', created: later(thisMonth, 3 * HOUR) });
    newest = await seedBooking(t, id, { total: 5_000, status: 'pending', created: later(thisMonth, 4 * HOUR), customer: 'Omar Farooq' });
    // Last month: 12,000 on its first hour and 8,000 one minute before this month began.
    await seedBooking(t, id, { total: 12_000, created: later(lastMonth, HOUR), travel: '2025-04-01' });
    await seedBooking(t, id, { total: 8_000, created: later(thisMonth, -60_000) });
    // Two months ago, and another supplier's booking this month: neither is compared.
    await seedBooking(t, id, { total: 50_000, created: later(lastMonth, -HOUR) });
    await seedBooking(t, other.supplierId!, { total: 99_999, created: later(thisMonth, HOUR) });
    // Booked last month for a trip next year: sold, but not earned yet.
    await seedBooking(t, id, { total: 4_000, created: later(lastMonth, -2 * HOUR), travel: `${thisYear + 1}-02-10` });
    // Reviews 4 and 5 before this month (4.5), then a 3 this month: 4.0 overall.
    await seedReview(t, id, 4, later(lastMonth, HOUR));
    await seedReview(t, id, 5, later(lastMonth, 2 * HOUR));
    await seedReview(t, id, 3, later(thisMonth, 5 * HOUR), first);
    await seedReview(t, other.supplierId!, 1, later(thisMonth, HOUR));
    await makePayout(t.db, id, {
      booking_id: first,
      payout_date: '2020-01-01',
      final_amount: 9000,
      payout_status: 'processed',
      processed_at: later(thisMonth, 6 * HOUR),
    });
    // A pending payout due next year has not happened yet: it is not activity.
    await makePayout(t.db, id, { booking_id: first, payout_date: `${thisYear + 1}-01-15`, final_amount: 7000 });
    // Chats: Sara wrote, the supplier answered; Omar sent a file later.
    const sara = await seedCustomer(t, 'Sara Malik');
    const omar = await seedCustomer(t, 'Omar Farooq');
    await seedMessage(t, first, sara, me.userId, 'Is pickup included?', later(thisMonth, 7 * HOUR));
    await seedMessage(t, first, me.userId, sara, 'Yes, from Gilgit airport.', later(thisMonth, 8 * HOUR));
    await seedMessage(t, newest, omar, me.userId, '', later(thisMonth, 9 * HOUR), 'http://localhost:4000/api/v1/files/x.pdf');

    const reply = await t.app.inject({ method: 'GET', url: api(`/suppliers/${id}/dashboard`), headers: me.headers });
    assert.equal(reply.statusCode, 200, reply.body);
    dashboard = reply.json<DashboardReply>();
  });
  after(async () => {
    await t.close();
  });

  it('compares this month with last month in Pakistan time', () => {
    assert.deepEqual(dashboard.summary, {
      revenueThisMonth: 35_000,
      revenueChange: 75, // 35,000 against 20,000
      bookingsThisMonth: 3,
      bookingsChange: 50, // 3 against 2
      avgBookingValue: 11_667, // 35,000 / 3
      avgBookingValueChange: 16.7, // 11,666.67 against 10,000
      avgRating: 4,
      ratingChange: -11.1, // 4.0 against 4.5 before this month
    });
  });

  it('gives Jan to Dec per year for sales and bookings by booking month', () => {
    const sales = dashboard.sales[String(thisYear)]!;
    assert.deepEqual(
      sales.map((p) => p.month),
      ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    );
    assert.equal(sales[thisMonthIndex]!.amount, 35_000);
    assert.equal(dashboard.bookings[String(thisYear)]![thisMonthIndex]!.count, 3);
    assert.equal(dashboard.sales[String(lastMonthYear)]![lastMonthIndex]!.amount, 20_000);
    assert.equal(dashboard.bookings[String(lastMonthYear)]![lastMonthIndex]!.count, 2);
  });

  it('gives revenues by the month of travel, for trips taken', () => {
    const y2025 = dashboard.revenues['2025']!;
    assert.equal(y2025[2]!.amount, 30_000); // 10,000 + 20,000 travelling in March
    assert.equal(y2025[3]!.amount, 12_000);
    assert.equal(dashboard.revenues['2026']![5]!.amount, 5_000 + 8_000 + 50_000);
    // The trip of next year has earned nothing yet: no year of its own, though it was sold.
    assert.equal(dashboard.revenues[String(thisYear + 1)], undefined);
  });

  it('leaves the months still to come blank, and gives 0 to a past month without bookings', () => {
    for (const series of [dashboard.sales, dashboard.revenues]) {
      const months = series[String(thisYear)]!;
      months.forEach((p, i) => assert.equal(p.amount === null, i > thisMonthIndex, `${p.month}: ${p.amount}`));
    }
    dashboard.bookings[String(thisYear)]!.forEach((p, i) => assert.equal(p.count === null, i > thisMonthIndex, p.month));
    assert.equal(
      dashboard.revenues['2025']!.every((p) => p.amount !== null),
      true,
    );
    assert.equal(dashboard.revenues['2025']![0]!.amount, 0);
  });

  it('lists the latest message with each chat partner, newest first, with the booking of its conversation', () => {
    assert.deepEqual(
      dashboard.recentChatUsers.map(({ full_name, last_message, booking_id }) => ({ full_name, last_message, booking_id })),
      [
        { full_name: 'Omar Farooq', last_message: 'Sent an attachment', booking_id: newest },
        { full_name: 'Sara Malik', last_message: 'Yes, from Gilgit airport.', booking_id: first },
      ],
    );
    assert.equal(dashboard.recentChatUsers[1]!.last_message_time, later(thisMonth, 8 * HOUR).toISOString());
  });

  it('lists bookings, payouts and reviews as activity, newest first, each with its booking', () => {
    const [payout, review, booking] = dashboard.recentActivity;
    assert.deepEqual(payout, {
      type: 'payout',
      date: later(thisMonth, 6 * HOUR).toISOString(),
      details: { customer: 'Sara Malik', listing: 'Hunza Valley Tour', amount: 9000, status: 'processed', rating: null, booking_id: first },
    });
    assert.deepEqual(review, {
      type: 'review',
      date: later(thisMonth, 5 * HOUR).toISOString(),
      details: { customer: 'Bilal Ahmed', listing: 'Hunza Valley Tour', amount: null, status: null, rating: 3, booking_id: first },
    });
    assert.deepEqual(booking?.details, {
      customer: 'Omar Farooq',
      listing: 'Hunza Valley Tour',
      amount: 5000,
      status: 'pending',
      rating: null,
      booking_id: newest,
    });
    assert.equal(dashboard.recentActivity.length, 10);
    assert.equal(
      dashboard.recentActivity.some((a) => a.details.amount === 7000),
      false,
    );
    const dates = dashboard.recentActivity.map((a) => a.date);
    assert.deepEqual(dates, [...dates].sort().reverse());
  });

  it("refuses another supplier's dashboard and a user with no supplier", async () => {
    const other = await seedSupplier(t);
    const noSupplier = await signUpSupplier(t.app, { supplier: false });
    for (const who of [other, noSupplier]) {
      const reply = await t.app.inject({ method: 'GET', url: api(`/suppliers/${me.supplierId}/dashboard`), headers: who.headers });
      assert.equal(reply.statusCode, 403);
    }
  });

  it('gives a new supplier zeros, no changes, no rating and the current year', async () => {
    const fresh = await seedSupplier(t);
    const reply = await t.app.inject({ method: 'GET', url: api(`/suppliers/${fresh.supplierId}/dashboard`), headers: fresh.headers });
    const empty = reply.json<DashboardReply>();
    assert.deepEqual(empty.summary, {
      revenueThisMonth: 0,
      revenueChange: null,
      bookingsThisMonth: 0,
      bookingsChange: null,
      avgBookingValue: 0,
      avgBookingValueChange: null,
      avgRating: null,
      ratingChange: null,
    });
    assert.deepEqual(Object.keys(empty.sales), [String(thisYear)]);
    assert.deepEqual(empty.recentChatUsers, []);
    assert.deepEqual(empty.recentActivity, []);
  });
});

describe("the dashboard's first steps", () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  const setupOf = async (me: SignedIn) =>
    (await t.app.inject({ method: 'GET', url: api(`/suppliers/${me.supplierId}/dashboard`), headers: me.headers })).json<DashboardReply>()
      .setup;

  async function seedListing(supplierId: string, type: string): Promise<string> {
    return (await makeListing(t.db, supplierId, { listing_type: type, price: 5000 })).listing_id;
  }

  async function seedSchedule(listingId: string, endsOn: string | null) {
    await t.db.query('INSERT INTO availability_rules (listing_id) VALUES ($1) ON CONFLICT DO NOTHING', [listingId]);
    await t.db.query(
      `INSERT INTO availability_schedules (listing_id, position, starts_on, ends_on, weekdays, capacity)
       VALUES ($1, (SELECT count(*) FROM availability_schedules WHERE listing_id = $1), '2020-01-01', $2, '{1,2,3,4,5,6,7}', 10)`,
      [listingId, endsOn],
    );
  }

  it('tells a new supplier everything is still to do, and that its account awaits approval', async () => {
    const me = await seedSupplier(t);
    assert.deepEqual(await setupOf(me), {
      supplier_type: 'tour_operator',
      verification_status: 'awaiting_verification',
      email_verified: false,
      documents_complete: false,
      bank_account: false,
      first_listing_id: null,
      availability: false,
    });
  });

  it('follows each step as the supplier takes it', async () => {
    const me = await seedSupplier(t);
    const id = me.supplierId!;
    await t.db.query('UPDATE users SET email_verified_at = now(), bank_account = $2 WHERE user_id = $1', [
      me.userId,
      { bank: 'HBL', branchCode: '1234', accountTitle: 'Karakoram Tours', accountNumber: '12345678', iban: 'PK36SCBL0000001123456702' },
    ]);
    // Only one of a tour operator's two documents: not complete yet.
    await t.db.query(`UPDATE suppliers SET profile_data = '{"business_registration": ["http://x/a.pdf"]}' WHERE supplier_id = $1`, [id]);
    let setup = await setupOf(me);
    assert.deepEqual([setup.email_verified, setup.bank_account, setup.documents_complete], [true, true, false]);
    await t.db.query(
      `UPDATE suppliers SET profile_data = profile_data || '{"dts_license": ["http://x/b.pdf"]}', verification_status = 'verified' WHERE supplier_id = $1`,
      [id],
    );

    // A hotel room is not a tour operator's kind of listing; a past season is no availability.
    const room = await seedListing(id, 'hotel');
    await seedSchedule(room, null);
    const trek = await seedListing(id, 'trek');
    await seedSchedule(trek, '2021-12-31');
    setup = await setupOf(me);
    assert.deepEqual(
      [setup.documents_complete, setup.verification_status, setup.first_listing_id, setup.availability],
      [true, 'verified', trek, false],
    );
    await seedSchedule(trek, null);
    assert.equal((await setupOf(me)).availability, true);
  });
});

describe('dashboard arithmetic', () => {
  it('rounds changes to one decimal and has none without a previous figure', () => {
    assert.equal(percentChange(1, 3), -66.7);
    assert.equal(percentChange(5, 0), null);
    assert.equal(percentChange(5, null), null);
  });

  it('fills past months without data with zero and leaves the months to come blank', () => {
    const series = byYear([{ year: 2024, month: 12, count: 2, amount: 700 }], 'amount', { year: 2025, month: 3 });
    assert.deepEqual(Object.keys(series).sort(), ['2024', '2025']);
    assert.equal(series['2024']![11]!.amount, 700);
    assert.deepEqual(
      series['2025']!.map((p) => p.amount),
      [0, 0, 0, null, null, null, null, null, null, null, null, null],
    );
  });
});
