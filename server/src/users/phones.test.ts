import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { PHONE_MESSAGE, type User } from '@portal/contracts';

import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';
import { migrate } from '../db/migrate';

interface FieldErrors {
  errors: { field: string; message: string }[];
}

describe('phone numbers', () => {
  let t: TestApp;
  let me: SignedIn;
  before(async () => {
    t = await createTestApp();
    me = await signUpSupplier(t.app);
  });
  after(() => t.close());

  const register = (email: string, phone: unknown) =>
    t.app.inject({
      method: 'POST',
      url: api('/users/register'),
      payload: { full_name: 'Phone Person', email, phone_number: phone, password: 'secret123' },
    });
  const userOf = async (who: SignedIn) =>
    (await t.app.inject({ method: 'GET', url: api(`/users/${who.userId}`), headers: who.headers })).json<User>();
  const setTelephone = (who: SignedIn, telephone: unknown, userId = who.userId) =>
    t.app.inject({ method: 'PUT', url: api(`/users/telephone/${userId}`), headers: who.headers, payload: { telephone_number: telephone } });

  it("accepts E.164 as other apps send it and the picker's '+92 3001234567', storing both as E.164", async () => {
    const e164 = await register('e164@example.test', '+923001234567');
    const picker = await register('picker@example.test', '+92 3001234567');
    assert.equal(e164.statusCode, 201, e164.body);
    assert.equal(picker.statusCode, 201, picker.body);
    const stored = await t.db.query<{ phone_number: string }>(
      "SELECT phone_number FROM users WHERE email IN ('e164@example.test', 'picker@example.test')",
    );
    assert.deepEqual(
      stored.map((row) => row.phone_number),
      ['+923001234567', '+923001234567'],
    );
  });

  it("registers a supplier whose profile_data phone is E.164 (refused before: only '+92 3001234567' passed)", async () => {
    const supplier = await signUpSupplier(t.app, { profile_data: { phone_number: '+923005551234' } });
    const [row] = await t.db.query<{ phone: string }>(
      "SELECT profile_data->>'phone_number' AS phone FROM suppliers WHERE supplier_id = $1",
      [supplier.supplierId],
    );
    assert.equal(row!.phone, '+923005551234');
  });

  it('refuses a number that is not valid for its country, with the form message', async () => {
    for (const wrong of ['+92 30012', '3001234567', '+92 3001234567 ext. 9']) {
      const reply = await register(`wrong-${Math.random()}@example.test`, wrong);
      assert.equal(reply.statusCode, 400, wrong);
      assert.deepEqual(reply.json<FieldErrors>().errors.find((e) => e.field === 'phone_number')?.message, PHONE_MESSAGE);
    }
  });

  it("edits the profile's Telephone: any valid number, stored in E.164; '' removes it", async () => {
    const set = await setTelephone(me, '+92 51 2874410');
    assert.equal(set.statusCode, 200, set.body);
    assert.equal(set.json<User>().telephone_number, '+92512874410');
    assert.equal((await userOf(me)).telephone_number, '+92512874410');
    assert.equal((await setTelephone(me, '+44 20 7946 0958')).json<User>().telephone_number, '+442079460958');
    assert.equal((await setTelephone(me, '  ')).json<User>().telephone_number, null);
  });

  it('refuses an invalid Telephone, leaving the saved one, and another user’s', async () => {
    await setTelephone(me, '+92512874410');
    const wrong = await setTelephone(me, '+92 51');
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json<FieldErrors>().errors, [{ field: 'telephone_number', message: PHONE_MESSAGE }]);
    assert.equal((await setTelephone(me, 512874410)).statusCode, 400);
    assert.equal((await userOf(me)).telephone_number, '+92512874410');
    const other = await signUpSupplier(t.app, { supplier: false });
    assert.equal((await setTelephone(me, '+92512874410', other.userId)).statusCode, 403);
  });

  it('migrates numbers stored before in the picker’s form to E.164, and reads any leftover form as E.164', async () => {
    await t.db.query("UPDATE users SET phone_number = '+92 300 1234567', telephone_number = '+92 (51) 287-4410' WHERE user_id = $1", [
      me.userId,
    ]);
    await t.db.query(
      `UPDATE suppliers SET profile_data = jsonb_set(profile_data, '{phone_number}', '"+92 3001234567"') WHERE supplier_id = $1`,
      [me.supplierId],
    );
    await t.db.query("DELETE FROM schema_migrations WHERE version = '008_phone_numbers_e164.sql'");
    assert.deepEqual(await migrate(t.db), ['008_phone_numbers_e164.sql']);
    const [user] = await t.db.query<{ phone_number: string; telephone_number: string }>(
      'SELECT phone_number, telephone_number FROM users WHERE user_id = $1',
      [me.userId],
    );
    assert.deepEqual(user, { phone_number: '+923001234567', telephone_number: '+92512874410' });
    const [supplier] = await t.db.query<{ phone: string }>(
      "SELECT profile_data->>'phone_number' AS phone FROM suppliers WHERE supplier_id = $1",
      [me.supplierId],
    );
    assert.equal(supplier!.phone, '+923001234567');

    // A national '0' after the code is more than the SQL can take out: the API answers E.164 all the same.
    await t.db.query("UPDATE users SET phone_number = '+9203001234567' WHERE user_id = $1", [me.userId]);
    assert.equal((await userOf(me)).phone_number, '+923001234567');
  });
});
