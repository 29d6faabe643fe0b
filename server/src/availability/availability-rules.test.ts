import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { AvailabilityExceptionReply, AvailabilityRules, Listing, ListingType } from '@portal/contracts';

import { calendar, daily, inDays, liveListing } from '../../test/availability-factory';
import { createListing, listingBody } from '../../test/listing-factory';
import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';

type Reply = { message: string; errors?: { field: string; message: string }[] };

describe('availability rules and changes of dates', () => {
  let t: TestApp;
  let me: SignedIn;
  let stranger: SignedIn;

  before(async () => {
    t = await createTestApp();
    me = await signUpSupplier(t.app);
    stranger = await signUpSupplier(t.app);
  });
  after(async () => {
    await t.close();
  });

  const send = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
    t.app.inject({ method, url: api(path), headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const errorsOf = (reply: { json: <T>() => T }) => Object.fromEntries((reply.json<Reply>().errors ?? []).map((e) => [e.field, e.message]));
  const rulesOf = async (listing: Listing) =>
    (await send(me, 'GET', `/listings/${listing.listing_id}/availability/rules`)).json<AvailabilityRules>();

  it("gives a new listing its first schedule from the wizard's answers, per type", async () => {
    const expected: Record<ListingType, [number[], string[], number, number | null]> = {
      // weekdays, start times, capacity, minimum group (the demo answers of listing-factory)
      tour: [[1, 2, 3, 4, 5, 6, 7], ['10:00'], 14, 4],
      trek: [[1, 2, 3, 4, 5, 6, 7], ['10:00'], 12, 4],
      activity: [[1, 2, 3, 4, 5, 6, 7], ['09:00'], 10, null],
      experience: [[1, 2, 3, 4, 5, 6, 7], ['16:00'], 10, null],
      tour_guide: [[1, 2, 3, 4, 5, 6, 7], ['09:00'], 1, null],
      bike_rental: [[1, 2, 3, 4, 5, 6, 7], [], 1, null],
      car_rental: [[1, 2, 3, 4, 5, 6, 7], [], 1, null],
      hotel: [[1, 2, 3, 4, 5, 6, 7], [], 1, null],
    };
    for (const [type, [weekdays, times, capacity, minimum]] of Object.entries(expected)) {
      const listing = await createListing(t.app, me.headers, await listingBody(t.app, me.headers, type as ListingType));
      const rules = await rulesOf(listing);
      assert.equal(rules.configured, true, type);
      assert.deepEqual(
        rules.schedules.map((s) => [s.starts_on, s.ends_on, s.weekdays, s.start_times, s.capacity]),
        [[inDays(0), null, weekdays, times, capacity]],
        type,
      );
      assert.deepEqual([rules.booking_window.min_people, rules.booking_window.max_advance_days], [minimum, 365], type);
      // Under review it sells nothing yet.
      assert.equal((await calendar(t.app, me, listing.listing_id, inDays(2))).days[0]!.closed_reason, 'under_review', type);
    }
    const weekends = await createListing(
      t.app,
      me.headers,
      await listingBody(t.app, me.headers, 'bike_rental', { meta: { availability: 'Weekends' } }),
    );
    assert.deepEqual((await rulesOf(weekends)).schedules[0]!.weekdays, [6, 7]);
  });

  it('sells a new listing once approved, and gives a copy its original’s rules', async () => {
    const listing = await liveListing(t, me, 'tour', { schedules: [daily(6, ['08:00', '14:00'])], booking_window: { cutoff_hours: 3 } });
    const day = (await calendar(t.app, me, listing.listing_id, inDays(3))).days[0]!;
    assert.deepEqual([day.status, day.slots.map((s) => s.start_time), day.capacity], ['open', ['08:00', '14:00'], 12]);
    const copy = (await send(me, 'POST', `/listings/${listing.listing_id}/duplicate`)).json<Listing>();
    const rules = await rulesOf(copy);
    assert.deepEqual([rules.schedules[0]!.start_times, rules.booking_window.cutoff_hours], [['08:00', '14:00'], 3]);
  });

  it('replaces schedules, booking window and resources, checked for the listing type', async () => {
    const tour = await liveListing(t, me, 'tour');
    const put = await send(me, 'PUT', `/listings/${tour.listing_id}/availability/rules`, {
      schedules: [
        { starts_on: inDays(0), weekdays: [5, 1], start_times: ['9:30', '07:00'], capacity: '20' },
        { starts_on: inDays(30), ends_on: inDays(60), weekdays: [6, 7], start_times: ['06:00'], capacity: 8 },
      ],
      booking_window: { cutoff_hours: 24, min_notice_days: '2', max_advance_days: null, min_people: 3 },
    });
    assert.equal(put.statusCode, 200, put.body);
    const rules = put.json<AvailabilityRules>();
    assert.deepEqual(
      rules.schedules.map((s) => [s.weekdays, s.start_times, s.capacity, s.ends_on]),
      [
        [[1, 5], ['07:00', '09:30'], 20, null],
        [[6, 7], ['06:00'], 8, inDays(60)],
      ],
    );
    assert.deepEqual(rules.booking_window, { cutoff_hours: 24, min_notice_days: 2, max_advance_days: null, min_people: 3 });
    assert.deepEqual(await rulesOf(tour), rules);

    const bad = await send(me, 'PUT', `/listings/${tour.listing_id}/availability/rules`, {
      schedules: [
        { starts_on: inDays(5), ends_on: inDays(1), weekdays: [1], start_times: [], capacity: 5 },
        { starts_on: '2026-02-30', weekdays: [8], capacity: 0 },
      ],
      booking_window: { cutoff_hours: -1 },
    });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(errorsOf(bad), {
      'schedules.0.ends_on': 'The end date cannot be before the start date.',
      'schedules.1.starts_on': 'Start date must be a real date (YYYY-MM-DD) between 2000 and 2099.',
      'schedules.1.weekdays.0': 'Days of the week are numbers from 1 (Monday) to 7 (Sunday).',
      'schedules.1.capacity': 'Capacity must be a whole number from 1 to 10000.',
      'booking_window.cutoff_hours': 'Cut-off must be a whole number from 0 to 720.',
    });
    const untimed = await send(me, 'PUT', `/listings/${tour.listing_id}/availability/rules`, { schedules: [daily(5, [])] });
    assert.deepEqual(errorsOf(untimed), { 'schedules.0.start_times': 'Add at least one start time.' });
    const room = await liveListing(t, me, 'hotel');
    const timed = await send(me, 'PUT', `/listings/${room.listing_id}/availability/rules`, {
      schedules: [daily(12, ['14:00'])],
      booking_window: { min_people: 2 },
    });
    assert.deepEqual(errorsOf(timed), {
      'schedules.0.start_times': 'Rentals and rooms are booked by the whole day: leave the start times empty.',
      'booking_window.min_people': 'A minimum group size applies to trips only.',
    });
  });

  it("refuses another supplier's resource in the rules", async () => {
    const tour = await liveListing(t, me, 'tour');
    const theirs = (await send(stranger, 'POST', '/resources', { name: 'Jeeps', units: 4 })).json<{ resource_id: string }>();
    const reply = await send(me, 'PUT', `/listings/${tour.listing_id}/availability/rules`, {
      schedules: [daily(10)],
      resources: [{ resource_id: theirs.resource_id }],
    });
    assert.equal(reply.statusCode, 400);
    assert.deepEqual(errorsOf(reply), { 'resources.0.resource_id': 'Choose one of your resources.' });
  });

  it('closes, changes and reopens dates; a newer closure cuts an older one, and a deleted change restores the schedule', async () => {
    const tour = await liveListing(t, me, 'tour', { schedules: [daily(10, ['09:00', '15:00'])] });
    const path = `/listings/${tour.listing_id}/availability/exceptions`;
    const closed = await send(me, 'POST', path, { from: inDays(10), to: inDays(14), closed: true, note: ' Eid holidays ' });
    assert.equal(closed.statusCode, 201, closed.body);
    const eid = closed.json<AvailabilityExceptionReply>().exception!;
    assert.deepEqual(
      [eid.from, eid.to, eid.closed, eid.capacity, eid.note, eid.start_time],
      [inDays(10), inDays(14), true, null, 'Eid holidays', null],
    );
    // Reopen the middle day: the closure is cut in two.
    const reopened = (await send(me, 'POST', path, { from: inDays(12), closed: false })).json<AvailabilityExceptionReply>();
    assert.equal(reopened.exception, null);
    assert.deepEqual(
      reopened.exceptions.map((e) => [e.from, e.to, e.note]),
      [
        [inDays(10), inDays(11), 'Eid holidays'],
        [inDays(13), inDays(14), 'Eid holidays'],
      ],
    );
    const slot = (
      await send(me, 'POST', path, { from: inDays(9), closed: false, capacity: 4, start_time: '15:00' })
    ).json<AvailabilityExceptionReply>();
    // A capacity change of a closed day keeps it closed.
    await send(me, 'POST', path, { from: inDays(14), closed: false, capacity: 2 });
    const days = (await calendar(t.app, me, tour.listing_id, inDays(9), inDays(14))).days;
    assert.deepEqual(
      days.map((d) => d.slots.map((s) => `${s.status}:${s.capacity}`).join(' ')),
      ['open:10 open:4', 'closed:10 closed:10', 'closed:10 closed:10', 'open:10 open:10', 'closed:10 closed:10', 'closed:2 closed:2'],
    );
    const removed = await send(me, 'DELETE', `${path}/${slot.exception!.exception_id}`);
    assert.equal(removed.statusCode, 200);
    assert.equal((await calendar(t.app, me, tour.listing_id, inDays(9))).days[0]!.slots[1]!.capacity, 10);
    assert.equal((await send(me, 'DELETE', `${path}/${slot.exception!.exception_id}`)).statusCode, 404);
    assert.deepEqual(
      (await rulesOf(tour)).exceptions.map((e) => [e.from, e.closed]),
      [
        [inDays(10), true],
        [inDays(13), true],
        [inDays(14), false],
      ],
    );
  });

  it('refuses a change of past dates, a start time on a whole-day listing, and malformed changes (400)', async () => {
    const room = await liveListing(t, me, 'hotel');
    const path = `/listings/${room.listing_id}/availability/exceptions`;
    assert.deepEqual(errorsOf(await send(me, 'POST', path, { from: inDays(-1), closed: true })), { from: 'Choose today or a later date.' });
    assert.deepEqual(errorsOf(await send(me, 'POST', path, { from: inDays(1), closed: true, start_time: '10:00' })), {
      start_time: 'Rentals and rooms are booked by the whole day: leave the start time out.',
    });
    assert.deepEqual(errorsOf(await send(me, 'POST', path, { from: inDays(3), to: inDays(1), closed: true, capacity: 2 })), {
      to: 'The last date cannot be before the first.',
      capacity: 'Leave the capacity out when closing.',
    });
    for (const payload of [
      {},
      { from: 5, closed: 'yes' },
      { from: inDays(1), closed: false, capacity: -1 },
      { from: inDays(1), to: inDays(400), closed: true },
      [],
      7,
    ]) {
      assert.equal((await send(me, 'POST', path, payload)).statusCode, 400, JSON.stringify(payload));
    }
    for (const query of [
      '',
      '?from=2026-01-01',
      '?from=x&to=y',
      `?from=${inDays(5)}&to=${inDays(1)}`,
      `?from=${inDays(0)}&to=${inDays(366)}`,
      '?from=2026-02-30&to=2026-03-01',
    ]) {
      assert.equal((await send(me, 'GET', `/listings/${room.listing_id}/availability${query}`)).statusCode, 400, query);
    }
    assert.equal((await send(me, 'GET', `/listings/${room.listing_id}/availability?from=${inDays(0)}&to=${inDays(365)}`)).statusCode, 200);
    // A JSON null or list is no set of rules (valibot's object alone would read it as one of defaults and clear the schedules).
    for (const payload of ['null', '[]', '{"booking_window":[1,2]}']) {
      const headers = { ...me.headers, 'content-type': 'application/json' };
      assert.equal(
        (await t.app.inject({ method: 'PUT', url: api(`/listings/${room.listing_id}/availability/rules`), headers, payload })).statusCode,
        400,
        payload,
      );
    }
    assert.equal((await rulesOf(room)).schedules.length, 1);
  });

  it("answers 404 for another supplier's listing, exception or resource on every route, and changes nothing", async () => {
    const tour = await liveListing(t, me, 'tour');
    const change = (
      await send(me, 'POST', `/listings/${tour.listing_id}/availability/exceptions`, { from: inDays(5), closed: true })
    ).json<AvailabilityExceptionReply>();
    const pool = (await send(me, 'POST', '/resources', { name: 'Boats', units: 2 })).json<{ resource_id: string }>();
    const base = `/listings/${tour.listing_id}/availability`;
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', `${base}?from=${inDays(0)}&to=${inDays(3)}`],
      ['GET', `${base}/rules`],
      ['PUT', `${base}/rules`, { schedules: [] }],
      ['POST', `${base}/exceptions`, { from: inDays(6), closed: true }],
      ['DELETE', `${base}/exceptions/${change.exception!.exception_id}`],
      ['POST', '/availability/bulk', { listing_ids: [tour.listing_id], from: inDays(6), closed: true }],
      ['GET', `/resources/${pool.resource_id}`],
      ['PUT', `/resources/${pool.resource_id}`, { name: 'Mine', units: 9 }],
      ['DELETE', `/resources/${pool.resource_id}`],
    ];
    for (const [method, path, payload] of calls)
      assert.equal((await send(stranger, method, path, payload)).statusCode, 404, `${method} ${path}`);
    const rules = await rulesOf(tour);
    assert.deepEqual([rules.schedules.length, rules.exceptions.length], [1, 1]);
    assert.deepEqual(
      (await send(stranger, 'GET', '/resources')).json<{ name: string }[]>().map((r) => r.name),
      ['Jeeps'],
    );
    assert.equal((await send(me, 'GET', `/resources/${pool.resource_id}`)).json<{ units: number }>().units, 2);
    assert.equal((await send(me, 'GET', `${base.replace(tour.listing_id, 'not-a-uuid')}/rules`)).statusCode, 404);
  });

  it('describes every availability route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: api('/openapi.json') })).json<{
      paths: Record<string, Record<string, { parameters: { name: string }[] }>>;
    }>();
    const methods = (path: string) => Object.keys(doc.paths[`/api/v1${path}`] ?? {}).sort();
    assert.deepEqual(methods('/listings/{id}/availability'), ['get']);
    assert.deepEqual(methods('/listings/{id}/availability/rules'), ['get', 'put']);
    assert.deepEqual(methods('/listings/{id}/availability/exceptions'), ['post']);
    assert.deepEqual(methods('/listings/{id}/availability/exceptions/{exceptionId}'), ['delete']);
    assert.deepEqual(methods('/availability/bulk'), ['post']);
    assert.deepEqual(methods('/resources'), ['get', 'post']);
    assert.deepEqual(methods('/resources/{id}'), ['delete', 'get', 'put']);
    assert.deepEqual(
      doc.paths['/api/v1/listings/{id}/availability']!.get!.parameters.map((p) => p.name),
      ['id', 'from', 'to'],
    );
  });
});
