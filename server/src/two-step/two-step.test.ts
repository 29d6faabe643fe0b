import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { generate } from 'otplib';

import {
  type LoginReply,
  type RecoveryCodes,
  type SignInReply,
  TWO_STEP_CHALLENGE_ENDED_MESSAGE,
  TWO_STEP_NOT_PENDING_MESSAGE,
  TWO_STEP_WRONG_CODE_MESSAGE,
  TWO_STEP_WRONG_PASSWORD_MESSAGE,
  type TwoStepSetup,
  type TwoStepStatus,
} from '@portal/contracts';

import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';

const PASSWORD = 'secret123';

/** The app's code now, or `stepsAhead` time steps later (a later code is one the server has not taken yet). */
const codeOf = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

describe('two-step sign-in (TOTP)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, headers?: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url: api(path), headers, ...(payload ? { payload } : {}) });
  const emailOf = async (me: SignedIn) => (await call('GET', `/users/${me.userId}`, me.headers)).json<{ email: string }>().email;
  const login = async (email: string) => {
    const reply = await call('POST', '/users/login', undefined, { email, password: PASSWORD });
    assert.equal(reply.statusCode, 200, reply.body);
    return reply.json<SignInReply>();
  };
  const challengeOf = async (email: string) => {
    const reply = await login(email);
    assert.equal(reply.two_step, 'code');
    return reply.challenge;
  };
  const second = (challenge: string, code: string) => call('POST', '/users/login/two-step', undefined, { challenge, code });

  /** A supplier whose owner has turned two-step on: its e-mail, secret and recovery codes. */
  async function withTwoStep() {
    const me = await signUpSupplier(t.app);
    const setup = await call('POST', '/users/two-step/setup', me.headers);
    assert.equal(setup.statusCode, 201, setup.body);
    const { secret } = setup.json<TwoStepSetup>();
    const confirmed = await call('POST', '/users/two-step/confirm', me.headers, { code: await codeOf(secret) });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    return { me, email: await emailOf(me), secret, recoveryCodes: confirmed.json<RecoveryCodes>().recovery_codes };
  }

  it('sets up with an otpauth address, refuses a wrong first code, then answers ten recovery codes once', async () => {
    const me = await signUpSupplier(t.app);
    const email = await emailOf(me);
    const early = await call('POST', '/users/two-step/confirm', me.headers, { code: '123456' });
    assert.equal(early.statusCode, 409, 'a code before any set-up');
    assert.equal(early.json<{ message: string }>().message, TWO_STEP_NOT_PENDING_MESSAGE);
    const setup = (await call('POST', '/users/two-step/setup', me.headers)).json<TwoStepSetup>();
    assert.match(setup.secret, /^[A-Z2-7]{32}$/);
    assert.equal(
      setup.otpauth_uri,
      `otpauth://totp/Supplier%20Portal:${encodeURIComponent(email)}?secret=${setup.secret}&issuer=Supplier%20Portal`,
    );

    const wrongCode = String((Number(await codeOf(setup.secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await call('POST', '/users/two-step/confirm', me.headers, { code: wrongCode });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json(), {
      message: TWO_STEP_WRONG_CODE_MESSAGE,
      errors: [{ field: 'code', message: TWO_STEP_WRONG_CODE_MESSAGE }],
    });
    const malformed = await call('POST', '/users/two-step/confirm', me.headers, { code: '12ab' });
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json<{ errors: { field: string }[] }>().errors[0]!.field, 'code');
    assert.equal((await login(email)).two_step, undefined, 'an unconfirmed set-up changes nothing at sign-in');

    const confirmed = await call('POST', '/users/two-step/confirm', me.headers, { code: await codeOf(setup.secret) });
    const codes = confirmed.json<RecoveryCodes>().recovery_codes;
    assert.equal(codes.length, 10);
    assert.equal(new Set(codes).size, 10);
    codes.forEach((code) => assert.match(code, /^[a-z2-9]{5}-[a-z2-9]{5}$/));
    assert.deepEqual((await call('GET', '/users/two-step', me.headers)).json<TwoStepStatus>(), {
      enabled: true,
      recovery_codes_left: 10,
      required: false,
    });
    assert.equal((await call('POST', '/users/two-step/setup', me.headers)).statusCode, 409, 'no second set-up while on');
    const again = await call('POST', '/users/two-step/confirm', me.headers, { code: await codeOf(setup.secret, 1) });
    assert.equal(again.statusCode, 409, 'no second confirmation while on');
    // Only hashes are kept.
    const stored = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM two_step_recovery_codes WHERE user_id = $1', [me.userId]);
    assert.equal(stored.filter((row) => codes.includes(row.code_hash)).length, 0);
  });

  it('signs in in two steps: the challenge is no session, a wrong or replayed code is refused', async () => {
    const { email, secret } = await withTwoStep();
    const first = await login(email);
    assert.equal(first.two_step, 'code');
    assert.equal('token' in first, false);
    const { challenge } = first;
    assert.equal((await call('GET', '/users/two-step', { authorization: `Bearer ${challenge}` })).statusCode, 401);

    const wrong = await second(challenge, '000000');
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json<{ message: string }>().message, TWO_STEP_WRONG_CODE_MESSAGE);

    const code = await codeOf(secret, 1);
    const signedIn = await second(challenge, code);
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    const { token, user } = signedIn.json<LoginReply>();
    assert.equal(user.email, email);
    assert.equal((await call('GET', '/users/two-step', { authorization: `Bearer ${token}` })).statusCode, 200);
    assert.equal((await second(challenge, code)).statusCode, 401, 'a challenge signs in once');

    const replayed = await second(await challengeOf(email), code);
    assert.equal(replayed.statusCode, 400, 'the same code is not taken twice');
  });

  it('takes each recovery code once', async () => {
    const { me, email, recoveryCodes } = await withTwoStep();
    const [code] = recoveryCodes;
    assert.equal((await second(await challengeOf(email), code!.toUpperCase().replace('-', ' '))).statusCode, 200);
    const reused = await second(await challengeOf(email), code!);
    assert.equal(reused.statusCode, 400);
    assert.equal(reused.json<{ message: string }>().message, TWO_STEP_WRONG_CODE_MESSAGE);
    assert.equal((await call('GET', '/users/two-step', me.headers)).json<TwoStepStatus>().recovery_codes_left, 9);
  });

  it('ends a challenge when it expires, and after five wrong codes', async () => {
    const { email, recoveryCodes } = await withTwoStep();
    const expired = await challengeOf(email);
    await t.db.query("UPDATE two_step_challenges SET expires_at = now() - interval '1 second'");
    const late = await second(expired, recoveryCodes[0]!);
    assert.equal(late.statusCode, 401);
    assert.equal(late.json<{ message: string }>().message, TWO_STEP_CHALLENGE_ENDED_MESSAGE);

    const guessed = await challengeOf(email);
    for (let i = 0; i < 5; i += 1) assert.equal((await second(guessed, `00000${i}`)).statusCode, 400);
    assert.equal((await second(guessed, recoveryCodes[0]!)).statusCode, 401);
  });

  it('turns off only with the password and a code', async () => {
    const { me, email, secret } = await withTwoStep();
    const code = await codeOf(secret, 1);
    const wrongPassword = await call('POST', '/users/two-step/disable', me.headers, { password: 'not-it-1', code });
    assert.equal(wrongPassword.statusCode, 400);
    assert.equal(wrongPassword.json<{ message: string }>().message, TWO_STEP_WRONG_PASSWORD_MESSAGE);
    assert.equal((await call('POST', '/users/two-step/disable', me.headers, { password: PASSWORD, code: '000000' })).statusCode, 400);
    assert.equal((await call('POST', '/users/two-step/disable', me.headers, { password: PASSWORD })).statusCode, 400);
    const off = await call('POST', '/users/two-step/disable', me.headers, { password: PASSWORD, code });
    assert.equal(off.statusCode, 200, off.body);
    assert.equal(typeof ((await login(email)) as LoginReply).token, 'string');
    assert.equal((await call('POST', '/users/two-step/disable', me.headers, { password: PASSWORD, code })).statusCode, 409);
  });

  it("an owner's requirement asks members without two-step to set it up at sign-in", async () => {
    const owner = await signUpSupplier(t.app);
    const other = await signUpSupplier(t.app);
    const email = await emailOf(owner);
    assert.deepEqual((await call('GET', '/team/two-step', owner.headers)).json(), { required: false });
    const set = await call('PUT', '/team/two-step', owner.headers, { required: true });
    assert.deepEqual(set.json(), { required: true });
    assert.equal((await call('PUT', '/team/two-step', owner.headers, { required: 'yes' })).statusCode, 400);

    const asked = (await login(email)) as LoginReply & { two_step?: string };
    assert.equal(asked.two_step, 'setup');
    assert.equal(typeof asked.token, 'string');
    assert.equal((await call('GET', '/users/two-step', owner.headers)).json<TwoStepStatus>().required, true);
    assert.equal((await login(await emailOf(other))).two_step, undefined, "another business's members are not asked");
  });
});
