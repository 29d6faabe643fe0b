import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';

import { multipartFiles, PNG_BYTES } from '../../test/sample-profiles';
import { api, createTestApp, type TestApp } from '../../test/test-app';

describe('a fresh upload', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  /** A new account signed up in a browser of its own: its token and that browser's cookie. */
  async function signUp() {
    const reply = await t.app.inject({
      method: 'POST',
      url: api('/users/register'),
      payload: { full_name: 'Upload Tester', email: `${randomUUID()}@example.test`, phone_number: '+923001234567', password: 'secret123' },
    });
    assert.equal(reply.statusCode, 201, reply.body);
    const { token, user } = reply.json<{ token: string; user: { user_id: string } }>();
    return {
      userId: user.user_id,
      headers: { authorization: `Bearer ${token}` },
      cookie: String(reply.headers['set-cookie']).split(';')[0]!,
    };
  }

  async function uploadPhoto(headers: { authorization: string }) {
    const reply = await t.app.inject(multipartFiles([{ name: 'photo.png', bytes: PNG_BYTES }], headers));
    assert.equal(reply.statusCode, 201, reply.body);
    return reply.json<{ urls: string[] }>().urls[0]!;
  }

  it('is served only to its owner’s browser, and never cached, until a record uses it', async () => {
    const owner = await signUp();
    const someoneElse = await signUp();
    const photo = await uploadPhoto(owner.headers);

    assert.equal((await t.app.inject({ method: 'GET', url: photo })).statusCode, 404, 'not to anyone');
    assert.equal(
      (await t.app.inject({ method: 'GET', url: photo, headers: { cookie: someoneElse.cookie } })).statusCode,
      404,
      'not to another person',
    );
    const own = await t.app.inject({ method: 'GET', url: photo, headers: { cookie: owner.cookie } });
    assert.equal(own.statusCode, 200);
    assert.equal(own.headers['cache-control'], 'private, no-store');

    const attach = await t.app.inject({
      method: 'PUT',
      url: api(`/users/profile-image/${owner.userId}`),
      headers: owner.headers,
      payload: { profile_photo: photo },
    });
    assert.equal(attach.statusCode, 200, attach.body);
    const attached = await t.app.inject({ method: 'GET', url: photo });
    assert.equal(attached.statusCode, 200);
    assert.equal(attached.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('is not served to its owner’s browser once that browser has signed out', async () => {
    const owner = await signUp();
    const photo = await uploadPhoto(owner.headers);
    assert.equal((await t.app.inject({ method: 'POST', url: api('/users/logout'), headers: owner.headers })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'GET', url: photo, headers: { cookie: owner.cookie } })).statusCode, 404);
  });
});
