import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { EMAIL_ALREADY_VERIFIED_MESSAGE, type User } from '@portal/contracts';

import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';
import { memoryMailer } from './mailer';

describe('resending the verification e-mail', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  before(async () => {
    t = await createTestApp({ mailer, env: { VERIFY_EMAIL_RESEND_RATE_LIMIT: '3' } });
  });
  after(() => t.close());

  const resend = (who: SignedIn, userId = who.userId) =>
    t.app.inject({ method: 'POST', url: api(`/users/verification-email/${userId}`), headers: who.headers });
  const verifiedOf = async (who: SignedIn) =>
    (await t.app.inject({ method: 'GET', url: api(`/users/${who.userId}`), headers: who.headers })).json<User>().email_verified;

  it('sends a new link that verifies the address; asked again, it answers clearly that the address is verified', async () => {
    const me = await signUpSupplier(t.app);
    const email = (await t.app.inject({ method: 'GET', url: api(`/users/${me.userId}`), headers: me.headers })).json<User>().email;
    mailer.outbox.length = 0;
    const reply = await resend(me);
    assert.equal(reply.statusCode, 200, reply.body);
    assert.deepEqual(reply.json(), { message: `We have sent a new verification email to ${email}.`, email_verified: false });
    assert.equal(mailer.outbox.length, 1);
    assert.equal(mailer.outbox[0]!.to, email);
    const link = /http:\/\/localhost:3000(\/api\/v1\/users\/verify-email\?token=[\w%-]+)/.exec(mailer.outbox[0]!.text);
    assert.ok(link);
    assert.equal(await verifiedOf(me), false);
    assert.equal((await t.app.inject({ method: 'GET', url: link[1]! })).statusCode, 200);
    assert.equal(await verifiedOf(me), true);

    const again = await resend(me);
    assert.deepEqual([again.statusCode, again.json()], [200, { message: EMAIL_ALREADY_VERIFIED_MESSAGE, email_verified: true }]);
    assert.equal(mailer.outbox.length, 1, 'nothing sent to a verified address');
  });

  it("writes the e-mail in the member's language: Urdu right to left for a member who chose Urdu", async () => {
    const me = await signUpSupplier(t.app);
    const chosen = await t.app.inject({
      method: 'PUT',
      url: api(`/users/language/${me.userId}`),
      headers: me.headers,
      payload: { language: 'ur' },
    });
    assert.equal(chosen.statusCode, 200, chosen.body);
    mailer.outbox.length = 0;
    assert.equal((await resend(me)).statusCode, 200);
    const mail = mailer.outbox[0]!;
    assert.equal(mail.subject, 'اپنا ای میل ایڈریس تصدیق کریں');
    assert.match(mail.html, /^<div dir="rtl" lang="ur">/);
    assert.match(mail.text, /verify-email\?token=/);
  });

  it('is limited per account, and only for the signed-in user', async () => {
    const me = await signUpSupplier(t.app);
    const other = await signUpSupplier(t.app);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await resend(me)).statusCode);
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    assert.equal((await resend(other)).statusCode, 200, 'another account has its own count');
    assert.equal((await resend(other, me.userId)).statusCode, 403);
    assert.equal((await t.app.inject({ method: 'POST', url: api(`/users/verification-email/${me.userId}`) })).statusCode, 401);
  });
});
