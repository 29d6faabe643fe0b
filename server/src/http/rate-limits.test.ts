import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { MESSAGE_FILE_FIELD } from '@portal/contracts';

import { listingBody } from '../../test/listing-factory';
import { multipartRequest } from '../../test/sample-profiles';
import { api, createTestApp, signUpSupplier, type TestApp } from '../../test/test-app';

/** Runs `attempt` n times in order and answers the statuses. */
async function statuses(n: number, attempt: (i: number) => Promise<{ statusCode: number }>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < n; i += 1) seen.push((await attempt(i)).statusCode);
  return seen;
}

async function withApp(env: Record<string, string>, fn: (t: TestApp) => Promise<void>): Promise<void> {
  const t = await createTestApp({ env });
  try {
    await fn(t);
  } finally {
    await t.close();
  }
}

const login = (t: TestApp, email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: api('/users/login'), headers, payload: { email, password: 'wrong-pass' } });

describe('rate limits', () => {
  it('counts sign-ins by the socket address: a forged X-Forwarded-For does not start a new count', () =>
    withApp({ LOGIN_RATE_LIMIT: '3' }, async (t) => {
      const seen = await statuses(5, (i) => login(t, 'x@example.test', { 'x-forwarded-for': `203.0.113.${i}` }));
      assert.deepEqual(seen, [401, 401, 401, 429, 429]);
    }));

  it('counts by the forwarded address only behind a proxy named in TRUST_PROXY', () =>
    withApp({ LOGIN_RATE_LIMIT: '3', TRUST_PROXY: '127.0.0.1' }, async (t) => {
      const seen = await statuses(5, (i) => login(t, 'x@example.test', { 'x-forwarded-for': `203.0.113.${i}` }));
      assert.deepEqual(seen, [401, 401, 401, 401, 401]);
      assert.deepEqual(await statuses(4, () => login(t, 'x@example.test', { 'x-forwarded-for': '203.0.113.99' })), [401, 401, 401, 429]);
    }));

  it('believes X-Forwarded-For only from the proxy named in TRUST_PROXY, not from another peer', () =>
    withApp({ LOGIN_RATE_LIMIT: '3', TRUST_PROXY: '127.0.0.1' }, async (t) => {
      const fromAnotherPeer = (i: number) =>
        t.app.inject({
          method: 'POST',
          url: api('/users/login'),
          remoteAddress: '127.0.0.2',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
          payload: { email: 'x@example.test', password: 'wrong-pass' },
        });
      assert.deepEqual(await statuses(4, fromAnotherPeer), [401, 401, 401, 429]);
    }));

  it('counts the e-mail as stored, whatever its case and surrounding spaces', () =>
    withApp({ LOGIN_RATE_LIMIT: '3' }, async (t) => {
      const spellings = ['owner@karakoram.test', 'OWNER@Karakoram.test', ' owner@karakoram.test ', 'Owner@karakoram.TEST\t'];
      assert.deepEqual(await statuses(4, (i) => login(t, spellings[i]!)), [401, 401, 401, 429]);
      assert.equal((await login(t, 'someone-else@karakoram.test')).statusCode, 401, 'another e-mail has its own count');
    }));

  it('limits sign-ins from one address across e-mails (one password tried on many accounts), not other addresses', () =>
    withApp({ LOGIN_ADDRESS_RATE_LIMIT: '3', TRUST_PROXY: '127.0.0.1' }, async (t) => {
      const spray = (i: number) => login(t, `victim${i}@example.test`, { 'x-forwarded-for': '203.0.113.7' });
      assert.deepEqual(await statuses(5, spray), [401, 401, 401, 429, 429]);
      const refused = await spray(9);
      assert.match(refused.json<{ message: string }>().message, /^Too many requests\. Please try again in \d+ minutes?\.$/);
      assert.ok(Number(refused.headers['retry-after']) > 0, 'Retry-After says when');
      assert.equal(
        (await login(t, 'victim1@example.test', { 'x-forwarded-for': '203.0.113.8' })).statusCode,
        401,
        'another address has its own count',
      );
    }));

  it('answers an unknown e-mail as slowly as a known one (the same password hash is computed)', () =>
    withApp({ SCRYPT_LOG_N: '15' }, async (t) => {
      await t.app.inject({
        method: 'POST',
        url: api('/users/register'),
        payload: { full_name: 'Known', email: 'known@example.test', phone_number: '+923001234567', password: 'secret123' },
      });
      // Alternating turns and the fastest of each: load on the machine only ever adds time, so the
      // fastest turn is the hash's own cost. Without the hash an unknown e-mail answers in ~1 ms.
      const fastest = { known: Infinity, unknown: Infinity };
      for (let i = 0; i < 5; i += 1) {
        for (const [who, email] of [
          ['known', 'known@example.test'],
          ['unknown', 'nobody-here@example.test'],
        ] as const) {
          const started = performance.now();
          assert.equal((await login(t, email)).statusCode, 401);
          fastest[who] = Math.min(fastest[who], performance.now() - started);
        }
      }
      assert.ok(
        fastest.unknown > fastest.known * 0.5,
        `unknown ${fastest.unknown.toFixed(0)} ms against known ${fastest.known.toFixed(0)} ms`,
      );
    }));

  it('limits registrations from one address', () =>
    withApp({ REGISTER_RATE_LIMIT: '2' }, async (t) => {
      const register = (i: number) =>
        t.app.inject({
          method: 'POST',
          url: api('/users/register'),
          payload: { full_name: `P ${i}`, email: `p${i}@example.test`, phone_number: '+923001234567', password: 'secret123' },
        });
      assert.deepEqual(await statuses(3, register), [201, 201, 429]);
      const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      assert.equal(row!.n, 2);
    }));

  it("limits guesses at an account's current password (password and bank account changes), per account", () =>
    withApp({ PASSWORD_RATE_LIMIT: '2' }, async (t) => {
      // Bank details are the business's (bank.manage): the account has finished sign-up.
      const me = await signUpSupplier(t.app);
      const guess = () =>
        t.app.inject({
          method: 'PUT',
          url: api(`/users/${me.userId}`),
          headers: me.headers,
          payload: { password: 'brand-new1', current_password: 'guess-1' },
        });
      assert.deepEqual(await statuses(3, guess), [400, 400, 429]);
      const bank = {
        bank: 'Meezan Bank',
        branchCode: '0101',
        accountTitle: 'K',
        accountNumber: '01020304050607',
        iban: 'PK36MEZN0001020304050607',
        current_password: 'guess-2',
      };
      const bankGuess = () => t.app.inject({ method: 'PUT', url: api(`/users/bank/${me.userId}`), headers: me.headers, payload: bank });
      assert.deepEqual(await statuses(3, bankGuess), [400, 400, 429]);
      const other = await signUpSupplier(t.app, { supplier: false });
      const theirs = await t.app.inject({
        method: 'PUT',
        url: api(`/users/${other.userId}`),
        headers: other.headers,
        payload: { password: 'brand-new1', current_password: 'guess-1' },
      });
      assert.equal(theirs.statusCode, 400, 'another account has its own count');
    }));

  it('limits e-mail verification links opened from one address', () =>
    withApp({ VERIFY_EMAIL_RATE_LIMIT: '2' }, async (t) => {
      const open = (i: number) => t.app.inject({ method: 'GET', url: api(`/users/verify-email?token=guess-${i}`) });
      assert.deepEqual(await statuses(3, open), [400, 400, 429]);
    }));

  it('limits the tickets one account opens, and its responses to them; another account has its own count', () =>
    withApp({ TICKET_RATE_LIMIT: '2', TICKET_RESPONSE_RATE_LIMIT: '2' }, async (t) => {
      const me = await signUpSupplier(t.app);
      const open = (who = me) =>
        t.app.inject({
          method: 'POST',
          url: api('/support'),
          headers: who.headers,
          payload: { related_to: 'Technical', subject: 'Photos', description: 'They do not upload.' },
        });
      assert.deepEqual(await statuses(3, () => open()), [201, 201, 429]);
      const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_tickets');
      assert.equal(row!.n, 2, 'the refused ticket was not opened');
      assert.equal((await open(await signUpSupplier(t.app))).statusCode, 201);
      const [ticket] = await t.db.query<{ ticket_id: string }>('SELECT ticket_id FROM support_tickets LIMIT 1');
      const respond = () =>
        t.app.inject({
          method: 'PATCH',
          url: api(`/support/${ticket!.ticket_id}`),
          headers: me.headers,
          payload: { admin_responses: 'More detail.' },
        });
      assert.deepEqual(await statuses(3, respond), [200, 200, 429]);
    }));

  it('limits the listings one account creates and duplicates', () =>
    withApp({ LISTING_RATE_LIMIT: '1' }, async (t) => {
      const me = await signUpSupplier(t.app);
      const body = await listingBody(t.app, me.headers, 'tour');
      const create = () => t.app.inject({ method: 'POST', url: api('/listings'), headers: me.headers, payload: body });
      const [created, refused] = [await create(), await create()];
      assert.deepEqual([created.statusCode, refused.statusCode], [201, 429]);
      const duplicate = () =>
        t.app.inject({
          method: 'POST',
          url: api(`/listings/${created.json<{ listing_id: string }>().listing_id}/duplicate`),
          headers: me.headers,
        });
      assert.deepEqual(await statuses(2, duplicate), [201, 429]);
    }));

  it('limits the messages one account sends, counted before the message is read', () =>
    withApp({ MESSAGE_RATE_LIMIT: '2' }, async (t) => {
      const me = await signUpSupplier(t.app);
      const fields = { booking_id: '00000000-0000-4000-8000-000000000000', sender_id: me.userId, receiver_id: me.userId, message: 'Hello' };
      const send = () => {
        const request = multipartRequest(api('/chatting'), { fields, field: MESSAGE_FILE_FIELD });
        return t.app.inject({ ...request, headers: { ...request.headers, ...me.headers } });
      };
      assert.deepEqual(await statuses(3, send), [400, 400, 429]);
    }));

  it('documents 429 on the limited routes', () =>
    withApp({}, async (t) => {
      const { paths } = (await t.app.inject({ method: 'GET', url: api('/openapi.json') })).json<{
        paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      }>();
      for (const [path, method] of [
        ['/users/login', 'post'],
        ['/support', 'post'],
        ['/support/{id}', 'patch'],
        ['/chatting', 'post'],
        ['/listings', 'post'],
        ['/listings/{id}/duplicate', 'post'],
      ] as const) {
        assert.ok(paths[`/api/v1${path}`]![method]!.responses['429'], `${method} ${path}`);
      }
      assert.equal(paths['/api/v1/listings/{id}']!.get!.responses['429'], undefined, 'a route without a limit');
    }));
});
