import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import fc from 'fast-check';
import type { InjectOptions } from 'fastify';

import { ownListingRows } from '../../test/availability-factory';
import { refusalDisagreement } from '../../test/documented-replies';
import { malformedRequests, type Operation, servedOperations } from '../../test/malformed-requests';
import { createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';

/**
 * Every operation of the OpenAPI document (so routes added later are swept too), called with
 * malformed path parameters, queries and bodies, with the token of a supplier and without: each
 * answer is a documented 4xx in the documented error shape `{message, errors}`, and the database
 * is unchanged. A failure prints the seed and the
 * shrunk request; SWEEP_SEED and SWEEP_RUNS replay or widen it.
 */
// A row as text, without the time a session was last used: any signed-in request may touch it.
const ROW = `(to_jsonb(t) - 'last_used_at')::text`;
// Rate-limit counters are no data of anyone's: a refused request is counted on purpose.
const NOT_DATA = ['rate_limit_counters'];
const SEED = Number(process.env.SWEEP_SEED ?? 20261122);
const RUNS = Number(process.env.SWEEP_RUNS ?? 500);

/** One text that changes when any row of any table does. */
async function checksum(t: TestApp): Promise<string> {
  const tables = await t.db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> ALL($1) ORDER BY 1`,
    [NOT_DATA],
  );
  const sums = await t.db.query<{ sum: string }>(
    tables
      .map(({ name }) => `SELECT '${name}:' || coalesce(md5(string_agg(${ROW}, '|' ORDER BY ${ROW})), '-') AS sum FROM "${name}" t`)
      .join(' UNION ALL '),
  );
  return sums
    .map((row) => row.sum)
    .sort()
    .join(',');
}

describe('every route refuses malformed input with a 4xx and leaves the data alone (fast-check sweep)', () => {
  let t: TestApp;
  let me: SignedIn;
  let operations: Operation[];
  let ids: string[];
  let before_: string;
  before(async () => {
    t = await createTestApp();
    me = await signUpSupplier(t.app);
    // A live listing with a schedule, a change of dates and a resource of the supplier's own, so a
    // request that names them passes the owner check and reaches the deeper ones.
    const { listing, exceptionId, resourceId } = await ownListingRows(t, me);
    ids = [me.userId, me.supplierId!, listing.listing_id, exceptionId, resourceId, '00000000-0000-4000-8000-000000000000'];
    operations = await servedOperations(t.app);
    before_ = await checksum(t);
  });
  after(async () => {
    await t.close();
  });

  it('reads the routes from the OpenAPI document', () => {
    assert.ok(operations.length >= 25, `${operations.length} operations`);
    assert.ok(operations.some((op) => op.path === '/api/v1/uploads' && op.body?.kind === 'multipart'));
  });

  for (const withToken of [true, false]) {
    it(`answers 4xx {message} ${withToken ? 'with a valid token' : 'without a token'}, and changes nothing`, async () => {
      for (const op of operations) {
        const requests = malformedRequests(op, ids);
        if (!requests) continue;
        await fc.assert(
          fc.asyncProperty(requests, async (request: InjectOptions) => {
            const headers = { ...(request.headers as Record<string, string> | undefined), ...(withToken ? me.headers : {}) };
            const reply = await t.app.inject({ ...request, headers });
            const label = `${op.method} ${JSON.stringify(request.url).slice(0, 200)} -> ${reply.statusCode} ${reply.body.slice(0, 200)}`;
            assert.ok(reply.statusCode >= 400 && reply.statusCode < 500, label);
            // A documented status, its content type, and a body of the documented error shape {message, errors}.
            assert.equal(refusalDisagreement(op, reply, typeof request.url === 'string' ? request.url : ''), null, label);
            // Without a token, nothing is read past the door: 401, or the router's own answers (414 for
            // an overlong parameter; 405 where a `..` segment lands on a path that takes another method).
            if (!withToken && !op.public) assert.ok([401, 405, 414].includes(reply.statusCode), label);
          }),
          { seed: SEED, numRuns: RUNS, includeErrorInReport: true },
        );
        assert.equal(await checksum(t), before_, `${op.method} ${op.path} changed the database`);
      }
    });
  }
});
