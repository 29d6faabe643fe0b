// Runs the given test files one after another in this one process: node:test queues each file's
// top-level tests behind the previous file's, and the process exits 1 if any failed. One process
// per core instead of one per file saves the ~3 s of start-up (tsx, Fastify, the app) each file
// paid again (docs/bench/ci-time.md).
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';

import { undocumentedRefusalsMet } from './undocumented-refusals';

for (const file of process.argv.slice(2)) await import(pathToFileURL(resolve(file)).href);

// Last, after every file's tests: each refusal they met is one the OpenAPI document states.
test('every refusal the tests met is documented on its operation', () => {
  assert.deepEqual(undocumentedRefusalsMet(), []);
});
