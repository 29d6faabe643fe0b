import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Supplier } from '@portal/contracts';

import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';
import { AdminError } from '../admin/admin-error';
import { parseCommand } from '../admin/command-line';
import { type AdminDeps, runCommand } from '../admin/commands';
import { testConfig } from '../config';
import { memoryMailer } from '../mail/mailer';

interface FieldErrors {
  errors: { field: string; message: string }[];
}

describe('business details of My Profile (PUT suppliers/:id/profile) and their review', () => {
  let t: TestApp;
  let me: SignedIn;
  let deps: AdminDeps;
  before(async () => {
    t = await createTestApp();
    me = await signUpSupplier(t.app);
    deps = { db: t.db, config: testConfig(), mailer: memoryMailer() };
  });
  after(async () => {
    await t.close();
  });

  const change = (profile_data: Record<string, unknown>, who: SignedIn = me, id = me.supplierId) =>
    t.app.inject({ method: 'PUT', url: api(`/suppliers/${id}/profile`), headers: who.headers, payload: { profile_data } });
  const mine = async () =>
    (await t.app.inject({ method: 'GET', url: api(`/suppliers/${me.supplierId}`), headers: me.headers })).json<Supplier>();
  const admin = (...argv: string[]) => runCommand(deps, parseCommand(argv));

  it('applies a detail at once, and keeps a new name or address beside the live one for review', async () => {
    const live = (await mine()).profile_data;
    const reply = await change({
      city: 'Skardu',
      tour_types: ['Day', 'Group'],
      operate_treks: false,
      business_name: 'Skardu Trails',
      office_address: 'Airport Road, Skardu',
    });
    assert.equal(reply.statusCode, 200, reply.body);
    const supplier = reply.json<Supplier>();
    assert.deepEqual(
      [supplier.profile_data.city, supplier.profile_data.tour_types, supplier.profile_data.operate_treks],
      ['Skardu', ['Day', 'Group'], false],
    );
    assert.equal(supplier.profile_data.business_name, live.business_name);
    assert.equal(supplier.profile_data.office_address, live.office_address);
    assert.deepEqual(supplier.pending_profile_change?.changes, { business_name: 'Skardu Trails', office_address: 'Airport Road, Skardu' });
    assert.deepEqual((await mine()).pending_profile_change?.changes, supplier.pending_profile_change?.changes);
  });

  it('refuses the e-mail, phone and documents, invalid answers, and another supplier', async () => {
    const fixed = await change({ email: 'new@example.test', business_registration: [] });
    assert.equal(fixed.statusCode, 400);
    assert.deepEqual(
      fixed.json<FieldErrors>().errors.map((e) => [e.field, e.message]),
      [
        ['profile_data.email', 'This detail cannot be changed here.'],
        ['profile_data.business_registration', 'This detail cannot be changed here.'],
      ],
    );
    const invalid = await change({ tour_types: [], city: ' ' });
    assert.equal(invalid.statusCode, 400);
    assert.deepEqual(
      invalid
        .json<FieldErrors>()
        .errors.map((e) => e.field)
        .sort(),
      ['profile_data.city', 'profile_data.tour_types'],
    );
    assert.equal((await mine()).profile_data.city, 'Skardu');
    const other = await signUpSupplier(t.app);
    assert.equal((await change({ city: 'Gilgit' }, other)).statusCode, 403);
  });

  it('lets the team approve the change (it goes live) or reject it with a reason (the live one stays)', async () => {
    await assert.rejects(admin('reject-profile', me.supplierId!), (e) => e instanceof AdminError && /needs a reason/.test(e.message));
    const approved = await admin('approve-profile', me.supplierId!);
    assert.deepEqual(approved, {
      supplier_id: me.supplierId,
      decision: 'approved',
      changes: { business_name: 'Skardu Trails', office_address: 'Airport Road, Skardu' },
    });
    let supplier = await mine();
    assert.equal(supplier.profile_data.business_name, 'Skardu Trails');
    assert.equal(supplier.pending_profile_change, null);
    await assert.rejects(
      admin('approve-profile', me.supplierId!),
      (e) => e instanceof AdminError && /no change of its business details under review/.test(e.message),
    );

    await change({ business_name: 'Someone Else Tours' });
    await admin('reject-profile', me.supplierId!, '--reason', 'The name does not match the registration.');
    supplier = await mine();
    assert.equal(supplier.profile_data.business_name, 'Skardu Trails');
    assert.equal(supplier.pending_profile_change, null);
    const [row] = await t.db.query<{ profile_review_decision: string; profile_review_note: string }>(
      'SELECT profile_review_decision, profile_review_note FROM suppliers WHERE supplier_id = $1',
      [me.supplierId],
    );
    assert.deepEqual(row, { profile_review_decision: 'rejected', profile_review_note: 'The name does not match the registration.' });
  });
});
