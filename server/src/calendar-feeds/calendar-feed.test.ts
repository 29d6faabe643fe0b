import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { CalendarFeed } from '@portal/contracts';

import { daily, inDays, liveListing } from '../../test/availability-factory';
import { makeMember } from '../../test/factories';
import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';
import { addBooking } from '../admin/bookings';

/** A listing's calendar feed at its secret address: what a phone's calendar reads, and resetting it. */
void describe(`a listing's calendar feed (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let me: SignedIn;
  let other: SignedIn;

  before(async () => {
    t = await createTestApp();
    me = await signUpSupplier(t.app);
    other = await signUpSupplier(t.app);
  });
  after(async () => {
    await t.close();
  });

  const emailOf = async (who: SignedIn) =>
    (await t.db.query<{ email: string }>('SELECT email FROM users WHERE user_id = $1', [who.userId]))[0]!.email;
  const feedOf = async (who: SignedIn, listingId: string, method: 'GET' | 'POST' = 'GET') => {
    const reply = await t.app.inject({
      method,
      url: api(`/listings/${listingId}/calendar-feed${method === 'POST' ? '/reset' : ''}`),
      headers: who.headers,
    });
    assert.equal(reply.statusCode, 200, reply.body);
    return reply.json<CalendarFeed>().url;
  };
  /** The feed as a calendar app reads it: no token, only the address. */
  const read = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
  /** The content lines, unfolded (RFC 5545 3.1). */
  const unfolded = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

  void it('answers an iCalendar of the departures with their bookings: times in UTC, customers and people', async () => {
    const tour = await liveListing(t, me, 'tour', { schedules: [daily(10, ['10:00'])] });
    const supplierEmail = await emailOf(me);
    const date = inDays(12);
    for (const [customerName, people] of [
      ['Khan, Ali', 3],
      ['عائشہ بی بی', 2],
    ] as const)
      await addBooking(t.db, { supplierEmail, listingId: tour.listing_id, date, time: '10:00', people, customerName });
    const url = await feedOf(me, tour.listing_id);
    assert.match(url, /^http:\/\/localhost:3000\/api\/v1\/calendar\/[0-9a-f]{64}\.ics$/);

    const reply = await read(url);
    assert.equal(reply.statusCode, 200, reply.body);
    assert.match(String(reply.headers['content-type']), /^text\/calendar; charset=utf-8/);
    assert.ok(reply.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75));
    const lines = unfolded(reply.body);
    assert.deepEqual([lines[0], lines.at(-2), lines.at(-1)], ['BEGIN:VCALENDAR', 'END:VCALENDAR', '']);
    assert.equal(lines.filter((l) => l === 'BEGIN:VEVENT').length, 1);
    // 10:00 in Pakistan (UTC+5) is 05:00 UTC.
    assert.ok(lines.includes(`DTSTART:${date.replace(/-/g, '')}T050000Z`), reply.body);
    assert.ok(lines.includes(`SUMMARY:${tour.title.replace(/,/g, '\\,')}: 5 people`), reply.body);
    const description = lines.find((l) => l.startsWith('DESCRIPTION:'))!;
    assert.match(description, /^DESCRIPTION:#\d+ Khan\\, Ali\\, 3 people\\n#\d+ عائشہ بی بی\\, 2 people$/);
  });

  void it("does not show another business's bookings, and one listing's address reads only that listing", async () => {
    const mine = await liveListing(t, me, 'tour', { schedules: [daily(10, ['10:00'])] });
    const theirs = await liveListing(t, other, 'tour', { schedules: [daily(10, ['10:00'])] });
    const date = inDays(15);
    await addBooking(t.db, {
      supplierEmail: await emailOf(me),
      listingId: mine.listing_id,
      date,
      time: '10:00',
      people: 1,
      customerName: 'Mine Only',
    });
    await addBooking(t.db, {
      supplierEmail: await emailOf(other),
      listingId: theirs.listing_id,
      date,
      time: '10:00',
      people: 4,
      customerName: 'Theirs Only',
    });

    const body = (await read(await feedOf(me, mine.listing_id))).body;
    assert.match(body, /Mine Only/);
    assert.doesNotMatch(body, /Theirs Only/);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: api(`/listings/${theirs.listing_id}/calendar-feed`), headers: me.headers })).statusCode,
      404,
    );
    assert.equal(
      (await t.app.inject({ method: 'POST', url: api(`/listings/${theirs.listing_id}/calendar-feed/reset`), headers: me.headers }))
        .statusCode,
      404,
    );
    assert.equal((await read(`http://x/api/v1/calendar/${'0'.repeat(64)}.ics`)).statusCode, 404);
  });

  void it('stops the old address at once when reset; the new one reads the feed; a guide may not reset it', async () => {
    const tour = await liveListing(t, me, 'tour', { schedules: [daily(10, ['10:00'])] });
    const old = await feedOf(me, tour.listing_id);
    assert.equal(await feedOf(me, tour.listing_id), old, 'the address stays the same until reset');

    const guide = await makeMember(t, me.supplierId!, 'guide');
    const refused = await t.app.inject({
      method: 'POST',
      url: api(`/listings/${tour.listing_id}/calendar-feed/reset`),
      headers: guide.headers,
    });
    assert.equal(refused.statusCode, 403);

    const fresh = await feedOf(me, tour.listing_id, 'POST');
    assert.notEqual(fresh, old);
    assert.equal((await read(old)).statusCode, 404);
    assert.equal((await read(fresh)).statusCode, 200);
    assert.equal(await feedOf(me, tour.listing_id), fresh);
  });
});
