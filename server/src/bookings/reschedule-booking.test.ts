import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Booking, Message } from '@portal/contracts';

import { book, daily, inDays, liveListing } from '../../test/availability-factory';
import { makeSupplier } from '../../test/factories';
import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';
import { readableDate } from './customer-notice';

/**
 * Moving a booking to another departure of its listing. On PostgreSQL (TEST_DATABASE_URL) the
 * racing moves run in their own transactions on their own connections, truly at once.
 */
void describe(`rescheduling a booking (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let me: SignedIn;

  before(async () => {
    t = await createTestApp();
    me = await signUpSupplier(t.app);
  });
  after(async () => {
    await t.close();
  });

  const move = (id: string, payload: object, who: { headers: { authorization: string } } = me) =>
    t.app.inject({ method: 'PATCH', url: api(`/bookings/${id}/reschedule`), headers: who.headers, payload });
  const booked = async (listingId: string, date: string, time: string) => {
    const [row] = await t.db.query<{ booked: number }>(
      `SELECT booked FROM slot_usage WHERE listing_id = $1 AND slot_date = $2 AND start_time = $3::time`,
      [listingId, date, time],
    );
    return row?.booked ?? 0;
  };

  void it('moves it to another date and start time, its places with it; the customer told; the move in its history', async () => {
    const tour = await liveListing(t, me, 'tour', { schedules: [daily(6, ['06:30', '10:00'])] });
    const { booking_id: id } = await book(t, me, tour.listing_id, inDays(20), 3, '10:00');
    const reply = await move(id, { date: inDays(22), start_time: '06:30', note: 'The pass opens at dawn.' });
    assert.equal(reply.statusCode, 200, reply.body);
    const moved = reply.json<Booking>();
    assert.equal(moved.selected_date, inDays(22));
    assert.equal(moved.start_time, '06:30');
    assert.deepEqual([await booked(tour.listing_id, inDays(20), '10:00'), await booked(tour.listing_id, inDays(22), '06:30')], [0, 3]);
    const last = moved.history!.at(-1)!;
    assert.deepEqual(
      { kind: last.kind, from: last.from, to: last.to, note: last.note },
      {
        kind: 'moved',
        from: { date: inDays(20), start_time: '10:00' },
        to: { date: inDays(22), start_time: '06:30' },
        note: 'The pass opens at dawn.',
      },
    );
    const messages = (await t.app.inject({ method: 'GET', url: api(`/messages/booking/${id}`), headers: me.headers })).json<Message[]>();
    assert.deepEqual(
      messages.map((m) => m.message_text),
      [
        `Your booking #${moved.booking_number} (${tour.title}, ${readableDate(inDays(20))}) has moved to ${readableDate(inDays(22))} at 06:30. The pass opens at dawn.`,
      ],
    );
  });

  void it('refuses a departure without room, leaving the booking where it was', async () => {
    const tour = await liveListing(t, me, 'tour', { schedules: [daily(4, ['10:00'])] });
    const { booking_id: id } = await book(t, me, tour.listing_id, inDays(20), 2);
    await book(t, me, tour.listing_id, inDays(21), 3);
    const reply = await move(id, { date: inDays(21), start_time: '10:00' });
    assert.equal(reply.statusCode, 409);
    assert.equal(reply.json<{ message: string }>().message, `No room on ${inDays(21)} at 10:00: 1 place left, 2 asked for.`);
    assert.deepEqual([await booked(tour.listing_id, inDays(20), '10:00'), await booked(tour.listing_id, inDays(21), '10:00')], [2, 3]);
    const same = await move(id, { date: inDays(20), start_time: '10:00' });
    assert.equal(same.statusCode, 409);
  });

  void it('answers 400 with field errors for a malformed move, and 404 for another business', async () => {
    const tour = await liveListing(t, me, 'tour', { schedules: [daily(4, ['10:00'])] });
    const { booking_id: id } = await book(t, me, tour.listing_id, inDays(20), 1);
    const bad = await move(id, { date: '2026-02-30', start_time: '25:00' });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(
      bad
        .json<{ errors: { field: string }[] }>()
        .errors.map((e) => e.field)
        .sort(),
      ['date', 'start_time'],
    );
    const stranger = await makeSupplier(t);
    assert.equal((await move(id, { date: inDays(21) }, stranger)).statusCode, 404);
  });

  void it('lets exactly one of several concurrent moves into the last place win', async () => {
    const tour = await liveListing(t, me, 'tour', { schedules: [daily(6, ['10:00'])] });
    const target = inDays(30);
    await book(t, me, tour.listing_id, target, 5);
    const movers = [];
    for (let i = 0; i < 6; i += 1) movers.push((await book(t, me, tour.listing_id, inDays(31), 1)).booking_id);
    const replies = await Promise.all(movers.map((id) => move(id, { date: target, start_time: '10:00' })));
    assert.deepEqual(replies.map((r) => r.statusCode).sort(), [200, 409, 409, 409, 409, 409]);
    assert.deepEqual([await booked(tour.listing_id, target, '10:00'), await booked(tour.listing_id, inDays(31), '10:00')], [6, 5]);
    const [count] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM bookings WHERE listing_id = $1 AND selected_date = $2',
      [tour.listing_id, target],
    );
    assert.equal(count!.n, 2);
  });
});
