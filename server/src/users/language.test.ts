import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';

describe("the member's language (issue 40)", () => {
  let t: TestApp;
  let me: SignedIn;
  before(async () => {
    t = await createTestApp();
    me = await signUpSupplier(t.app, { supplier: false });
  });
  after(async () => {
    await t.close();
  });

  const choose = (language: unknown, who: SignedIn = me, id = me.userId) =>
    t.app.inject({ method: 'PUT', url: api(`/users/language/${id}`), headers: who.headers, payload: { language } });

  it('is English until chosen, and remembered once chosen', async () => {
    const before = await t.app.inject({ method: 'GET', url: api(`/users/${me.userId}`), headers: me.headers });
    assert.equal(before.json<{ language: string }>().language, 'en');
    const saved = await choose('ur');
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json<{ language: string }>().language, 'ur');
    const read = await t.app.inject({ method: 'GET', url: api(`/users/${me.userId}`), headers: me.headers });
    assert.equal(read.json<{ language: string }>().language, 'ur');
  });

  it('refuses a language the portal does not speak, and another member', async () => {
    const refused = await choose('fr');
    assert.equal(refused.statusCode, 400);
    const other = await signUpSupplier(t.app, { supplier: false });
    const foreign = await choose('ur', other, me.userId);
    assert.ok([403, 404].includes(foreign.statusCode), foreign.body);
  });

  it("answers the sign-in's refusal in the language asked for, and in English as before", async () => {
    const login = (acceptLanguage?: string) =>
      t.app.inject({
        method: 'POST',
        url: api('/users/login'),
        headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
        payload: { email: 'nobody@example.test', password: 'wrong-password' },
      });
    assert.equal((await login()).json<{ message: string }>().message, 'Invalid email or password');
    assert.equal((await login('en-GB,en;q=0.9')).json<{ message: string }>().message, 'Invalid email or password');
    assert.equal((await login('ur,en;q=0.8')).json<{ message: string }>().message, 'ای میل یا پاس ورڈ درست نہیں');
  });
});
