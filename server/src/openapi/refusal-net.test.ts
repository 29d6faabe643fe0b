import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { LISTING_REFUSALS } from '@portal/contracts';

import type { RefusalMet } from '../../test/refusal-record';
import { undocumentedRefusalsMet } from '../../test/undocumented-refusals';

const source = fileURLToPath(new URL('../', import.meta.url));
/** A refusal of GET /listings/:id as the recorder keeps it, thrown at `file` (under src/). */
const met = (file: string, refusal: Partial<RefusalMet>): RefusalMet => ({
  method: 'GET',
  route: '/api/v1/listings/:id',
  status: 404,
  message: LISTING_REFUSALS.notFound.message,
  errors: [],
  stack: `Error: refused\n    at handler (${source}${file}:10:5)\n    at next (${source}http/route.ts:20:3)`,
  declared: true,
  ...refusal,
});

/** The server test run's last check (test/in-process.ts), fed refusals it must report or let pass. */
describe('the net over the refusals a test run meets', () => {
  it('lets pass a declared refusal its operation documents, a generic reply, and the request checks of src/http', () => {
    assert.deepEqual(
      undocumentedRefusalsMet([
        met('listings/listing-service.ts', {}),
        met('listings/listing-service.ts', { declared: false, message: 'Not found' }),
        met('http/route.ts', { declared: false, status: 400, message: 'Validation failed' }),
      ]),
      [],
    );
  });

  it('reports a handler refusal the endpoint table does not declare, and a declared one on an operation without it', () => {
    const problems = undocumentedRefusalsMet([
      met('listings/listing-service.ts', { declared: false, message: 'Listing gone' }),
      met('listings/listing-service.ts', { route: '/api/v1/bookings/:id' }),
      met('listings/listing-service.ts', { message: 'Listing not found anywhere' }),
    ]);
    assert.equal(problems.length, 3, problems.join('\n'));
    const reported = (pattern: RegExp) =>
      assert.ok(
        problems.some((problem) => pattern.test(problem)),
        problems.join('\n'),
      );
    reported(/"Listing gone" \(src\/listings\/listing-service\.ts:10\): not a refusal of the endpoint table/);
    reported(/GET \/api\/v1\/bookings\/:id 404 .*not among the refusals documented/);
    reported(/"Listing not found anywhere" .*not among the refusals documented/);
  });
});
