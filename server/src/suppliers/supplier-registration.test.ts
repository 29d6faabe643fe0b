import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';

import { SUPPLIER_TERMS_VERSION, SUPPLIER_TYPES, type SupplierType } from '@portal/contracts';

import { PNG_BYTES, sampleProfile, uploadTestFile } from '../../test/sample-profiles';
import { api, createTestApp, type TestApp } from '../../test/test-app';
import { memoryMailer } from '../mail/mailer';

interface FieldErrors {
  message: string;
  errors: { field: string; message: string }[];
}

describe('supplier registration (sign-up, second half)', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  let counter = 0;
  before(async () => {
    t = await createTestApp({ mailer });
  });
  after(async () => {
    await t.close();
  });

  /** A user as the first half of sign-up leaves it: registered, signed in, no supplier yet. */
  async function newUser() {
    counter += 1;
    const email = `signup${counter}@example.test`;
    const reply = await t.app.inject({
      method: 'POST',
      url: api('/users/register'),
      payload: { full_name: `Sign-up ${counter}`, email, phone_number: '+92 3001234567', password: 'secret123', role: 'supplier' },
    });
    assert.equal(reply.statusCode, 201);
    const body = reply.json<{ token: string; user: { user_id: string } }>();
    return { email, userId: body.user.user_id, headers: { authorization: `Bearer ${body.token}` } };
  }

  async function profileOf(type: SupplierType, email: string, auth: { authorization: string }) {
    return sampleProfile(type, {
      email,
      document: await uploadTestFile(t.app, auth),
      photo: await uploadTestFile(t.app, auth, 'room.png', PNG_BYTES),
    });
  }

  /** A value with its signed links back to the files' own addresses. */
  const unsigned = (value: unknown): unknown => JSON.parse(JSON.stringify(value).replace(/\?expires=\d+&signature=[\w-]+/g, ''));

  const register = (user: { userId: string; headers: Record<string, string> }, type: string, profile: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: api('/suppliers/register'),
      headers: user.headers,
      payload: { supplier_type: type, profile_data: profile, user_id: user.userId, accepted_terms_version: SUPPLIER_TERMS_VERSION },
    });

  for (const type of SUPPLIER_TYPES) {
    it(`registers a ${type} with its profile_data, documents and awaiting verification`, async () => {
      const user = await newUser();
      const profile = await profileOf(type, user.email, user.headers);
      const reply = await register(user, type, profile);
      assert.equal(reply.statusCode, 201, reply.body);
      const body = reply.json<{ message: string; token: string; supplier: { supplier_id: string } }>();
      assert.equal(body.message, 'Supplier registered successfully!');

      const read = await t.app.inject({
        method: 'GET',
        url: api(`/suppliers/${body.supplier.supplier_id}`),
        headers: { authorization: `Bearer ${body.token}` },
      });
      assert.equal(read.statusCode, 200);
      const supplier = read.json<{
        supplier_type: string;
        profile_data: Record<string, unknown>;
        verification_doc: string[];
        verification_status: string;
      }>();
      assert.equal(supplier.supplier_type, type);
      // Stored as sent, but for the phone: '+92 3001234567' is kept in E.164.
      assert.deepEqual(unsigned(supplier.profile_data), { ...profile, phone_number: '+923001234567' });
      assert.equal(supplier.verification_status, 'awaiting_verification');
      assert.ok(supplier.verification_doc.length >= 1);
      // Documents are private: answered as signed links, which open; their own address does not.
      for (const url of supplier.verification_doc) {
        const { pathname, search } = new URL(url, 'http://portal.example');
        assert.match(search, /^\?expires=\d+&signature=[\w-]+$/);
        assert.equal((await t.app.inject({ method: 'GET', url: pathname + search })).statusCode, 200);
        assert.equal((await t.app.inject({ method: 'GET', url: pathname })).statusCode, 404);
      }
    });
  }

  it('stores the supplier terms accepted, with their version and the time; refuses a registration without them', async () => {
    const user = await newUser();
    const profile = await profileOf('rental', user.email, user.headers);
    const payload = { supplier_type: 'rental', profile_data: profile, user_id: user.userId };
    for (const accepted of [undefined, '2020-01']) {
      const refused = await t.app.inject({
        method: 'POST',
        url: api('/suppliers/register'),
        headers: user.headers,
        payload: { ...payload, accepted_terms_version: accepted },
      });
      assert.equal(refused.statusCode, 400, String(accepted));
      assert.deepEqual(
        refused.json<FieldErrors>().errors.map((e) => e.field),
        ['accepted_terms_version'],
      );
      if (accepted) assert.equal(refused.json<FieldErrors>().errors[0]!.message, 'Please accept the supplier terms to continue.');
    }
    const before = Date.now();
    const reply = await register(user, 'rental', profile);
    assert.equal(reply.statusCode, 201, reply.body);
    const [row] = await t.db.query<{ terms_version: string; terms_accepted_at: Date }>(
      'SELECT terms_version, terms_accepted_at FROM suppliers WHERE supplier_id = $1',
      [reply.json<{ supplier: { supplier_id: string } }>().supplier.supplier_id],
    );
    assert.equal(row!.terms_version, SUPPLIER_TERMS_VERSION);
    assert.ok(new Date(row!.terms_accepted_at).getTime() >= before - 1000);
  });

  it('answers 400 with field errors for invalid profile_data, in the form’s words', async () => {
    const user = await newUser();
    const profile = {
      ...(await profileOf('hotel', user.email, user.headers)),
      property_name: ' ',
      amenities: [],
      rooms: 7,
      email: 'nope',
      check_in_time: '25:00',
    };
    const reply = await register(user, 'hotel', profile);
    assert.equal(reply.statusCode, 400);
    const { errors } = reply.json<FieldErrors>();
    const messageOf = (field: string) => errors.find((e) => e.field === field)?.message;
    assert.equal(messageOf('profile_data.property_name'), 'Please fill in all required fields.');
    assert.equal(messageOf('profile_data.amenities'), 'Please fill in all required fields.');
    assert.equal(messageOf('profile_data.email'), 'Please enter a valid email address.');
    assert.ok(messageOf('profile_data.rooms'));
    assert.ok(messageOf('profile_data.check_in_time'));
  });

  it('refuses a type’s missing questions and an unknown business type', async () => {
    const user = await newUser();
    const guide = await register(user, 'tour_guide', {
      ...(await profileOf('tour_guide', user.email, user.headers)),
      international_tourists: undefined,
      phone_number: '+92 12',
    });
    assert.equal(guide.statusCode, 400);
    const errors = guide.json<FieldErrors>().errors;
    assert.ok(errors.some((e) => e.field === 'profile_data.international_tourists'));
    assert.deepEqual(errors.find((e) => e.field === 'profile_data.phone_number')?.message, 'Please enter a valid phone number.');
    const unknown = await register(user, 'airline', {});
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json<FieldErrors>().errors[0]?.message, 'Please select a business type to continue.');
  });

  it('refuses documents that this server did not issue', async () => {
    const user = await newUser();
    const profile = {
      ...(await profileOf('rental', user.email, user.headers)),
      verification_doc: ['/api/v1/files/00000000-0000-0000-0000-000000000000.pdf'],
    };
    const reply = await register(user, 'rental', profile);
    assert.equal(reply.statusCode, 400);
    assert.deepEqual(
      reply.json<FieldErrors>().errors.map((e) => e.field),
      ['profile_data.verification_doc.0'],
    );
    const elsewhere = await register(user, 'rental', { ...profile, verification_doc: ['https://evil.example/licence.pdf'] });
    assert.equal(elsewhere.statusCode, 400);
  });

  it('lets a user whose supplier step failed sign up again with the same e-mail and password, once', async () => {
    const user = await newUser();
    const bad = await register(user, 'rental', { business_name: 'Half' });
    assert.equal(bad.statusCode, 400);
    const again = await t.app.inject({
      method: 'POST',
      url: api('/users/register'),
      payload: { full_name: 'Sign-up again', email: user.email, phone_number: '+92 3001234567', password: 'secret123' },
    });
    assert.equal(again.statusCode, 200);
    const retry = {
      userId: again.json<{ user: { user_id: string } }>().user.user_id,
      headers: { authorization: `Bearer ${again.json<{ token: string }>().token}` },
    };
    assert.equal(retry.userId, user.userId);
    assert.equal((await register(retry, 'rental', await profileOf('rental', user.email, user.headers))).statusCode, 201);
    assert.equal((await register(retry, 'rental', await profileOf('rental', user.email, user.headers))).statusCode, 409);
  });

  it('refuses to register a supplier for another user', async () => {
    const me = await newUser();
    const other = await newUser();
    const reply = await register(
      { userId: other.userId, headers: me.headers },
      'rental',
      await profileOf('rental', other.email, me.headers),
    );
    assert.equal(reply.statusCode, 403);
  });

  it('sends a verification e-mail whose link verifies the account once', async () => {
    const user = await newUser();
    mailer.outbox.length = 0;
    assert.equal((await register(user, 'tour_operator', await profileOf('tour_operator', user.email, user.headers))).statusCode, 201);
    assert.equal(mailer.outbox.length, 1);
    const mail = mailer.outbox[0]!;
    assert.equal(mail.to, user.email);
    const link = /http:\/\/localhost:3000(\/api\/v1\/users\/verify-email\?token=[\w%-]+)/.exec(mail.text);
    assert.ok(link, mail.text);
    assert.ok(mail.html.includes('verify-email?token='));

    const before = await t.app.inject({ method: 'GET', url: api(`/users/${user.userId}`), headers: user.headers });
    assert.equal(before.json<{ email_verified: boolean }>().email_verified, false);
    const opened = await t.app.inject({ method: 'GET', url: link[1]! });
    assert.equal(opened.statusCode, 200);
    assert.match(opened.headers['content-type'] as string, /text\/html/);
    assert.match(opened.body, /Email verified/);
    // The page's policy allows its own style, by hash, and nothing else (the API's blocked it).
    const style = /<style>([\s\S]*?)<\/style>/.exec(opened.body)![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    assert.equal(opened.headers['content-security-policy'], `default-src 'none'; style-src 'sha256-${hash}'; frame-ancestors 'none'`);
    const after = await t.app.inject({ method: 'GET', url: api(`/users/${user.userId}`), headers: user.headers });
    assert.equal(after.json<{ email_verified: boolean }>().email_verified, true);

    const twice = await t.app.inject({ method: 'GET', url: link[1]! });
    assert.match(twice.body, /already verified/);
    const forged = await t.app.inject({ method: 'GET', url: api('/users/verify-email?token=forged-token') });
    assert.equal(forged.statusCode, 400);
    assert.match(forged.body, /not valid or has expired/);
  });
});
