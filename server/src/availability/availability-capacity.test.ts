import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { BulkAvailabilityReply, Listing, Resource } from '@portal/contracts';

import { book, calendar, daily, inDays, liveListing } from '../../test/availability-factory';
import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';
import { AdminError } from '../admin/admin-error';
import { adminCancelBooking } from '../admin/bookings';

type Reply = { message: string };

describe('capacity: bookings keep to it, changes cannot go below it', () => {
  let t: TestApp;
  let me: SignedIn;
  let stranger: SignedIn;
  let tour: Listing;

  before(async () => {
    t = await createTestApp();
    me = await signUpSupplier(t.app);
    stranger = await signUpSupplier(t.app);
    tour = await liveListing(t, me, 'tour', { schedules: [daily(3, ['10:00'])], booking_window: { min_people: 2 } });
  });
  after(async () => {
    await t.close();
  });

  const send = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, payload?: unknown) =>
    t.app.inject({ method, url: api(path), headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const refused = (pattern: RegExp | string) => (error: unknown) =>
    error instanceof AdminError && (typeof pattern === 'string' ? error.message === pattern : pattern.test(error.message));
  const slotOf = async (listing: Listing, date: string) => (await calendar(t.app, me, listing.listing_id, date)).days[0]!.slots[0]!;

  it('takes capacity with each booking, refuses one without room with the places left, and shows it on the calendar', async () => {
    const date = inDays(20);
    const first = await book(t, me, tour.listing_id, date, 2);
    assert.equal(first.start_time, '10:00');
    assert.deepEqual(await slotOf(tour, date), {
      ...(await slotOf(tour, date)),
      capacity: 3,
      booked: 2,
      remaining: 1,
      status: 'open',
      below_minimum: false,
    });
    await assert.rejects(book(t, me, tour.listing_id, date, 2), refused(`No room on ${date} at 10:00: 1 place left, 2 asked for.`));
    await book(t, me, tour.listing_id, date, 1);
    assert.deepEqual(
      [(await slotOf(tour, date)).status, (await calendar(t.app, me, tour.listing_id, date)).days[0]!.status],
      ['full', 'full'],
    );
    await book(t, me, tour.listing_id, inDays(21), 1);
    assert.equal((await slotOf(tour, inDays(21))).below_minimum, true);
    // Whatever writes it, the database itself refuses a slot or a resource beyond its capacity.
    await assert.rejects(
      t.db.query('UPDATE slot_usage SET booked = capacity + 1 WHERE listing_id = $1', [tour.listing_id]),
      /slot_usage_within_capacity/,
    );
    const [boats] = await t.db.query<{ resource_id: string }>(
      `INSERT INTO resource_pools (supplier_id, name, units) VALUES ($1, 'Boats', 1) RETURNING resource_id`,
      [me.supplierId],
    );
    await assert.rejects(
      t.db.query(`INSERT INTO resource_usage (resource_id, usage_date, capacity, used) VALUES ($1, current_date, 1, 2)`, [
        boats!.resource_id,
      ]),
      /resource_usage_within_capacity/,
    );
  });

  it('refuses a closed date, a slot past its cut-off, a date off the schedule, a missing start time, a deactivated listing and one without a schedule', async () => {
    const listing = await liveListing(t, me, 'tour', {
      schedules: [{ ...daily(5, ['00:00']), ends_on: inDays(40) }],
      booking_window: { cutoff_hours: 48 },
    });
    await send(me, 'POST', `/listings/${listing.listing_id}/availability/exceptions`, {
      from: inDays(10),
      to: inDays(12),
      closed: true,
      note: 'Eid holidays',
    });
    await assert.rejects(
      book(t, me, listing.listing_id, inDays(11), 1),
      refused(`${listing.title} is closed on ${inDays(11)} at 00:00: Eid holidays.`),
    );
    // The closed day keeps its capacity (for its bookings) but has nothing left to book.
    const closed = (await calendar(t.app, me, listing.listing_id, inDays(11))).days[0]!;
    assert.deepEqual([closed.status, closed.capacity, closed.remaining, closed.slots[0]!.remaining], ['closed', 5, 0, 0]);
    // Tomorrow's 00:00 departure stopped selling 48 hours before it starts: yesterday at midnight.
    await assert.rejects(
      book(t, me, listing.listing_id, inDays(1), 1),
      refused(`The 00:00 slot on ${inDays(1)} stopped selling at 00:00 on ${inDays(-1)} (cut-off 48 hours before it starts).`),
    );
    await assert.rejects(book(t, me, listing.listing_id, inDays(0), 1), refused(`The 00:00 slot on ${inDays(0)} has already started.`));
    await assert.rejects(
      book(t, me, listing.listing_id, inDays(41), 1),
      refused(`${listing.title} does not run on ${inDays(41)}: it is not on its schedule.`),
    );
    await assert.rejects(
      book(t, me, listing.listing_id, inDays(20), 1, '09:00'),
      refused(`${listing.title} has no 09:00 slot on ${inDays(20)}; its start times that day: 00:00.`),
    );
    await send(me, 'PUT', `/listings/${listing.listing_id}`, { status: 'rejected' });
    await assert.rejects(book(t, me, listing.listing_id, inDays(20), 1), refused(`${listing.title} is deactivated: it takes no bookings.`));
    const bare = await liveListing(t, me, 'trek', { schedules: [] });
    await assert.rejects(
      book(t, me, bare.listing_id, inDays(20), 1),
      refused(`${bare.title} has no availability schedule yet: set one in Manage Availability.`),
    );
  });

  it('refuses to reduce capacity below what is booked, with the number booked and the date: rules, changes and deletions', async () => {
    const listing = await liveListing(t, me, 'tour', { schedules: [daily(10, ['10:00'])] });
    const date = inDays(25);
    const raise = await send(me, 'POST', `/listings/${listing.listing_id}/availability/exceptions`, {
      from: date,
      closed: false,
      capacity: 14,
    });
    await book(t, me, listing.listing_id, date, 6);
    await book(t, me, listing.listing_id, date, 6);
    const expected = `12 people are already booked on ${date} at 10:00: the capacity cannot go below 12. Close the date instead to stop new bookings.`;
    await book(t, me, listing.listing_id, inDays(27), 9);
    // The schedule's capacity: the 25th keeps its own (14), the 27th holds 9.
    const rules = await send(me, 'PUT', `/listings/${listing.listing_id}/availability/rules`, { schedules: [daily(8, ['10:00'])] });
    assert.deepEqual(
      [rules.statusCode, rules.json<Reply>().message],
      [
        409,
        `9 people are already booked on ${inDays(27)} at 10:00: the capacity cannot go below 9. Close the date instead to stop new bookings.`,
      ],
    );
    const moved = await send(me, 'PUT', `/listings/${listing.listing_id}/availability/rules`, { schedules: [daily(20, ['11:00'])] });
    assert.deepEqual([moved.statusCode, moved.json<Reply>().message], [409, `${expected} (1 more slot is short too)`]);
    const lower = await send(me, 'POST', `/listings/${listing.listing_id}/availability/exceptions`, {
      from: inDays(24),
      to: inDays(26),
      closed: false,
      capacity: 11,
    });
    assert.deepEqual([lower.statusCode, lower.json<Reply>().message], [409, expected]);
    const drop = await send(
      me,
      'DELETE',
      `/listings/${listing.listing_id}/availability/exceptions/${raise.json<{ exception: { exception_id: string } }>().exception.exception_id}`,
    );
    assert.deepEqual([drop.statusCode, drop.json<Reply>().message], [409, expected]);
    // Closing is allowed: the bookings stay, nothing new sells.
    assert.equal(
      (await send(me, 'POST', `/listings/${listing.listing_id}/availability/exceptions`, { from: date, closed: true })).statusCode,
      201,
    );
    assert.deepEqual(await slotOf(listing, date).then((s) => [s.capacity, s.booked, s.status]), [14, 12, 'closed']);
    assert.equal(
      (await send(me, 'PUT', `/listings/${listing.listing_id}/availability/rules`, { schedules: [daily(12, ['10:00'])] })).statusCode,
      200,
    );
  });

  it('gives capacity back when a booking is cancelled, by the supplier or the marketplace team', async () => {
    const date = inDays(30);
    const a = await book(t, me, tour.listing_id, date, 2);
    const b = await book(t, me, tour.listing_id, date, 1);
    const cancel = await send(me, 'PATCH', `/bookings/${a.booking_id}/cancel`, { reason: 'customer_request' });
    assert.equal(cancel.statusCode, 200, cancel.body);
    assert.equal((await slotOf(tour, date)).booked, 1);
    assert.deepEqual(await adminCancelBooking(t.db, `#${b.booking_number}`), {
      booking_id: b.booking_id,
      booking_number: b.booking_number,
      booking_status: 'cancelled',
    });
    assert.equal((await slotOf(tour, date)).booked, 0);
    await assert.rejects(adminCancelBooking(t.db, b.booking_id), refused(/cannot be cancelled: it is cancelled/));
    await book(t, me, tour.listing_id, date, 3);
  });

  it('shares a resource between two listings: together they never take more than it holds', async () => {
    const jeeps = (await send(me, 'POST', '/resources', { name: 'Jeeps', units: 2 })).json<Resource>();
    const rules = { schedules: [daily(10, ['10:00'])], resources: [{ resource_id: jeeps.resource_id, units: 1 }] };
    const hunza = await liveListing(t, me, 'tour', rules);
    const skardu = await liveListing(t, me, 'tour', rules);
    // Five-day tours: each holds a jeep on five days.
    await book(t, me, hunza.listing_id, inDays(40), 2);
    await book(t, me, skardu.listing_id, inDays(42), 2);
    await assert.rejects(book(t, me, hunza.listing_id, inDays(44), 2), refused(`Not enough Jeeps on ${inDays(44)}: 0 left, 1 needed.`));
    const day = (await calendar(t.app, me, skardu.listing_id, inDays(44))).days[0]!;
    assert.deepEqual([day.closed_reason, day.resources.map((r) => [r.name, r.used, r.remaining])], ['pool_exhausted', [['Jeeps', 2, 0]]]);
    await book(t, me, hunza.listing_id, inDays(47), 2);
    const shrink = await send(me, 'PUT', `/resources/${jeeps.resource_id}`, { name: 'Jeeps', units: 1 });
    assert.deepEqual(
      [shrink.statusCode, shrink.json<Reply>().message],
      [409, `2 of Jeeps are already taken on ${inDays(42)}: the units cannot go below 2.`],
    );
    const inUse = await send(me, 'DELETE', `/resources/${jeeps.resource_id}`);
    assert.equal(inUse.statusCode, 409);
    assert.match(
      inUse.json<Reply>().message,
      new RegExp(`^Jeeps is used by ${hunza.title}, ${skardu.title}\\. Remove it from their availability first\\.$`),
    );
    assert.equal((await send(me, 'PUT', `/resources/${jeeps.resource_id}`, { name: 'Land Cruisers', units: 3 })).json<Resource>().units, 3);
    await book(t, me, hunza.listing_id, inDays(44), 2);
  });

  it('counts the bookings already made when a listing starts drawing on a resource, and gives them back when it stops', async () => {
    const kayaks = (await send(me, 'POST', '/resources', { name: 'Kayaks', units: 1 })).json<Resource>();
    const lake = await liveListing(t, me, 'tour', { schedules: [daily(10, ['10:00'])] });
    const other = await liveListing(t, me, 'tour', { schedules: [daily(10, ['10:00'])] });
    // A one-day tour (a trip's days come from its listing): book, then share the kayak.
    await book(t, me, lake.listing_id, inDays(60), 2);
    const rulesWith = (units: number) => ({ schedules: [daily(10, ['10:00'])], resources: [{ resource_id: kayaks.resource_id, units }] });
    const tooMany = await send(me, 'PUT', `/listings/${lake.listing_id}/availability/rules`, rulesWith(2));
    assert.deepEqual(
      [tooMany.statusCode, tooMany.json<Reply>().message],
      [409, `The bookings ${lake.title} already has need more than is left. Not enough Kayaks on ${inDays(60)}: 1 left, 2 needed.`],
    );
    assert.deepEqual((await calendar(t.app, me, lake.listing_id, inDays(60))).days[0]!.resources, [], 'refused: nothing changed');
    assert.equal((await send(me, 'PUT', `/listings/${lake.listing_id}/availability/rules`, rulesWith(1))).statusCode, 200);
    assert.equal((await send(me, 'PUT', `/listings/${other.listing_id}/availability/rules`, rulesWith(1))).statusCode, 200);
    const shared = (await calendar(t.app, me, other.listing_id, inDays(60))).days[0]!;
    assert.deepEqual(
      [shared.closed_reason, shared.resources.map((r) => [r.name, r.used, r.remaining])],
      ['pool_exhausted', [['Kayaks', 1, 0]]],
    );
    await assert.rejects(book(t, me, other.listing_id, inDays(60), 1), refused(/^Not enough Kayaks on/));
    // The lake tour stops using the kayak: its booking gives it back.
    assert.equal(
      (await send(me, 'PUT', `/listings/${lake.listing_id}/availability/rules`, { schedules: [daily(10, ['10:00'])], resources: [] }))
        .statusCode,
      200,
    );
    await book(t, me, other.listing_id, inDays(60), 1);
  });

  it('names, renames and deletes resources; a name is the supplier’s once', async () => {
    const created = await send(me, 'POST', '/resources', { name: 'Guides', units: '3' });
    assert.equal(created.statusCode, 201);
    const guides = created.json<Resource>();
    assert.deepEqual([guides.name, guides.units, guides.listings], ['Guides', 3, []]);
    const again = await send(me, 'POST', '/resources', { name: 'guides', units: 1 });
    assert.deepEqual([again.statusCode, again.json<Reply>().message], [409, "You already have a resource named 'guides'."]);
    assert.equal((await send(stranger, 'POST', '/resources', { name: 'Guides', units: 1 })).statusCode, 201);
    assert.equal((await send(me, 'POST', '/resources', { name: ' ', units: -2 })).statusCode, 400);
    assert.equal((await send(me, 'DELETE', `/resources/${guides.resource_id}`)).statusCode, 200);
    assert.equal((await send(me, 'GET', `/resources/${guides.resource_id}`)).statusCode, 404);
  });

  it('applies one change to several listings at once, or to none', async () => {
    const a = await liveListing(t, me, 'tour', { schedules: [daily(10)] });
    const b = await liveListing(t, me, 'hotel');
    const theirs = await liveListing(t, stranger, 'tour');
    const foreign = await send(me, 'POST', '/availability/bulk', {
      listing_ids: [a.listing_id, theirs.listing_id],
      from: inDays(50),
      closed: true,
    });
    assert.equal(foreign.statusCode, 404);
    const closed = await send(me, 'POST', '/availability/bulk', {
      listing_ids: [a.listing_id, b.listing_id, a.listing_id],
      from: inDays(50),
      to: inDays(51),
      closed: true,
      note: 'Road closed by landslide',
    });
    assert.equal(closed.statusCode, 200, closed.body);
    assert.deepEqual(
      closed
        .json<BulkAvailabilityReply>()
        .listings.map((l) => l.exception?.note)
        .sort(),
      ['Road closed by landslide', 'Road closed by landslide'],
    );
    for (const listing of [a, b])
      assert.deepEqual(
        (await calendar(t.app, me, listing.listing_id, inDays(50), inDays(52))).days.map((d) => d.status),
        ['closed', 'closed', 'open'],
      );
    await book(t, me, a.listing_id, inDays(55), 6);
    const short = await send(me, 'POST', '/availability/bulk', {
      listing_ids: [a.listing_id, b.listing_id],
      from: inDays(55),
      closed: false,
      capacity: 4,
    });
    assert.deepEqual(
      [short.statusCode, short.json<Reply>().message],
      [
        409,
        `6 people are already booked on ${inDays(55)} at 10:00 (${a.title}): the capacity cannot go below 6. Close the date instead to stop new bookings.`,
      ],
    );
    assert.equal((await calendar(t.app, me, b.listing_id, inDays(55))).days[0]!.capacity, 1);
    const reopened = await send(me, 'POST', '/availability/bulk', {
      listing_ids: [a.listing_id, b.listing_id],
      from: inDays(51),
      closed: false,
    });
    assert.deepEqual(
      reopened.json<BulkAvailabilityReply>().listings.map((l) => l.exception),
      [null, null],
    );
    assert.deepEqual(
      (await calendar(t.app, me, b.listing_id, inDays(50), inDays(51))).days.map((d) => d.status),
      ['closed', 'open'],
    );
  });
});
