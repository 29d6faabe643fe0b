import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { api, createTestApp, signUpSupplier, type TestApp } from '../../test/test-app';

describe('e-mail check of sign-up (POST users/email-check)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ env: { REGISTER_RATE_LIMIT: '6' } });
  });
  after(async () => {
    await t.close();
  });

  const check = (email: unknown, password: unknown = 'secret123') =>
    t.app.inject({ method: 'POST', url: api('/users/email-check'), payload: { email, password } });
  const emailOf = async (userId: string, headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: api(`/users/${userId}`), headers })).json<{ email: string }>().email;

  it("answers whether users/register would take the e-mail: free, another's (any case), or the same person's unfinished sign-up", async () => {
    const supplier = await signUpSupplier(t.app);
    const unfinished = await signUpSupplier(t.app, { supplier: false });
    assert.deepEqual((await check('nobody-yet@example.test')).json(), { available: true });
    assert.deepEqual((await check(` ${(await emailOf(supplier.userId, supplier.headers)).toUpperCase()} `)).json(), { available: false });
    // The account its uploads made: the same password continues it, another does not.
    const begun = await emailOf(unfinished.userId, unfinished.headers);
    assert.deepEqual((await check(begun)).json(), { available: true });
    assert.deepEqual((await check(begun, 'not-mine1')).json(), { available: false });
  });

  it('answers 400 for a malformed request and, like users/register, 429 past the limit of one address', async () => {
    const malformed = await check('not-an-email', '');
    assert.equal(malformed.statusCode, 400);
    const fields = malformed
      .json<{ errors: { field: string }[] }>()
      .errors.map((e) => e.field)
      .sort();
    assert.deepEqual(fields, ['email', 'password']);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await check(`limit${i}@example.test`)).statusCode);
    assert.equal(statuses.at(-1), 429);
  });
});
