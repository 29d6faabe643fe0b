import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { api, createTestApp, type TestApp } from '../../test/test-app';

/** The portal's screens are served from another origin than the API; the browser asks before each signed-in read. */
describe('cross-origin requests', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: api('/suppliers/some-supplier/dashboard'),
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });

  it('lets the portal read with its session, and lets the browser keep that answer for two hours', async () => {
    const reply = await preflight('http://localhost:3000');
    assert.equal(reply.statusCode, 204);
    assert.equal(reply.headers['access-control-allow-origin'], 'http://localhost:3000');
    assert.match(String(reply.headers['access-control-allow-methods']), /GET/);
    assert.equal(reply.headers['access-control-max-age'], '7200');
  });

  it('does not allow an origin that is not the portal', async () => {
    const reply = await preflight('https://elsewhere.example');
    assert.equal(reply.headers['access-control-allow-origin'], undefined);
  });
});
