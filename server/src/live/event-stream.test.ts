import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { liveEventLink } from '@portal/contracts';

import { listeningAddress, type OpenStream, openStream } from '../../test/event-stream-client';
import { type MadeSupplier, makeBooking, makeMember, makeSupplier } from '../../test/factories';
import { api, createTestApp, type TestApp } from '../../test/test-app';
import type { Queryable } from '../db/database';
import { eventStreamRepository } from './event-stream-repository';
import { type NewLiveEvent, recordLiveEvent } from './live-events';

/**
 * GET /events (issue 38) through a real connection: a ticket opens it, and each member hears only
 * of their own business, of what their role may see (a guide: their assigned bookings), every
 * event once, resuming after Last-Event-ID with exactly what they missed.
 */
const record = (t: { db: TestApp['db'] }, event: NewLiveEvent) => t.db.transaction((tx) => recordLiveEvent(tx, event));
const ids = async (db: Queryable, supplierId: string) =>
  (await db.query<{ event_id: number }>('SELECT event_id FROM live_events WHERE supplier_id = $1 ORDER BY event_id', [supplierId])).map(
    (row) => String(row.event_id),
  );

describe('the live event stream', () => {
  let t: TestApp;
  let address: string;
  let owner: MadeSupplier;
  const streams: OpenStream[] = [];
  before(async () => {
    t = await createTestApp();
    address = await listeningAddress(t);
    owner = await makeSupplier(t);
  });
  after(async () => {
    for (const stream of streams) stream.close();
    await t.close();
  });

  const ticketOf = async (member: MadeSupplier, query = '') => {
    const reply = await t.app.inject({ method: 'POST', url: api(`/events/ticket${query}`), headers: member.headers });
    assert.equal(reply.statusCode, 200, reply.body);
    return reply.json<{ ticket: string; expiresInSeconds: number; lastEventId: string }>();
  };
  const open = async (member: MadeSupplier, query = '', headers: Record<string, string> = {}) => {
    const stream = await openStream(address, `ticket=${(await ticketOf(member)).ticket}${query}`, headers);
    assert.equal(stream.response.status, 200);
    streams.push(stream);
    return stream;
  };
  const booking = (supplierId: string, kind: NewLiveEvent['kind'], bookingId: string, subject = 'Hunza Valley Tour') =>
    ({ supplierId, kind, objectId: bookingId, bookingId, subject }) satisfies NewLiveEvent;

  it('refuses a missing, forged, expired or borrowed ticket, and a token as a ticket, with 401 {message}', async () => {
    assert.equal((await t.app.inject({ method: 'POST', url: api('/events/ticket') })).statusCode, 401);
    const { ticket, expiresInSeconds } = await ticketOf(owner);
    assert.equal(expiresInSeconds, 60);
    const { sub, sid, mid, rol, ver, ses } = t.app.jwt.decode<Parameters<typeof t.app.jwt.sign>[0]>(ticket)!;
    const expired = t.app.jwt.sign(
      { sub, sid, mid, rol, ver, ses },
      {
        aud: 'events',
        expiresIn: 60,
        clockTimestamp: Date.now() - 120_000,
      },
    );
    for (const query of [`ticket=x${ticket}`, `ticket=${owner.token}`, `ticket=${expired}`]) {
      const reply = await fetch(`${address}${api('/events')}?${query}`);
      assert.equal(reply.status, 401, query);
      assert.match(reply.headers.get('content-type')!, /^application\/json/);
      assert.ok(((await reply.json()) as { message: string }).message);
    }
    const missing = await t.app.inject({ method: 'GET', url: api('/events') });
    assert.equal(missing.statusCode, 400);
    const asBearer = await t.app.inject({ method: 'GET', url: api('/dashboard'), headers: { authorization: `Bearer ${ticket}` } });
    assert.equal(asBearer.statusCode, 401, 'a ticket is no bearer token');
  });

  it('opens a text/event-stream with the security headers, unbuffered, and sends what happens in the business', async () => {
    const stream = await open(owner);
    const { headers } = stream.response;
    assert.match(headers.get('content-type')!, /^text\/event-stream/);
    assert.equal(headers.get('x-accel-buffering'), 'no');
    assert.equal(headers.get('x-content-type-options'), 'nosniff');
    assert.equal(headers.get('cache-control'), 'no-store');
    const { booking_id: bookingId } = await makeBooking(t.db, owner.supplierId);
    await record(t, booking(owner.supplierId, 'booking.created', bookingId, '#1 Hunza Valley Tour, Ayesha Khan'));
    const frame = await stream.next();
    assert.equal(frame?.event, 'booking.created');
    assert.equal(frame.id, frame.data.id);
    assert.deepEqual(
      { ...frame.data, id: undefined, createdAt: undefined },
      {
        id: undefined,
        kind: 'booking.created',
        objectId: bookingId,
        bookingId,
        subject: '#1 Hunza Valley Tour, Ayesha Khan',
        detail: null,
        link: liveEventLink('booking.created', bookingId),
        createdAt: undefined,
      },
    );
  });

  it("sends a member only their business's events, and not what they did themselves", async () => {
    const other = await makeSupplier(t);
    const stream = await open(owner);
    await record(t, { supplierId: other.supplierId, kind: 'review.posted', objectId: 'r1', subject: 'Another business' });
    await record(t, { supplierId: owner.supplierId, kind: 'review.posted', objectId: 'r2', subject: 'Mine', actorUserId: owner.userId });
    await record(t, { supplierId: owner.supplierId, kind: 'review.posted', objectId: 'r3', subject: 'Ours' });
    assert.equal((await stream.next())?.data.objectId, 'r3');
  });

  it('sends a finance member no message events, and only what their role may see', async () => {
    const finance = await makeMember(t, owner.supplierId, 'finance');
    const stream = await open(finance);
    const { booking_id: bookingId } = await makeBooking(t.db, owner.supplierId);
    await record(t, booking(owner.supplierId, 'message.received', bookingId));
    await record(t, { supplierId: owner.supplierId, kind: 'listing.approved', objectId: 'Tour', subject: 'Tour' });
    await record(t, { supplierId: owner.supplierId, kind: 'payout.paid', objectId: 'p1', subject: 'Payout #1' });
    assert.equal((await stream.next())?.event, 'payout.paid');
  });

  it('sends a guide the events of the bookings assigned to them only', async () => {
    const guide = await makeMember(t, owner.supplierId, 'guide');
    const [row] = await t.db.query<{ member_id: string }>('SELECT member_id FROM supplier_members WHERE user_id = $1', [guide.userId]);
    const guideMemberId = row!.member_id;
    const theirs = await makeBooking(t.db, owner.supplierId, { guide_member_id: guideMemberId });
    const others = await makeBooking(t.db, owner.supplierId);
    const stream = await open(guide);
    await record(t, booking(owner.supplierId, 'message.received', others.booking_id));
    await record(t, booking(owner.supplierId, 'booking.cancelled', others.booking_id));
    await record(t, { supplierId: owner.supplierId, kind: 'review.posted', objectId: 'r4', subject: 'Five stars' });
    await record(t, booking(owner.supplierId, 'message.received', theirs.booking_id));
    await record(t, booking(owner.supplierId, 'booking.rescheduled', theirs.booking_id));
    assert.deepEqual(
      [await stream.next(), await stream.next()].map((frame) => [frame?.event, frame?.data.bookingId]),
      [
        ['message.received', theirs.booking_id],
        ['booking.rescheduled', theirs.booking_id],
      ],
    );
  });

  it('resumes after Last-Event-ID (or `after`) with exactly the events missed, then live ones, none twice', async () => {
    const business = await makeSupplier(t);
    for (const n of [1, 2, 3])
      await record(t, { supplierId: business.supplierId, kind: 'review.posted', objectId: `s${n}`, subject: `${n}` });
    const [first, second, third] = await ids(t.db, business.supplierId);
    const resumed = await open(business, `&after=${third}`, { 'last-event-id': first! });
    const byAfter = await open(business, `&after=${second}`);
    const fresh = await open(business);
    await record(t, { supplierId: business.supplierId, kind: 'review.posted', objectId: 's4', subject: '4' });
    const [, , , fourth] = await ids(t.db, business.supplierId);
    const seen = async (stream: OpenStream, count: number) => {
      const frames = [];
      for (let n = 0; n < count; n += 1) frames.push((await stream.next())?.id);
      return frames;
    };
    assert.deepEqual(await seen(resumed, 3), [second, third, fourth]);
    assert.deepEqual(await seen(byAfter, 2), [third, fourth]);
    assert.deepEqual(await seen(fresh, 1), [fourth]);
    // A fifth: the next frame of each is it, so the fourth was not sent again.
    await record(t, { supplierId: business.supplierId, kind: 'review.posted', objectId: 's5', subject: '5' });
    for (const stream of [resumed, byAfter, fresh]) assert.equal((await stream.next())?.data.objectId, 's5');
    // A Last-Event-ID that names no event is refused at the header, as the contract says.
    for (const lastEventId of ['abc', '1'.repeat(19)]) {
      const { ticket } = await ticketOf(business);
      const refused = await t.app.inject({
        method: 'GET',
        url: api(`/events?ticket=${ticket}`),
        headers: { 'last-event-id': lastEventId },
      });
      assert.equal(refused.statusCode, 400, lastEventId);
      assert.deepEqual(refused.json<{ errors: unknown[] }>().errors, [{ field: 'Last-Event-ID', message: 'Unknown event.' }]);
    }
  });

  it("gives each ticket where its stream should start: the newest event, or the newest before the page's first reads", async () => {
    const business = await makeSupplier(t);
    assert.equal((await ticketOf(business)).lastEventId, '0');
    await record(t, { supplierId: business.supplierId, kind: 'review.posted', objectId: 't1', subject: 'Before the page' });
    await record(t, { supplierId: business.supplierId, kind: 'review.posted', objectId: 't2', subject: 'While the page loaded' });
    const [first, second] = await ids(t.db, business.supplierId);
    await t.db.query(`UPDATE live_events SET created_at = now() - interval '20 seconds' WHERE event_id = $1`, [first!]);
    const { ticket, lastEventId } = await ticketOf(business, '?replayMs=5000');
    // Recorded 20 s ago: before the first reads went out 5 s ago (and the 2 s margin); the second was not.
    assert.equal(lastEventId, first);
    assert.equal((await ticketOf(business)).lastEventId, second);
    const stream = await openStream(address, `ticket=${ticket}&after=${lastEventId}`);
    streams.push(stream);
    assert.equal((await stream.next())?.data.objectId, 't2');
    for (const replayMs of ['60001', '-1', 'soon']) {
      const refused = await t.app.inject({ method: 'POST', url: api(`/events/ticket?replayMs=${replayMs}`), headers: business.headers });
      assert.equal(refused.statusCode, 400, replayMs);
      assert.ok(refused.json<{ message: string; errors: unknown[] }>().errors.length > 0);
    }
  });

  it('ends the stream when its session ends, and refuses a ticket of an ended session', async () => {
    const member = await makeMember(t, owner.supplierId, 'operations');
    const { ticket } = await ticketOf(member);
    const stream = await open(member);
    assert.equal((await t.app.inject({ method: 'POST', url: api('/users/logout'), headers: member.headers })).statusCode, 200);
    await record(t, { supplierId: owner.supplierId, kind: 'review.posted', objectId: 'r5', subject: 'After sign-out' });
    assert.equal(await stream.next(), null);
    assert.equal((await fetch(`${address}${api('/events')}?ticket=${ticket}`)).status, 401);
  });

  it('deletes events past their retention', async () => {
    const business = await makeSupplier(t);
    await record(t, { supplierId: business.supplierId, kind: 'review.posted', objectId: 'old', subject: 'Old' });
    await record(t, { supplierId: business.supplierId, kind: 'review.posted', objectId: 'new', subject: 'New' });
    await t.db.query(`UPDATE live_events SET created_at = now() - interval '31 days' WHERE object_id = 'old'`);
    assert.ok((await eventStreamRepository(t.db).deleteExpired()) >= 1);
    const left = await t.db.query<{ object_id: string }>('SELECT object_id FROM live_events WHERE supplier_id = $1', [business.supplierId]);
    assert.deepEqual(
      left.map((row) => row.object_id),
      ['new'],
    );
  });

  it('delivers an event written by a second instance on the same PostgreSQL', { skip: !process.env.TEST_DATABASE_URL }, async () => {
    const second = await createTestApp({ databaseUrl: t.databaseUrl });
    try {
      const stream = await open(owner);
      await record(second, { supplierId: owner.supplierId, kind: 'review.posted', objectId: 'r6', subject: 'From the other instance' });
      assert.equal((await stream.next())?.data.objectId, 'r6');
    } finally {
      await second.close();
    }
  });
});
