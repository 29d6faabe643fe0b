import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { type ActivityEntry, addDays, paths, permissionRefusal } from '@portal/contracts';

import { type MadeSupplier, makeBooking, makeListing, makeMember, makeSupplier, makeUser } from '../../test/factories';
import { api, createTestApp, type TestApp } from '../../test/test-app';
import { karachiToday } from '../pakistan-time';

describe('the activity log: who did what in a business', () => {
  let t: TestApp;
  let owner: MadeSupplier;
  let operations: MadeSupplier & { memberId: string };
  let listingId: string;
  let bookingId: string;

  const activity = (who: MadeSupplier, query = '') =>
    t.app.inject({ method: 'GET', url: api(`/team/activity${query}`), headers: who.headers });
  const entries = async (who: MadeSupplier, query = '') => {
    const reply = await activity(who, query);
    assert.equal(reply.statusCode, 200, reply.body);
    return { rows: reply.json<ActivityEntry[]>(), total: Number(reply.headers['x-total-count']) };
  };

  before(async () => {
    t = await createTestApp();
    owner = await makeSupplier(t, {}, { full_name: 'Amina Owner' });
    const opsUser = await makeUser(t.db, { full_name: 'Usman Operations' });
    const member = await makeMember(t, owner.supplierId, 'operations', opsUser.user_id);
    const [row] = await t.db.query<{ member_id: string }>('SELECT member_id FROM supplier_members WHERE user_id = $1', [opsUser.user_id]);
    operations = { ...member, memberId: row!.member_id };
    listingId = (await makeListing(t.db, owner.supplierId, { title: 'Deosai Plains Jeep Safari', status: 'approved' })).listing_id;
    bookingId = (await makeBooking(t.db, owner.supplierId, { booking_status: 'pending', tour_name: 'Hunza Valley Tour' })).booking_id;

    // Three changes, oldest first: operations deactivates the listing, the owner confirms the booking and downloads payouts.
    const deactivated = await t.app.inject({
      method: 'PATCH',
      url: api(`/listings/${listingId}`),
      headers: operations.headers,
      payload: { status: 'rejected' },
    });
    assert.equal(deactivated.statusCode, 200, deactivated.body);
    const confirmed = await t.app.inject({ method: 'PATCH', url: api(`/bookings/${bookingId}/confirm`), headers: owner.headers });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    const csv = await t.app.inject({ method: 'GET', url: api('/payouts/supplier.csv'), headers: owner.headers });
    assert.equal(csv.statusCode, 200, csv.body);
  });
  after(() => t.close());

  it('lists each change newest first with the member who made it, what and a link to it', async () => {
    const { rows, total } = await entries(owner);
    assert.equal(total, 3);
    assert.deepEqual(
      rows.map((entry) => [entry.kind, entry.member_name, entry.link]),
      [
        ['export.payouts', 'Amina Owner', paths.payouts],
        ['booking.confirmed', 'Amina Owner', paths.bookingInfo(bookingId)],
        ['listing.deactivated', 'Usman Operations', paths.listingsSearch(listingId)],
      ],
    );
    assert.match(rows[1]!.summary, /^#\d+ Hunza Valley Tour on \d+ \w{3} \d{4} for Ayesha Khan$/);
    assert.equal(rows[2]!.summary, 'Deosai Plains Jeep Safari');
    assert.equal(rows[2]!.member_id, operations.memberId);

    const members = await t.app.inject({ method: 'GET', url: api('/team/activity/members'), headers: owner.headers });
    assert.deepEqual(
      members.json<{ full_name: string }[]>().map((member) => member.full_name),
      ['Amina Owner', 'Usman Operations'],
    );
  });

  it("names the member who edited in the listing's edit log", async () => {
    const logs = await t.app.inject({ method: 'GET', url: api(`/listings-edit-logs/listing/${listingId}`), headers: owner.headers });
    assert.equal(logs.statusCode, 200, logs.body);
    assert.deepEqual(
      logs.json<{ edit_type: string; editor: string }[]>().map((log) => [log.edit_type, log.editor]),
      [['status_change', 'Usman Operations']],
    );
  });

  it('filters by member, kind and Pakistan dates, and pages on the server', async () => {
    const byMember = await entries(owner, `?member=${operations.memberId}`);
    assert.deepEqual(
      byMember.rows.map((entry) => entry.kind),
      ['listing.deactivated'],
    );
    const byKind = await entries(owner, '?kind=booking.confirmed');
    assert.deepEqual([byKind.total, byKind.rows[0]!.object_id], [1, bookingId]);

    const today = karachiToday();
    assert.equal((await entries(owner, `?from=${today}&to=${today}`)).total, 3);
    assert.equal((await entries(owner, `?from=${addDays(today, 1)}`)).total, 0);
    assert.equal((await entries(owner, `?to=${addDays(today, -1)}`)).total, 0);

    const second = await entries(owner, '?pageSize=2&page=2');
    assert.deepEqual([second.total, second.rows.map((entry) => entry.kind)], [3, ['listing.deactivated']]);

    const backwards = await activity(owner, `?from=${today}&to=${addDays(today, -1)}`);
    assert.equal(backwards.statusCode, 400);
    assert.equal(backwards.json<{ errors: { field: string }[] }>().errors[0]!.field, 'to');
    assert.equal((await activity(owner, '?kind=listing.painted')).statusCode, 400);
  });

  it('names a removed member in their entries, and logs the removal and role changes', async () => {
    const manager = await makeMember(t, owner.supplierId, 'manager', (await makeUser(t.db, { full_name: 'Bilal Manager' })).user_id);
    const [row] = await t.db.query<{ member_id: string }>('SELECT member_id FROM supplier_members WHERE user_id = $1', [manager.userId]);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: api(`/team/members/${row!.member_id}`),
      headers: owner.headers,
      payload: { role: 'finance' },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    const removed = await t.app.inject({ method: 'DELETE', url: api(`/team/members/${operations.memberId}`), headers: owner.headers });
    assert.equal(removed.statusCode, 200, removed.body);

    const { rows } = await entries(owner, '?pageSize=100');
    assert.deepEqual(
      rows.slice(0, 2).map((entry) => [entry.kind, entry.summary, entry.link]),
      [
        ['member.removed', 'Usman Operations (Operations)', paths.team],
        ['member.role_changed', 'Bilal Manager: Manager to Finance', paths.team],
      ],
    );
    assert.equal(rows.find((entry) => entry.kind === 'listing.deactivated')!.member_name, 'Usman Operations');
  });

  it('shows a business only its own entries, and only to roles with activity.read', async () => {
    const other = await makeSupplier(t);
    assert.deepEqual(await entries(other), { rows: [], total: 0 });
    assert.deepEqual(await entries(other, `?member=${operations.memberId}`), { rows: [], total: 0 });

    const manager = await makeMember(t, owner.supplierId, 'manager');
    assert.ok((await entries(manager)).total > 0);
    for (const role of ['finance', 'operations', 'guide'] as const) {
      const refused = await activity(await makeMember(t, owner.supplierId, role));
      assert.equal(refused.statusCode, 403, role);
      assert.equal(refused.json<{ message: string }>().message, permissionRefusal('activity.read'));
    }
  });

  it('keeps entries as written: the database refuses to change or delete one', async () => {
    await assert.rejects(
      t.db.query(`UPDATE activity_log SET summary = 'changed' WHERE supplier_id = $1`, [owner.supplierId]),
      /cannot be changed/,
    );
    await assert.rejects(t.db.query('DELETE FROM activity_log WHERE supplier_id = $1', [owner.supplierId]), /cannot be changed/);
    assert.ok((await entries(owner)).total >= 5);
  });
});
