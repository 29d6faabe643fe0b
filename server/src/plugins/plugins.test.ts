import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { createTestApp, type TestApp } from '../../test/test-app';

// Infrastructure is registered as named plugins, so a plugin that needs one can declare it.
describe('the infrastructure plugins', () => {
  let test: TestApp;
  before(async () => {
    test = await createTestApp();
  });
  after(() => test.close());

  it('are registered by name and reach the routes: headers, errors and tokens', async () => {
    for (const name of ['error-handler', 'security-headers', 'auth']) assert.ok(test.app.hasPlugin(name), name);
    const reply = await test.app.inject({ method: 'GET', url: '/api/v1/bookings' });
    assert.equal(reply.statusCode, 401);
    assert.equal(reply.headers['x-content-type-options'], 'nosniff');
    assert.equal(typeof reply.json<{ message: unknown }>().message, 'string');
  });
});
