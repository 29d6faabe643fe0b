import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { FastifyInstance } from 'fastify';

import { multipartFiles, PNG_BYTES } from '../../test/sample-profiles';
import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';

const PDF = Buffer.from('%PDF-1.4\n%test\n');

/** POST uploads with one file as `who`, as the browser sends it; answers the URL the server issued. */
async function upload(app: FastifyInstance, who: SignedIn, bytes: Buffer, filename: string): Promise<string> {
  const reply = await app.inject(multipartFiles([{ name: filename, bytes }], who.headers));
  assert.equal(reply.statusCode, 201, reply.body);
  return reply.json<{ urls: string[] }>().urls[0]!;
}

// The user routes need no supplier registration; a bare account keeps these tests about users only.
const signUpUser = (app: FastifyInstance) => signUpSupplier(app, { supplier: false });

const validBank = {
  bank: 'Meezan Bank',
  branchCode: '0101',
  accountTitle: 'Karakoram Tours',
  accountNumber: '01020304050607',
  iban: 'pk36 mezn 0001 0203 0405 0607',
};

describe('password change', () => {
  let t: TestApp;
  let me: SignedIn;
  before(async () => {
    t = await createTestApp();
    me = await signUpUser(t.app);
  });
  after(async () => {
    await t.close();
  });

  const change = (body: object, who: SignedIn = me, id = me.userId) =>
    t.app.inject({ method: 'PUT', url: api(`/users/${id}`), headers: who.headers, payload: body });
  const emailOf = async () =>
    (await t.app.inject({ method: 'GET', url: api(`/users/${me.userId}`), headers: me.headers })).json<{ email: string }>().email;

  it('refuses a wrong current password with 400 and a clear message', async () => {
    const reply = await change({ password: 'brand-new1', current_password: 'not-it' });
    assert.equal(reply.statusCode, 400);
    assert.equal(reply.json<{ message: string }>().message, 'Current password is incorrect.');
  });

  it('refuses a short new password with the sign-up rule', async () => {
    const reply = await change({ password: '123', current_password: 'secret123' });
    assert.equal(reply.statusCode, 400);
    const { errors } = reply.json<{ errors: { field: string; message: string }[] }>();
    assert.deepEqual(errors, [{ field: 'password', message: 'Password must be at least 6 characters long.' }]);
  });

  it('refuses a missing current password', async () => {
    const reply = await change({ password: 'brand-new1' });
    assert.equal(reply.statusCode, 400);
  });

  it("refuses to change another user's password", async () => {
    const other = await signUpUser(t.app);
    const reply = await change({ password: 'brand-new1', current_password: 'secret123' }, other);
    assert.equal(reply.statusCode, 403);
  });

  it('changes the password; the old one no longer signs in, the new one does', async () => {
    const email = await emailOf();
    const reply = await change({ password: 'brand-new1', current_password: 'secret123' });
    assert.equal(reply.statusCode, 200);
    assert.equal(reply.json<{ message: string }>().message, 'Password changed successfully');
    const oldLogin = await t.app.inject({ method: 'POST', url: api('/users/login'), payload: { email, password: 'secret123' } });
    const newLogin = await t.app.inject({ method: 'POST', url: api('/users/login'), payload: { email, password: 'brand-new1' } });
    assert.equal(oldLogin.statusCode, 401);
    assert.equal(newLogin.statusCode, 200);
  });
});

describe('sessions after a password change', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  const getMe = (userId: string, token: string) =>
    t.app.inject({ method: 'GET', url: api(`/users/${userId}`), headers: { authorization: `Bearer ${token}` } });

  it('ends every session signed before it, even one this instance has just verified, and the new token goes on', async () => {
    const me = await signUpUser(t.app);
    const email = (await getMe(me.userId, me.token)).json<{ email: string }>().email;
    const elsewhere = (await t.app.inject({ method: 'POST', url: api('/users/login'), payload: { email, password: 'secret123' } })).json<{
      token: string;
    }>().token;
    // Both tokens are in use (and so in the verified-token cache) when the password changes.
    assert.equal((await getMe(me.userId, me.token)).statusCode, 200);
    assert.equal((await getMe(me.userId, elsewhere)).statusCode, 200);
    const reply = await t.app.inject({
      method: 'PUT',
      url: api(`/users/${me.userId}`),
      headers: me.headers,
      payload: { password: 'brand-new1', current_password: 'secret123' },
    });
    assert.equal(reply.statusCode, 200);
    for (const old of [me.token, elsewhere]) {
      const refused = await getMe(me.userId, old);
      assert.equal(refused.statusCode, 401);
      assert.equal(refused.json<{ message: string }>().message, 'Your session has ended. Please sign in again.');
    }
    assert.equal((await getMe(me.userId, reply.json<{ token: string }>().token)).statusCode, 200);
  });
});

describe('bank account', () => {
  let t: TestApp;
  let me: SignedIn;
  before(async () => {
    t = await createTestApp();
    // Bank details are the business's (bank.manage): an account that has finished sign-up.
    me = await signUpSupplier(t.app);
  });
  after(async () => {
    await t.close();
  });

  // Every change carries the current password unless a test says otherwise.
  const save = (body: object, who: SignedIn = me) =>
    t.app.inject({
      method: 'PUT',
      url: api(`/users/bank/${me.userId}`),
      headers: who.headers,
      payload: { current_password: 'secret123', ...body },
    });
  const savedAccount = async () =>
    (await t.app.inject({ method: 'GET', url: api(`/users/${me.userId}`), headers: me.headers })).json<{ bank_account: unknown }>()
      .bank_account;

  it('asks for the current password and refuses a wrong one, changing nothing', async () => {
    const before = await savedAccount();
    const missing = await save({ ...validBank, current_password: undefined });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json<{ errors: unknown }>().errors, [
      { field: 'current_password', message: 'Enter your current password to change where payouts go.' },
    ]);
    const wrong = await save({ ...validBank, iban: 'PK00ATTK0000000000000000', current_password: 'not-it-1' });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json(), {
      message: 'Current password is incorrect.',
      errors: [{ field: 'current_password', message: 'Current password is incorrect.' }],
    });
    assert.deepEqual(await savedAccount(), before);
  });

  it('saves a valid account, normalising the IBAN, and GET users/:id shows it (never the password)', async () => {
    const reply = await save(validBank);
    assert.equal(reply.body.includes('secret123'), false);
    assert.equal(reply.statusCode, 200);
    const expected = { ...validBank, iban: 'PK36MEZN0001020304050607' };
    assert.deepEqual(reply.json<{ bank_account: unknown }>().bank_account, expected);
    const user = await t.app.inject({ method: 'GET', url: api(`/users/${me.userId}`), headers: me.headers });
    assert.deepEqual(user.json<{ bank_account: unknown }>().bank_account, expected);
  });

  it('refuses an IBAN that is not PK followed by 22 characters', async () => {
    for (const iban of ['GB29NWBK60161331926819', 'PK36MEZN000102030405060', 'PK36MEZN00010203040506071']) {
      const reply = await save({ ...validBank, iban });
      assert.equal(reply.statusCode, 400, iban);
      assert.deepEqual(reply.json<{ errors: unknown }>().errors, [
        { field: 'iban', message: 'A Pakistani IBAN is PK followed by 22 characters.' },
      ]);
    }
  });

  it('refuses missing and malformed fields, each with its message', async () => {
    const reply = await save({ bank: '', branchCode: '12', accountTitle: ' ', accountNumber: 'abc', iban: validBank.iban });
    assert.equal(reply.statusCode, 400);
    const fields = reply
      .json<{ errors: { field: string }[] }>()
      .errors.map((e) => e.field)
      .sort();
    assert.deepEqual(fields, ['accountNumber', 'accountTitle', 'bank', 'branchCode']);
  });

  it("refuses another user's id", async () => {
    const other = await signUpUser(t.app);
    assert.equal((await save(validBank, other)).statusCode, 403);
  });
});

describe('profile photo', () => {
  let t: TestApp;
  let me: SignedIn;
  before(async () => {
    t = await createTestApp();
    me = await signUpUser(t.app);
  });
  after(async () => {
    await t.close();
  });

  const setPhoto = (profile_photo: string, who: SignedIn = me) =>
    t.app.inject({ method: 'PUT', url: api(`/users/profile-image/${me.userId}`), headers: who.headers, payload: { profile_photo } });

  it('sets an uploaded image as the photo', async () => {
    const url = await upload(t.app, me, PNG_BYTES, 'me.png');
    const reply = await setPhoto(url);
    assert.equal(reply.statusCode, 200);
    assert.equal(reply.json<{ profile_photo: string }>().profile_photo, url);
  });

  it('refuses an uploaded file that is not an image, even named .png', async () => {
    const url = await upload(t.app, me, PDF, 'fake.png');
    const reply = await setPhoto(url);
    assert.equal(reply.statusCode, 400);
    assert.equal(reply.json<{ message: string }>().message, 'The profile photo must be an image uploaded to this portal.');
  });

  it('refuses a URL this server did not issue', async () => {
    assert.equal((await setPhoto('https://example.com/cat.png')).statusCode, 400);
    assert.equal((await setPhoto('http://localhost:4000/api/v1/files/00000000-0000-0000-0000-000000000000.png')).statusCode, 400);
    assert.equal((await setPhoto('data:image/png;base64,AAAA')).statusCode, 400);
  });

  it("refuses another account's image", async () => {
    const other = await signUpUser(t.app);
    const theirs = await upload(t.app, other, PNG_BYTES, 'theirs.png');
    const reply = await setPhoto(theirs);
    assert.equal(reply.statusCode, 400);
    assert.equal(reply.json<{ message: string }>().message, 'The profile photo must be an image uploaded to this portal.');
  });

  it("refuses another user's id", async () => {
    const url = await upload(t.app, me, PNG_BYTES, 'me.png');
    const other = await signUpUser(t.app);
    assert.equal((await setPhoto(url, other)).statusCode, 403);
  });
});
