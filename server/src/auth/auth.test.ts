import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { CUSTOMER_ACCOUNT_MESSAGE, SUPPLIER_TERMS_VERSION } from '@portal/contracts';

import { makeCustomer } from '../../test/factories';
import { PNG_BYTES, uploadTestFile } from '../../test/sample-profiles';
import { api, createTestApp, signUpSupplier, type TestApp } from '../../test/test-app';
import { hashPassword } from './password';

const pick = (claims: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((key) => [key, claims[key]]));

describe('sign-in and registration', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  it('signs in with the right password and answers token, user id, supplier id and the Owner role', async () => {
    const supplier = await signUpSupplier(t.app);
    const user = await t.app.inject({ method: 'GET', url: api(`/users/${supplier.userId}`), headers: supplier.headers });
    const { email } = user.json<{ email: string }>();
    const login = await t.app.inject({
      method: 'POST',
      url: api('/users/login'),
      payload: { email: email.toUpperCase(), password: 'secret123' },
    });
    assert.equal(login.statusCode, 200);
    const body = login.json<{ message: string; token: string; user: { user_id: string; supplier_id: string; role: string } }>();
    assert.equal(body.message, 'Login successful');
    assert.equal(body.user.user_id, supplier.userId);
    assert.equal(body.user.supplier_id, supplier.supplierId);
    // Whoever signed the business up is its Owner (a trigger makes the membership).
    assert.equal(body.user.role, 'owner');
    assert.deepEqual(pick(t.app.jwt.decode<Record<string, unknown>>(body.token)!, ['sid', 'rol']), {
      sid: supplier.supplierId,
      rol: 'owner',
    });
    assert.ok(body.token.length > 20);
  });

  it('refuses a wrong password with 401 and a message', async () => {
    await signUpSupplier(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: api('/users/login'),
      payload: { email: 'nobody@example.test', password: 'wrong-one' },
    });
    assert.equal(login.statusCode, 401);
    assert.deepEqual(login.json(), { message: 'Invalid email or password' });
  });

  it('answers 400 with field errors in the spec wording for a malformed registration', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: api('/users/register'),
      payload: { full_name: '', email: 'not-an-email', phone_number: '+92300', password: '123' },
    });
    assert.equal(reply.statusCode, 400);
    const { errors } = reply.json<{ errors: { field: string; message: string }[] }>();
    assert.ok(errors.some((e) => e.field === 'email' && e.message === 'Please enter a valid email address.'));
    assert.ok(errors.some((e) => e.field === 'password' && e.message === 'Password must be at least 6 characters long.'));
  });

  it('answers a login or registration without a password with 400 naming the missing field', async () => {
    const login = await t.app.inject({ method: 'POST', url: api('/users/login'), payload: { email: 'someone@example.test' } });
    assert.equal(login.statusCode, 400);
    assert.deepEqual(login.json(), { message: 'Validation failed', errors: [{ field: 'password', message: 'password is required.' }] });
    const register = await t.app.inject({
      method: 'POST',
      url: api('/users/register'),
      payload: { full_name: 'No Password', email: 'nopassword@example.test', phone_number: '+923001234567' },
    });
    assert.equal(register.statusCode, 400);
    assert.deepEqual(register.json(), { message: 'Validation failed', errors: [{ field: 'password', message: 'password is required.' }] });
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: api('/users/login'),
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    assert.equal(reply.statusCode, 400);
    assert.equal(typeof reply.json<{ message: string }>().message, 'string');
  });

  it('never stores or returns the password in clear', async () => {
    const supplier = await signUpSupplier(t.app);
    const user = await t.app.inject({ method: 'GET', url: api(`/users/${supplier.userId}`), headers: supplier.headers });
    assert.equal(user.body.includes('secret123'), false);
    assert.equal('password_hash' in user.json<object>(), false);
    const [row] = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE user_id = $1', [supplier.userId]);
    assert.match(row!.password_hash, /^\$scrypt\$ln=10,r=8,p=1\$/); // the tests' cheap parameters
  });

  it('lets a person whose supplier step failed register again with the same e-mail and password', async () => {
    const payload = { full_name: 'Retry Person', email: 'retry@example.test', phone_number: '+923001112223', password: 'secret123' };
    const first = await t.app.inject({ method: 'POST', url: api('/users/register'), payload });
    const again = await t.app.inject({ method: 'POST', url: api('/users/register'), payload });
    assert.equal(again.statusCode, 200);
    assert.equal(again.json<{ user: { user_id: string } }>().user.user_id, first.json<{ user: { user_id: string } }>().user.user_id);
    const other = await t.app.inject({ method: 'POST', url: api('/users/register'), payload: { ...payload, password: 'different1' } });
    assert.equal(other.statusCode, 409);
  });
});

describe('authorization', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  it('refuses an unknown route without a token with 401', async () => {
    const reply = await t.app.inject({ method: 'GET', url: api('/no-such-route') });
    assert.equal(reply.statusCode, 401);
  });

  it('refuses a forged token', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: api('/users/00000000-0000-0000-0000-000000000000'),
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    assert.equal(reply.statusCode, 401);
  });

  it("refuses another supplier's user and supplier records", async () => {
    const mine = await signUpSupplier(t.app);
    const theirs = await signUpSupplier(t.app);
    const user = await t.app.inject({ method: 'GET', url: api(`/users/${theirs.userId}`), headers: mine.headers });
    const supplier = await t.app.inject({ method: 'GET', url: api(`/suppliers/${theirs.supplierId}`), headers: mine.headers });
    assert.equal(user.statusCode, 403);
    assert.equal(supplier.statusCode, 403);
  });

  it('refuses a token once it has expired, though it was accepted before', async () => {
    const mine = await signUpSupplier(t.app);
    const { ses } = t.app.jwt.decode<{ ses: string }>(mine.token)!;
    const token = t.app.jwt.sign({ sub: mine.userId, sid: mine.supplierId, mid: null, rol: null, ver: 0, ses }, { expiresIn: '2s' });
    const ask = () => t.app.inject({ method: 'GET', url: api(`/users/${mine.userId}`), headers: { authorization: `Bearer ${token}` } });
    assert.equal((await ask()).statusCode, 200);
    const { exp } = t.app.jwt.decode<{ exp: number }>(token)!;
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 50));
    const expired = await ask();
    assert.equal(expired.statusCode, 401);
    assert.equal(expired.json<{ message: string }>().message, 'Your session has expired. Please sign in again.');
  });

  it('answers 404 for an id that is not an id', async () => {
    const mine = await signUpSupplier(t.app);
    const reply = await t.app.inject({ method: 'GET', url: api('/users/12345'), headers: mine.headers });
    assert.equal(reply.statusCode, 404);
  });

  it('serves the OpenAPI document without a token', async () => {
    const reply = await t.app.inject({ method: 'GET', url: api('/openapi.json') });
    assert.equal(reply.statusCode, 200);
    const doc = reply.json<{ paths: Record<string, unknown> }>();
    assert.ok(doc.paths['/api/v1/users/login']);
    assert.ok(doc.paths['/api/v1/users/{id}']);
  });
});

describe('security headers', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  it('sends the API security headers on answers and errors alike', async () => {
    for (const url of [api('/health'), api('/no-such-route')]) {
      const reply = await t.app.inject({ method: 'GET', url });
      assert.equal(reply.headers['x-content-type-options'], 'nosniff');
      assert.equal(reply.headers['x-frame-options'], 'DENY');
      assert.match(String(reply.headers['content-security-policy']), /default-src 'none'/);
      assert.match(String(reply.headers['strict-transport-security']), /max-age=/);
    }
  });

  it('keeps signed-in answers out of every cache (the profile carries the IBAN); a photo in use keeps its own caching', async () => {
    const me = await signUpSupplier(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: api('/users/login'),
      payload: { email: 'nobody@example.test', password: 'wrong-pass' },
    });
    const profile = await t.app.inject({ method: 'GET', url: api(`/suppliers/${me.supplierId}`), headers: me.headers });
    for (const reply of [login, profile]) assert.equal(reply.headers['cache-control'], 'no-store', reply.body);
    const photo = await uploadTestFile(t.app, me.headers, 'photo.png', PNG_BYTES);
    const put = {
      method: 'PUT',
      url: api(`/users/profile-image/${me.userId}`),
      headers: me.headers,
      payload: { profile_photo: photo },
    } as const;
    assert.equal((await t.app.inject(put)).statusCode, 200);
    const file = await t.app.inject({ method: 'GET', url: photo });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['cache-control'], 'public, max-age=31536000, immutable');
  });
});

describe('customer accounts at the supplier portal', () => {
  let t: TestApp;
  const customer = { email: 'traveller@customer.test', password: 'travel123' };
  let customerId: string;
  before(async () => {
    t = await createTestApp();
    const row = await makeCustomer(t.db, {
      full_name: 'Sana Traveller',
      email: customer.email,
      phone_number: '+923001234567',
      password_hash: await hashPassword(customer.password),
    });
    customerId = row.user_id;
  });
  after(async () => {
    await t.close();
  });

  it('refuses to sign a customer in, with a clear 403, but only to whoever knows the password', async () => {
    const right = await t.app.inject({ method: 'POST', url: api('/users/login'), payload: customer });
    assert.equal(right.statusCode, 403);
    assert.equal(right.json<{ message: string }>().message, CUSTOMER_ACCOUNT_MESSAGE);
    assert.equal('token' in right.json<object>(), false);
    const wrong = await t.app.inject({ method: 'POST', url: api('/users/login'), payload: { ...customer, password: 'guess-123' } });
    assert.deepEqual(wrong.json(), { message: 'Invalid email or password' });
  });

  it('refuses to turn a customer account into a supplier through sign-up', async () => {
    const payload = { full_name: 'Sana Traveller', email: customer.email, phone_number: '+923001234567', password: customer.password };
    const again = await t.app.inject({ method: 'POST', url: api('/users/register'), payload });
    assert.equal(again.statusCode, 403);
    assert.equal(again.json<{ message: string }>().message, CUSTOMER_ACCOUNT_MESSAGE);
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM suppliers WHERE user_id = $1', [customerId]);
    assert.equal(row!.n, 0);
  });

  it("refuses a customer's token on every route, supplier registration included", async () => {
    const headers = {
      authorization: `Bearer ${await t.app.startSession({ userId: customerId, supplierId: null }, { browser: 'Test browser', ipAddress: '127.0.0.1' })}`,
    };
    const user = await t.app.inject({ method: 'GET', url: api(`/users/${customerId}`), headers });
    assert.equal(user.statusCode, 403);
    const register = await t.app.inject({
      method: 'POST',
      url: api('/suppliers/register'),
      headers,
      payload: { supplier_type: 'tour_operator', profile_data: {}, user_id: customerId, accepted_terms_version: SUPPLIER_TERMS_VERSION },
    });
    assert.equal(register.statusCode, 403);
    assert.equal(register.json<{ message: string }>().message, CUSTOMER_ACCOUNT_MESSAGE);
  });
});
