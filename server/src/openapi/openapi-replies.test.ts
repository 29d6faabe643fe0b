import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import fc from 'fast-check';

import { inDays, ownListingRows } from '../../test/availability-factory';
import { disagreement } from '../../test/documented-replies';
import { makeBooking, makePayout, makeReview, makeTicket } from '../../test/factories';
import { type Operation, servedOperations } from '../../test/malformed-requests';
import type { Known } from '../../test/schema-arbitrary';
import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';
import { validRequests } from '../../test/valid-requests';

/**
 * Every operation of the OpenAPI document, called with requests that follow it (parameters and
 * bodies drawn from its schemas, naming the signed-in supplier's own rows): each reply's status is
 * one the operation documents, its content type one documented for that status, and its JSON body
 * validates against the documented schema. REPLIES_SEED and REPLIES_RUNS replay or widen it.
 */
const SEED = Number(process.env.REPLIES_SEED ?? 20261128);
const RUNS = Number(process.env.REPLIES_RUNS ?? 12);

/**
 * Operations whose document is exact about the body: a request that follows it is never refused as
 * malformed (400). Others still answer 400 for rules across fields or across rows (an end before a
 * start, a file not uploaded), which the document states in words only.
 */
const NEVER_MALFORMED = new Set(['POST /api/v1/resources', 'PUT /api/v1/resources/{id}']);

interface World {
  me: SignedIn;
  known: Known;
}

/** A supplier with a live listing, a change of dates, a resource, a booking, a ticket, a payout and a review, all its own. */
async function world(t: TestApp): Promise<World> {
  const me = await signUpSupplier(t.app);
  const supplierId = me.supplierId!;
  const { listing, exceptionId, resourceId } = await ownListingRows(t, me);
  const booking = await makeBooking(t.db, supplierId, { listing_id: listing.listing_id });
  const ticket = await makeTicket(t.db, supplierId);
  const payout = await makePayout(t.db, supplierId);
  const review = await makeReview(t.db, supplierId);
  // Each path's id, by the parameter's name or the segment before it, mostly names the row it should.
  const named = {
    users: me.userId,
    user: me.userId,
    suppliers: supplierId,
    supplierId,
    listings: listing.listing_id,
    listingId: listing.listing_id,
    listing: listing.listing_id,
    exceptionId,
    resources: resourceId,
    bookings: booking.booking_id,
    booking: booking.booking_id,
    support: ticket.ticket_id,
    supplier: payout.payout_id,
    reviews: review.review_id,
  };
  const ids = [...new Set(Object.values(named)), '00000000-0000-4000-8000-000000000000'];
  return { me, known: { ids, named, dates: [inDays(1), inDays(2), inDays(5), inDays(10), inDays(40), inDays(-20)] } };
}

describe('every reply to a request that follows the OpenAPI document is as the document says (fast-check)', () => {
  let t: TestApp;
  let operations: Operation[];
  let current: World;
  before(async () => {
    t = await createTestApp();
    current = await world(t);
    operations = await servedOperations(t.app);
  });
  after(async () => {
    await t.close();
  });

  it('answers each operation with a documented status, content type and body', async () => {
    // Every operation is tried, and every disagreement listed, before the test fails.
    const disagreements: string[] = [];
    for (const op of operations) {
      const result = await fc.check(
        fc.asyncProperty(validRequests(op, current.known), async (request) => {
          const headers = { ...(request.headers as Record<string, string> | undefined), ...current.me.headers };
          const reply = await t.app.inject({ ...request, headers });
          const refused = reply.statusCode === 400 && NEVER_MALFORMED.has(`${op.method} ${op.path}`);
          const wrong = refused ? 'a request that follows the document was refused' : disagreement(op, reply);
          assert.equal(
            wrong,
            null,
            `${op.method} ${request.url.slice(0, 300)} -> ${reply.statusCode} ${reply.body.slice(0, 300)}: ${wrong}`,
          );
        }),
        { seed: SEED, numRuns: RUNS },
      );
      if (result.failed)
        disagreements.push(result.errorInstance instanceof Error ? result.errorInstance.message : JSON.stringify(result.counterexample));
      // Signing out everywhere, or a rule the account now has to meet, ends the token: go on as a new supplier.
      const probe = await t.app.inject({ method: 'GET', url: api(`/users/${current.me.userId}`), headers: current.me.headers });
      if (probe.statusCode !== 200) current = await world(t);
    }
    assert.deepEqual(disagreements, []);
  });
});
