// Two API instances on one database, as the load balancer runs them (issue 38, ADR 0021): what one
// instance stored, counted or ended, the other sees at once. On PostgreSQL (the PG suite) each
// instance has its own connections; on embedded PGlite they share its one.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';

import type { FastifyInstance } from 'fastify';

import { multipartFiles, PNG_BYTES } from '../test/sample-profiles';
import { api, createTestApp, type TestApp } from '../test/test-app';

const PASSWORD = 'secret123';
const LOGIN_LIMIT = 4;

describe('two API instances on one database', () => {
  let t: TestApp;
  let a: FastifyInstance;
  let b: FastifyInstance;
  before(async () => {
    t = await createTestApp({ env: { LOGIN_RATE_LIMIT: String(LOGIN_LIMIT) } });
    a = t.app;
    b = await t.another();
  });
  after(async () => {
    await t.close();
  });

  async function signUp(instance: FastifyInstance) {
    const reply = await instance.inject({
      method: 'POST',
      url: api('/users/register'),
      payload: { full_name: 'Instance Tester', email: `${randomUUID()}@example.test`, phone_number: '+923001234567', password: PASSWORD },
    });
    assert.equal(reply.statusCode, 201, reply.body);
    const { token, user } = reply.json<{ token: string; user: { user_id: string } }>();
    return {
      userId: user.user_id,
      headers: { authorization: `Bearer ${token}` },
      cookie: String(reply.headers['set-cookie']).split(';')[0]!,
    };
  }

  it('serve a file uploaded through either, with the same headers', async () => {
    const owner = await signUp(a);
    const uploaded = await a.inject(multipartFiles([{ name: 'photo.png', bytes: PNG_BYTES }], owner.headers));
    assert.equal(uploaded.statusCode, 201, uploaded.body);
    const photo = uploaded.json<{ urls: string[] }>().urls[0]!;

    // Fresh: its owner's browser alone, on the other instance too.
    assert.equal((await b.inject({ method: 'GET', url: photo })).statusCode, 404);
    const fresh = await b.inject({ method: 'GET', url: photo, headers: { cookie: owner.cookie } });
    assert.equal(fresh.statusCode, 200);
    assert.deepEqual(fresh.rawPayload, PNG_BYTES);
    assert.equal(fresh.headers['cache-control'], 'private, no-store');

    const attach = await b.inject({
      method: 'PUT',
      url: api(`/users/profile-image/${owner.userId}`),
      headers: owner.headers,
      payload: { profile_photo: photo },
    });
    assert.equal(attach.statusCode, 200, attach.body);
    for (const instance of [a, b]) {
      const served = await instance.inject({ method: 'GET', url: photo });
      assert.equal(served.statusCode, 200);
      assert.deepEqual(served.rawPayload, PNG_BYTES);
      assert.equal(served.headers['content-type'], 'image/png');
      assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
    }
  });

  it('share one sign-in limit: half the attempts through each reach it', async () => {
    const email = `${randomUUID()}@example.test`;
    const wrong = (instance: FastifyInstance) =>
      instance.inject({ method: 'POST', url: api('/users/login'), payload: { email, password: 'wrong-pass' } });
    const seen = [];
    for (let i = 0; i < LOGIN_LIMIT; i += 1) seen.push((await wrong(i % 2 === 0 ? a : b)).statusCode);
    assert.deepEqual(seen, Array(LOGIN_LIMIT).fill(401));
    const refused = [await wrong(a), await wrong(b)];
    assert.deepEqual(
      refused.map((reply) => reply.statusCode),
      [429, 429],
    );
    assert.ok(Number(refused[1]!.headers['retry-after']) > 0, 'Retry-After says when');
  });

  it('refuse a session signed out on the other instance at once', async () => {
    const person = await signUp(a);
    const memberships = (instance: FastifyInstance) =>
      instance.inject({ method: 'GET', url: api('/memberships'), headers: person.headers });
    assert.equal((await memberships(b)).statusCode, 200);
    assert.equal((await a.inject({ method: 'POST', url: api('/users/logout'), headers: person.headers })).statusCode, 200);
    const refused = await memberships(b);
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.json<{ message: string }>().message, 'Your session has ended. Please sign in again.');
  });
});
