import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { PASSWORD_COMMON_MESSAGE, PASSWORD_LENGTH_MESSAGE } from '@portal/contracts';

import { api, createTestApp, signUpSupplier, type TestApp } from '../../test/test-app';
import { memoryMailer } from '../mail/mailer';
import { isCommonPassword } from './common-passwords';

const refused = { message: 'Validation failed', errors: [{ field: 'password', message: PASSWORD_COMMON_MESSAGE }] };

describe('common passwords are refused', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  before(async () => {
    t = await createTestApp({ mailer });
  });
  after(() => t.close());

  it('knows the 10,000 most common, whatever their case, and not rarer ones', () => {
    for (const password of ['123456', 'password', 'Password1', 'qwerty123', 'iloveyou', 'sunshine'])
      assert.ok(isCommonPassword(password), password);
    for (const password of ['secret123', 'demo1234', 'Karakoram-2026', 'brand-new1']) assert.ok(!isCommonPassword(password), password);
  });

  it("refuses one at sign-up, the message at the password field; the spec's minimum comes first", async () => {
    const register = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: api('/users/register'),
        payload: { full_name: 'Common', email: 'common@example.test', phone_number: '+923001234567', password },
      });
    const common = await register('password1');
    assert.equal(common.statusCode, 400);
    assert.deepEqual(common.json(), refused);
    assert.deepEqual((await register('abc')).json<{ errors: unknown }>().errors, [{ field: 'password', message: PASSWORD_LENGTH_MESSAGE }]);
    const [row] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE email = 'common@example.test'");
    assert.equal(row!.n, 0);
    assert.equal((await register('Karakoram-2026')).statusCode, 201);
  });

  it('refuses one as the new password of a change, and keeps the old password', async () => {
    const me = await signUpSupplier(t.app, { supplier: false });
    const change = await t.app.inject({
      method: 'PUT',
      url: api(`/users/${me.userId}`),
      headers: me.headers,
      payload: { password: 'qwerty123', current_password: 'secret123' },
    });
    assert.equal(change.statusCode, 400);
    assert.deepEqual(change.json(), refused);
    const again = await t.app.inject({
      method: 'PUT',
      url: api(`/users/${me.userId}`),
      headers: me.headers,
      payload: { password: 'brand-new1', current_password: 'secret123' },
    });
    assert.equal(again.statusCode, 200, 'the current password is still the old one');
  });

  it('refuses one as the new password of a reset, and the link still works for a better one', async () => {
    const me = await signUpSupplier(t.app, { supplier: false });
    const { email } = (await t.app.inject({ method: 'GET', url: api(`/users/${me.userId}`), headers: me.headers })).json<{
      email: string;
    }>();
    await t.app.inject({ method: 'POST', url: api('/users/password-reset'), payload: { email } });
    const until = Date.now() + 5000;
    while (!mailer.outbox.some((m) => m.to === email) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mailer.outbox.find((m) => m.to === email)!.text)![1]!;
    const confirm = (password: string) =>
      t.app.inject({ method: 'POST', url: api('/users/password-reset/confirm'), payload: { token, password } });
    const common = await confirm('iloveyou');
    assert.equal(common.statusCode, 400);
    assert.deepEqual(common.json(), refused);
    assert.equal((await confirm('Karakoram-2026')).statusCode, 200);
  });
});
