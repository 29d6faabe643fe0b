import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import {
  DOCUMENT_FIELDS,
  missingDocuments,
  type Supplier,
  SUPPLIER_TERMS_VERSION,
  SUPPLIER_TYPES,
  type SupplierType,
} from '@portal/contracts';

import { PNG_BYTES, sampleProfile, uploadTestFile } from '../../test/sample-profiles';
import { api, createTestApp, type TestApp } from '../../test/test-app';

interface FieldErrors {
  message: string;
  errors: { field: string; message: string }[];
}

/** A profile of the type with every document field left out, as a supplier without them at hand sends it. */
const withoutDocuments = (type: SupplierType, profile: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(profile).filter(([field]) => !(DOCUMENT_FIELDS[type] as readonly string[]).includes(field)));

describe('sign-up without documents, documents added from the profile', () => {
  let t: TestApp;
  let counter = 0;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  async function newUser() {
    counter += 1;
    const email = `docs${counter}@example.test`;
    const reply = await t.app.inject({
      method: 'POST',
      url: api('/users/register'),
      payload: { full_name: `Docs ${counter}`, email, phone_number: '+923001234567', password: 'secret123' },
    });
    const body = reply.json<{ token: string; user: { user_id: string } }>();
    return { email, userId: body.user.user_id, headers: { authorization: `Bearer ${body.token}` } };
  }
  const upload = (headers: { authorization: string }, name = 'licence.pdf') => uploadTestFile(t.app, headers, name);
  const register = (user: { userId: string; headers: Record<string, string> }, type: SupplierType, profile: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: api('/suppliers/register'),
      headers: user.headers,
      payload: { supplier_type: type, profile_data: profile, user_id: user.userId, accepted_terms_version: SUPPLIER_TERMS_VERSION },
    });

  /** A supplier of `type` signed up without documents: its id and a token carrying it. */
  async function supplierWithoutDocuments(type: SupplierType) {
    const user = await newUser();
    const photo = await uploadTestFile(t.app, user.headers, 'photo.png', PNG_BYTES);
    const reply = await register(user, type, withoutDocuments(type, sampleProfile(type, { email: user.email, document: '', photo })));
    assert.equal(reply.statusCode, 201, reply.body);
    const { token, supplier } = reply.json<{ token: string; supplier: { supplier_id: string } }>();
    return { ...user, supplierId: supplier.supplier_id, headers: { authorization: `Bearer ${token}` } };
  }
  const addDocuments = (who: { supplierId: string; headers: Record<string, string> }, field: string, urls: string[]) =>
    t.app.inject({ method: 'POST', url: api(`/suppliers/${who.supplierId}/documents`), headers: who.headers, payload: { field, urls } });
  const supplierOf = async (who: { supplierId: string; headers: Record<string, string> }) =>
    (await t.app.inject({ method: 'GET', url: api(`/suppliers/${who.supplierId}`), headers: who.headers })).json<Supplier>();

  for (const type of SUPPLIER_TYPES) {
    it(`lets a ${type} finish sign-up without documents, which its profile then shows as missing`, async () => {
      const me = await supplierWithoutDocuments(type);
      const supplier = await supplierOf(me);
      assert.deepEqual(supplier.verification_doc, []);
      assert.deepEqual(
        missingDocuments(type, supplier.profile_data).map((d) => d.field),
        [...DOCUMENT_FIELDS[type]],
      );
    });
  }

  it("keeps the spec's limits: 2 documents for a hotel or rental, 5 photos; only 5 MB a file for the others' documents", async () => {
    const user = await newUser();
    const three = await Promise.all(['a.pdf', 'b.pdf', 'c.pdf'].map((name) => upload(user.headers, name)));
    const photo = await uploadTestFile(t.app, user.headers, 'photo.png', PNG_BYTES);
    const rental = await register(user, 'rental', {
      ...sampleProfile('rental', { email: user.email, document: '', photo }),
      verification_doc: three,
    });
    assert.equal(rental.statusCode, 400);
    assert.deepEqual(rental.json<FieldErrors>().errors, [
      { field: 'profile_data.verification_doc', message: 'You can upload up to 2 documents.' },
    ]);
    const hotel = await register(user, 'hotel', {
      ...sampleProfile('hotel', { email: user.email, document: three[0]!, photo }),
      photos: Array(6).fill(photo),
    });
    assert.deepEqual(hotel.json<FieldErrors>().errors, [{ field: 'profile_data.photos', message: 'You can upload up to 5 photos.' }]);
    const operator = await register(user, 'tour_operator', {
      ...sampleProfile('tour_operator', { email: user.email, document: three[0]!, photo }),
      dts_license: three,
    });
    assert.equal(operator.statusCode, 201, operator.body);
  });

  it('adds uploaded documents to a field; they are private, opened through the signed links the profile gets', async () => {
    const me = await supplierWithoutDocuments('tour_guide');
    const licence = await upload(me.headers, 'dts.pdf');
    const reply = await addDocuments(me, 'dts_license', [licence]);
    assert.equal(reply.statusCode, 200, reply.body);
    const supplier = reply.json<Supplier>();
    assert.deepEqual(
      missingDocuments('tour_guide', supplier.profile_data).map((d) => d.field),
      ['identity_doc'],
    );
    const [signed] = supplier.profile_data.dts_license as string[];
    const { pathname, search } = new URL(signed!, 'http://portal.example');
    assert.equal(pathname, new URL(licence, 'http://portal.example').pathname);
    assert.equal((await t.app.inject({ method: 'GET', url: pathname + search })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'GET', url: pathname })).statusCode, 404, 'the bare address of a document opens nothing');
    assert.equal(supplier.verification_doc.length, 1);
    assert.deepEqual((await supplierOf(me)).profile_data.dts_license, supplier.profile_data.dts_license);

    assert.equal(
      (await addDocuments(me, 'identity_doc', [await upload(me.headers, 'front.pdf'), await upload(me.headers, 'back.pdf')])).statusCode,
      200,
    );
    assert.deepEqual(missingDocuments('tour_guide', (await supplierOf(me)).profile_data), []);
  });

  it("refuses a field of another type, more files than the field takes, and files that are not the user's own uploads", async () => {
    const me = await supplierWithoutDocuments('rental');
    const field = await addDocuments(me, 'dts_license', [await upload(me.headers)]);
    assert.equal(field.statusCode, 400);
    assert.match(field.json<FieldErrors>().errors[0]!.message, /Verification documents/);
    assert.equal((await addDocuments(me, 'verification_doc', [await upload(me.headers, 'a.pdf')])).statusCode, 200);
    const two = await addDocuments(me, 'verification_doc', [await upload(me.headers, 'b.pdf'), await upload(me.headers, 'x.pdf')]);
    assert.equal(two.statusCode, 400);
    assert.equal(two.json<FieldErrors>().message, 'You can upload up to 2 files here; 1 is there already.');
    assert.equal((await addDocuments(me, 'verification_doc', [await upload(me.headers, 'b.pdf')])).statusCode, 200);
    const third = await addDocuments(me, 'verification_doc', [await upload(me.headers, 'c.pdf')]);
    assert.equal(third.statusCode, 400);
    assert.equal(third.json<FieldErrors>().message, 'You can upload up to 2 files here; 2 are there already.');

    const other = await supplierWithoutDocuments('tour_operator');
    const theirs = await upload(other.headers, 'theirs.pdf');
    const foreign = await addDocuments(other, 'dts_license', [
      '/api/v1/files/00000000-0000-0000-0000-000000000000.pdf',
      theirs.replace(/[0-9a-f]{8}-/, '00000000-'),
    ]);
    assert.deepEqual(
      foreign.json<FieldErrors>().errors.map((e) => e.field),
      ['urls.0', 'urls.1'],
    );
    const stolen = await addDocuments(me, 'verification_doc', [theirs]);
    assert.equal(stolen.statusCode, 400, "another account's file is not attached");
    assert.deepEqual(missingDocuments('tour_operator', (await supplierOf(other)).profile_data).length, 2, 'nothing was added');
  });

  it("refuses another supplier's profile and a request without a token", async () => {
    const me = await supplierWithoutDocuments('hotel');
    const other = await supplierWithoutDocuments('hotel');
    const doc = await upload(me.headers);
    assert.equal((await addDocuments({ supplierId: other.supplierId, headers: me.headers }, 'verification_doc', [doc])).statusCode, 403);
    assert.equal((await addDocuments({ supplierId: me.supplierId, headers: {} }, 'verification_doc', [doc])).statusCode, 401);
  });
});
