import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { api, createTestApp, type TestApp } from '../../test/test-app';

describe('an address the router refuses', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  it("answers a too-long address 414 in the API's own JSON shape, without echoing it", async () => {
    for (const url of [api(`/support/${'a'.repeat(5000)}`), api(`/files/${'b'.repeat(200)}`)]) {
      const reply = await t.app.inject({ method: 'GET', url });
      assert.equal(reply.statusCode, 414, url.slice(0, 40));
      assert.match(String(reply.headers['content-type']), /^application\/json/);
      assert.deepEqual(reply.json(), { message: 'The address is too long' });
    }
  });

  it("answers an address that is not valid URL encoding 400 in the API's own JSON shape", async () => {
    const reply = await t.app.inject({ method: 'GET', url: api('/support/%E0%A4%A') });
    assert.equal(reply.statusCode, 400);
    assert.deepEqual(reply.json(), { message: 'The address is not valid' });
  });
});
