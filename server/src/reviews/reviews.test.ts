import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Review, ReviewSummary } from '@portal/contracts';

import { hoursAgo, makeBooking, makeReview } from '../../test/factories';
import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';
import type { Database } from '../db/database';

interface ReviewValues {
  rating: number;
  customer: string;
  text: string;
  type?: string;
  daysAgo: number;
  reply?: string;
}

async function addReview(db: Database, supplierId: string, values: ReviewValues): Promise<string> {
  const booking = await makeBooking(db, supplierId, {
    customer_name: values.customer,
    tour_name: 'Fairy Meadows',
    selected_date: '2026-06-01',
  });
  const review = await makeReview(db, supplierId, {
    booking_id: booking.booking_id,
    listing_type: values.type ?? 'tour',
    customer_name: values.customer,
    rating: values.rating,
    review_text: values.text,
    reply_text: values.reply ?? null,
    replied_at: values.reply ? new Date() : null,
    created_at: hoursAgo(24 * values.daysAgo),
  });
  return review.review_id;
}

// Ratings 5, 5, 4, 3, 1: average 3.6, bars 5:2 4:1 3:1 2:0 1:1.
const known: ReviewValues[] = [
  { rating: 5, customer: 'Ayesha Khan', text: 'Wonderful trek to the base camp', type: 'trek', daysAgo: 1 },
  { rating: 5, customer: 'Bilal Ahmed', text: 'Great guide, lovely food', daysAgo: 2, reply: 'Thank you Bilal!' },
  { rating: 4, customer: 'Sara Malik', text: 'Good tour of Lahore fort', daysAgo: 3 },
  { rating: 3, customer: 'Usman Tariq', text: 'Jeep was late', type: 'trek', daysAgo: 4 },
  { rating: 1, customer: 'Hina Raza', text: 'Cancelled without notice', daysAgo: 5 },
];

describe('reviews of a supplier', () => {
  let t: TestApp;
  let me: SignedIn;
  let other: SignedIn;
  let ids: string[];
  let theirReview: string;

  const list = async (query = '', who: SignedIn = me, supplierId = me.supplierId) => {
    const reply = await t.app.inject({ method: 'GET', url: api(`/reviews/supplier/${supplierId}${query}`), headers: who.headers });
    return { status: reply.statusCode, total: Number(reply.headers['x-total-count']), body: reply.json<Review[]>() };
  };
  const names = async (query: string) => (await list(query)).body.map((r) => r.customer.fullName);
  const reply = (reviewId: string, payload: unknown, who: SignedIn = me) =>
    t.app.inject({ method: 'POST', url: api(`/reviews/${reviewId}/reply`), headers: who.headers, payload: payload as object });

  before(async () => {
    t = await createTestApp();
    me = await signUpSupplier(t.app);
    other = await signUpSupplier(t.app);
    ids = [];
    for (const values of known) ids.push(await addReview(t.db, me.supplierId!, values));
    theirReview = await addReview(t.db, other.supplierId!, { rating: 2, customer: 'Zara Shah', text: 'Meh', daysAgo: 1 });
  });
  after(async () => {
    await t.close();
  });

  it('lists the own reviews newest first with the spec fields and the total', async () => {
    const { status, total, body } = await list();
    assert.equal(status, 200);
    assert.equal(total, 5);
    assert.deepEqual(
      body.map((r) => r.review_id),
      ids,
    );
    assert.equal(typeof body[0]!.booking_number, 'number');
    assert.deepEqual(body[1]!.customer, { fullName: 'Bilal Ahmed' });
    assert.equal(body[1]!.reply_text, 'Thank you Bilal!');
    assert.equal(body[0]!.reply_text, null);
  });

  it('sorts oldest first and pages', async () => {
    assert.deepEqual(await names('?sort=oldest&pageSize=2'), ['Hina Raza', 'Usman Tariq']);
    const third = await list('?sort=oldest&pageSize=2&page=3');
    assert.deepEqual([third.total, third.body.map((r) => r.customer.fullName)], [5, ['Ayesha Khan']]);
  });

  it('filters unanswered reviews and by type, and searches text or customer ignoring case', async () => {
    assert.equal((await list('?filter=unanswered')).total, 4);
    assert.deepEqual(await names('?type=trek'), ['Ayesha Khan', 'Usman Tariq']);
    assert.deepEqual(await names('?type=tour&filter=unanswered'), ['Sara Malik', 'Hina Raza']);
    assert.deepEqual(await names('?q=LAHORE'), ['Sara Malik']);
    assert.deepEqual(await names('?q=bilal'), ['Bilal Ahmed']);
  });

  it('computes the summary from all the reviews', async () => {
    const summary = await t.app.inject({ method: 'GET', url: api(`/reviews/supplier/${me.supplierId}/summary`), headers: me.headers });
    assert.equal(summary.statusCode, 200);
    assert.deepEqual(summary.json<ReviewSummary>(), { average: 3.6, count: 5, bars: { 5: 2, 4: 1, 3: 1, 2: 0, 1: 1 } });
  });

  it('answers an empty summary for a supplier without reviews', async () => {
    const fresh = await signUpSupplier(t.app);
    const summary = await t.app.inject({
      method: 'GET',
      url: api(`/reviews/supplier/${fresh.supplierId}/summary`),
      headers: fresh.headers,
    });
    assert.deepEqual(summary.json<ReviewSummary>(), { average: 0, count: 0, bars: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 } });
  });

  it("refuses another supplier's reviews and summary with 403", async () => {
    assert.equal((await list('', me, other.supplierId)).status, 403);
    const summary = await t.app.inject({ method: 'GET', url: api(`/reviews/supplier/${other.supplierId}/summary`), headers: me.headers });
    assert.equal(summary.statusCode, 403);
    assert.equal((await list('', me, 'not-a-uuid')).status, 404);
  });

  it('answers 400 for a bad filter, type, sort or page', async () => {
    for (const query of ['?filter=answered', '?type=spaceship', '?sort=best', '?pageSize=0'])
      assert.equal((await list(query)).status, 400, query);
  });

  it('takes one reply, trimmed, after which the review is no longer unanswered', async () => {
    const target = ids[2]!;
    const first = await reply(target, { reply_text: '  Thank you, Sara!  ' });
    assert.equal(first.statusCode, 200);
    const review = first.json<Review>();
    assert.equal(review.reply_text, 'Thank you, Sara!');
    assert.ok(!Number.isNaN(Date.parse(review.replied_at!)));
    assert.equal(
      (await list('?filter=unanswered')).body.some((r) => r.review_id === target),
      false,
    );
    const again = await reply(target, { reply_text: 'Another one' });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json<{ message: string }>().message, 'This review already has a reply.');
  });

  it("answers 404 for a reply to another supplier's review or an unknown one", async () => {
    assert.equal((await reply(theirReview, { reply_text: 'Not mine' })).statusCode, 404);
    assert.equal((await reply('00000000-0000-4000-8000-000000000000', { reply_text: 'Nobody' })).statusCode, 404);
    const [row] = await t.db.query<{ reply_text: string | null }>('SELECT reply_text FROM reviews WHERE review_id = $1', [theirReview]);
    assert.equal(row!.reply_text, null);
  });

  it('answers 400 with the field error for an empty or too long reply, counting characters (an emoji is one)', async () => {
    for (const payload of [{ reply_text: '   ' }, { reply_text: 'x'.repeat(1001) }, { reply_text: '🙏'.repeat(1001) }, {}]) {
      const response = await reply(ids[4]!, payload);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json<{ errors: { field: string }[] }>().errors[0]!.field, 'reply_text');
    }
    const accepted = await reply(ids[4]!, { reply_text: '🙏'.repeat(1000) });
    assert.equal(accepted.statusCode, 200);
    assert.equal(accepted.json<Review>().reply_text, '🙏'.repeat(1000));
  });
});
