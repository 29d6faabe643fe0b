import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';

import type { SignedInSession } from '@portal/contracts';

import { api, createTestApp, type TestApp } from '../../test/test-app';
import { memoryMailer } from '../mail/mailer';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PASSWORD = 'secret123';

describe('signed-in sessions', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  before(async () => {
    t = await createTestApp({ mailer });
  });
  after(async () => {
    await t.close();
  });

  /** A fresh account through the API: its e-mail and the sign-up's cookie (this browser). */
  async function register() {
    const email = `${randomUUID()}@example.test`;
    const reply = await t.app.inject({
      method: 'POST',
      url: api('/users/register'),
      payload: { full_name: 'Session Tester', email, phone_number: '+923001234567', password: PASSWORD },
    });
    assert.equal(reply.statusCode, 201, reply.body);
    return { email, userId: reply.json<{ user: { user_id: string } }>().user.user_id, cookie: cookieOf(reply.headers['set-cookie']) };
  }

  const cookieOf = (header: unknown) => String(header).split(';')[0]!;

  /** Signs in as a browser would: with its cookie, if it has one. */
  async function login(email: string, cookie?: string) {
    const reply = await t.app.inject({
      method: 'POST',
      url: api('/users/login'),
      headers: { 'user-agent': CHROME_ON_WINDOWS, ...(cookie ? { cookie } : {}) },
      payload: { email, password: PASSWORD },
    });
    assert.equal(reply.statusCode, 200, reply.body);
    const token = reply.json<{ token: string }>().token;
    return { token, headers: { authorization: `Bearer ${token}` }, cookie: cookie ?? cookieOf(reply.headers['set-cookie']) };
  }

  const listSessions = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: api('/sessions'), headers });
  const memberships = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: api('/memberships'), headers });

  it('lists the person’s sessions with browser and address, marking the current one', async () => {
    const { email } = await register();
    const first = await login(email);
    await login(email);
    const reply = await listSessions(first.headers);
    assert.equal(reply.statusCode, 200);
    const sessions = reply.json<SignedInSession[]>();
    // The sign-up's session and two sign-ins.
    assert.equal(sessions.length, 3);
    assert.equal(sessions.filter((session) => session.current).length, 1);
    assert.ok(sessions.some((session) => session.browser === 'Chrome on Windows' && session.ip_address === '127.0.0.1'));
  });

  it('signs a person in on several browsers at the same moment, each with a session of its own', async () => {
    const { email } = await register();
    // Each sign-in clears the person's expired sessions as it starts one; a session being started
    // (not yet given its token's expiry) is not one of them.
    const signedIn = await Promise.all(Array.from({ length: 8 }, () => login(email)));
    const reply = await listSessions(signedIn[0]!.headers);
    assert.equal(reply.statusCode, 200);
    assert.equal(reply.json<SignedInSession[]>().length, 9);
  });

  it('refuses a signed-out session’s token at once, with 401', async () => {
    const { email } = await register();
    const here = await login(email);
    const there = await login(email);
    assert.equal((await memberships(there.headers)).statusCode, 200);
    const theirs = (await listSessions(there.headers)).json<SignedInSession[]>().find((session) => session.current)!;
    const end = await t.app.inject({ method: 'DELETE', url: api(`/sessions/${theirs.session_id}`), headers: here.headers });
    assert.equal(end.statusCode, 200);
    const refused = await memberships(there.headers);
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.json<{ message: string }>().message, 'Your session has ended. Please sign in again.');
    assert.equal((await memberships(here.headers)).statusCode, 200);
  });

  it('ends the session on the server at Log Out', async () => {
    const { email } = await register();
    const session = await login(email);
    const logout = await t.app.inject({ method: 'POST', url: api('/users/logout'), headers: session.headers });
    assert.equal(logout.statusCode, 200);
    assert.equal((await memberships(session.headers)).statusCode, 401);
  });

  it('signs out everywhere: every session of the person, and no one else’s', async () => {
    const { email } = await register();
    const here = await login(email);
    const there = await login(email);
    const someoneElse = await login((await register()).email);
    const reply = await t.app.inject({ method: 'DELETE', url: api('/sessions'), headers: here.headers });
    assert.equal(reply.statusCode, 200);
    assert.equal((await memberships(there.headers)).statusCode, 401);
    assert.equal((await memberships(here.headers)).statusCode, 401);
    assert.equal((await memberships(someoneElse.headers)).statusCode, 200);
  });

  it("does not let a person end another person's session", async () => {
    const mine = await login((await register()).email);
    const theirs = await login((await register()).email);
    const theirSession = (await listSessions(theirs.headers)).json<SignedInSession[]>().find((session) => session.current)!;
    const reply = await t.app.inject({ method: 'DELETE', url: api(`/sessions/${theirSession.session_id}`), headers: mine.headers });
    assert.equal(reply.statusCode, 404);
    assert.equal((await memberships(theirs.headers)).statusCode, 200);
    assert.ok(
      (await listSessions(mine.headers)).json<SignedInSession[]>().every((session) => session.session_id !== theirSession.session_id),
    );
  });

  it('e-mails a sign-in from a browser the person has not used, not one from a known browser', async () => {
    const { email, cookie } = await register();
    const newSignIns = () => mailer.outbox.filter((mail) => mail.to === email && mail.subject === 'New sign-in to your account');
    await login(email, cookie);
    assert.equal(newSignIns().length, 0, 'the browser the account was made in');
    const elsewhere = await login(email);
    assert.equal(newSignIns().length, 1);
    assert.match(newSignIns()[0]!.text, /Browser: Chrome on Windows/);
    assert.match(newSignIns()[0]!.text, /Address: 127\.0\.0\.1/);
    await login(email, elsewhere.cookie);
    assert.equal(newSignIns().length, 1, 'that browser is known now');
  });

  it("writes that e-mail in the person's language: Urdu right to left, the browser and address isolated", async () => {
    const { email } = await register();
    await t.db.query("UPDATE users SET language = 'ur' WHERE email = $1", [email]);
    await login(email);
    const mail = mailer.outbox.filter((sent) => sent.to === email).at(-1)!;
    assert.equal(mail.subject, 'آپ کے اکاؤنٹ میں نیا سائن اِن');
    assert.ok(mail.text.startsWith('السلام علیکم،\n\n'), mail.text);
    assert.ok(mail.text.includes('براؤزر: \u2068Chrome on Windows\u2069'), mail.text);
    assert.ok(mail.text.includes('ایڈریس: \u2068127.0.0.1\u2069'), mail.text);
    assert.match(mail.text, /وقت: \d{1,2} \p{Script=Arabic}+، \d{4} کو \d{1,2}:\d{2} \p{Script=Arabic}+ \(پاکستان کا وقت\)/u);
    assert.doesNotMatch(mail.text, /Browser|Time|AM|PM/);
    assert.ok(mail.html.startsWith('<div dir="rtl" lang="ur">'), mail.html);
  });
});
