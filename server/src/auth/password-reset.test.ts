import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';

import {
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
} from '@portal/contracts';

import { makeCustomer } from '../../test/factories';
import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';
import { type Mailer, type MailMessage, memoryMailer } from '../mail/mailer';
import { hashPassword } from './password';
import { RESET_MAILS_PER_HOUR } from './password-reset';

const PASSWORD = 'secret123';

/** A mailer that takes `delayMs` to send each message, as a distant SMTP server may. */
function slowMailer(delayMs: number): Mailer & { outbox: MailMessage[] } {
  const memory = memoryMailer();
  return {
    ...memory,
    send: async (message) => {
      await new Promise((r) => setTimeout(r, delayMs));
      await memory.send(message);
    },
  };
}

/** Waits until the outbox holds `count` messages (they are sent after the answer). */
async function mails(outbox: MailMessage[], count: number, timeoutMs = 5000): Promise<MailMessage[]> {
  const until = Date.now() + timeoutMs;
  while (outbox.length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  return outbox;
}

const tokenOf = (mail: MailMessage) => {
  const link = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  assert.ok(link, mail.text);
  return link[1]!;
};

describe('password reset', () => {
  let t: TestApp;
  let mailer: ReturnType<typeof slowMailer>;
  before(async () => {
    mailer = slowMailer(600);
    t = await createTestApp({ mailer });
  });
  after(() => t.close());

  const ask = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: api('/users/password-reset'), headers, payload: { email } });
  const confirm = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: api('/users/password-reset/confirm'), payload: { token, password } });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: api('/users/login'), payload: { email, password } });
  async function supplierWithEmail(): Promise<SignedIn & { email: string }> {
    const me = await signUpSupplier(t.app);
    const user = await t.app.inject({ method: 'GET', url: api(`/users/${me.userId}`), headers: me.headers });
    return { ...me, email: user.json<{ email: string }>().email };
  }
  async function linkFor(email: string): Promise<string> {
    const before = mailer.outbox.length;
    assert.equal((await ask(email)).statusCode, 202);
    const sent = await mails(mailer.outbox, before + 1);
    const mail = sent.at(-1)!;
    assert.equal(mail.to, email);
    return tokenOf(mail);
  }

  it('answers an e-mail with an account and one without alike, and at once: the link is sent after the answer', async () => {
    const me = await supplierWithEmail();
    const before = mailer.outbox.length;
    const started = performance.now();
    const known = await ask(me.email.toUpperCase());
    const knownMs = performance.now() - started;
    const unknown = await ask('nobody-at-all@example.test');
    assert.equal(known.statusCode, 202);
    assert.equal(unknown.statusCode, 202);
    assert.deepEqual(known.json(), { message: PASSWORD_RESET_SENT_MESSAGE });
    assert.equal(unknown.body, known.body);
    // The mail server takes 600 ms; the answer did not wait for it.
    assert.ok(knownMs < 400, `answered after ${knownMs.toFixed(0)} ms`);
    const sent = await mails(mailer.outbox, before + 1);
    await new Promise((r) => setTimeout(r, 700));
    assert.equal(sent.length, before + 1, "only the account's e-mail gets a message");
    assert.equal(sent.at(-1)!.subject, 'Reset your password');
  });

  it("writes the e-mail in the member's language: Urdu right to left for a member who chose Urdu", async () => {
    const me = await supplierWithEmail();
    await linkFor(me.email);
    const english = mailer.outbox.at(-1)!;
    assert.equal(english.subject, 'Reset your password');
    assert.doesNotMatch(english.html, /dir="rtl"/);
    const chosen = await t.app.inject({
      method: 'PUT',
      url: api(`/users/language/${me.userId}`),
      headers: me.headers,
      payload: { language: 'ur' },
    });
    assert.equal(chosen.statusCode, 200);
    await linkFor(me.email);
    const urdu = mailer.outbox.at(-1)!;
    assert.equal(urdu.subject, 'اپنا پاس ورڈ ری سیٹ کریں');
    assert.match(urdu.html, /^<div dir="rtl" lang="ur">/);
    assert.match(urdu.html, /نیا پاس ورڈ منتخب کریں/);
    assert.match(urdu.text, /\/reset-password\?token=/);
  });

  it('keeps only a hash of the token, valid 30 minutes', async () => {
    const me = await supplierWithEmail();
    const token = await linkFor(me.email);
    const rows = await t.db.query<{ token_hash: string; minutes: number }>(
      'SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM password_resets WHERE user_id = $1',
      [me.userId],
    );
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.token_hash, createHash('sha256').update(token).digest('hex'));
    assert.equal(rows[0]!.minutes, 30);
    const [{ found }] = (await t.db.query<{ found: number }>(
      "SELECT count(*)::int AS found FROM password_resets WHERE token_hash LIKE '%' || $1 || '%'",
      [token],
    )) as [{ found: number }];
    assert.equal(found, 0);
  });

  it('sets the new password once: earlier sessions end, the old password and the link stop working, other links too', async () => {
    const me = await supplierWithEmail();
    const first = await linkFor(me.email);
    const second = await linkFor(me.email);
    const reset = await confirm(first, 'brand-new-pass');
    assert.equal(reset.statusCode, 200, reset.body);
    assert.deepEqual(reset.json(), { message: PASSWORD_RESET_DONE_MESSAGE });

    const earlier = await t.app.inject({ method: 'GET', url: api(`/users/${me.userId}`), headers: me.headers });
    assert.equal(earlier.statusCode, 401, 'a session signed before the reset has ended');
    assert.equal((await login(me.email, PASSWORD)).statusCode, 401);
    assert.equal((await login(me.email, 'brand-new-pass')).statusCode, 200);

    for (const used of [first, second]) {
      const again = await confirm(used, 'third-password');
      assert.equal(again.statusCode, 400);
      assert.equal(again.json<{ message: string }>().message, RESET_LINK_INVALID_MESSAGE);
    }
    assert.equal((await login(me.email, 'brand-new-pass')).statusCode, 200, 'a spent link changed nothing');
  });

  it('refuses a link after 30 minutes, and a made-up one, leaving the password as it was', async () => {
    const me = await supplierWithEmail();
    const token = await linkFor(me.email);
    await t.db.query("UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1", [me.userId]);
    for (const tried of [token, 'made-up-token-of-someone']) {
      const reply = await confirm(tried, 'brand-new-pass');
      assert.equal(reply.statusCode, 400);
      assert.equal(reply.json<{ message: string }>().message, RESET_LINK_INVALID_MESSAGE);
    }
    assert.equal((await login(me.email, PASSWORD)).statusCode, 200);
  });

  it("applies sign-up's password rules, and a refused password leaves the link usable", async () => {
    const me = await supplierWithEmail();
    const token = await linkFor(me.email);
    const short = await confirm(token, '12345');
    assert.equal(short.statusCode, 400);
    assert.deepEqual(short.json<{ errors: unknown[] }>().errors, [{ field: 'password', message: PASSWORD_LENGTH_MESSAGE }]);
    assert.equal((await confirm(token, 'k7#pQz')).statusCode, 200);
  });

  it(`sends one account at most ${RESET_MAILS_PER_HOUR} e-mails an hour, answering every request alike`, async () => {
    const me = await supplierWithEmail();
    const before = mailer.outbox.length;
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 2; i += 1) assert.equal((await ask(me.email)).statusCode, 202);
    await mails(mailer.outbox, before + RESET_MAILS_PER_HOUR);
    await new Promise((r) => setTimeout(r, 1500));
    assert.equal(mailer.outbox.filter((m) => m.to === me.email && m.subject === 'Reset your password').length, RESET_MAILS_PER_HOUR);
  });

  it("sends nothing to a customer's e-mail, answering as for no account", async () => {
    await makeCustomer(t.db, { full_name: 'Sana', email: 'sana@customer.test', password_hash: await hashPassword('travel123') });
    const before = mailer.outbox.length;
    const reply = await ask('sana@customer.test');
    assert.deepEqual([reply.statusCode, reply.json()], [202, { message: PASSWORD_RESET_SENT_MESSAGE }]);
    await new Promise((r) => setTimeout(r, 800));
    assert.equal(mailer.outbox.length, before);
  });
});

describe('password reset rate limit', () => {
  it('limits requests and link uses from one address', async () => {
    const t = await createTestApp({ env: { PASSWORD_RESET_RATE_LIMIT: '2' } });
    try {
      const ask = () => t.app.inject({ method: 'POST', url: api('/users/password-reset'), payload: { email: 'someone@example.test' } });
      assert.deepEqual([(await ask()).statusCode, (await ask()).statusCode, (await ask()).statusCode], [202, 202, 429]);
      const confirm = () =>
        t.app.inject({ method: 'POST', url: api('/users/password-reset/confirm'), payload: { token: 'guess', password: 'secret123' } });
      assert.deepEqual([(await confirm()).statusCode, (await confirm()).statusCode, (await confirm()).statusCode], [400, 400, 429]);
    } finally {
      await t.close();
    }
  });
});
