import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { createListing, decide, listingBody } from '../../test/listing-factory';
import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';
import { migrate } from '../db/migrate';

const MIGRATION = '010_not_approved_status.sql';

/** Migration 010: listings the team refused before, stored as 'rejected' like a deactivation, become not_approved. */
describe('migration 010 (not_approved)', () => {
  let t: TestApp;
  let me: SignedIn;

  before(async () => {
    t = await createTestApp();
    me = await signUpSupplier(t.app);
  });
  after(async () => {
    await t.close();
  });

  const statusOf = async (id: string) =>
    (await t.db.query<{ status: string }>('SELECT status FROM listings WHERE listing_id = $1', [id]))[0]!.status;

  it("moves the team's refusals of new listings, not the supplier's deactivations, and their history", async () => {
    const refused = await createListing(t.app, me.headers, await listingBody(t.app, me.headers, 'hotel', { title: 'Refused Room' }));
    await decide(t.db, refused.listing_id, 'rejected', 'Add a photo of the bathroom.');
    const deactivated = await createListing(
      t.app,
      me.headers,
      await listingBody(t.app, me.headers, 'hotel', { title: 'Deactivated Room' }),
    );
    await decide(t.db, deactivated.listing_id, 'approved');
    await t.app.inject({
      method: 'PUT',
      url: api(`/listings/${deactivated.listing_id}`),
      headers: me.headers,
      payload: { status: 'rejected' },
    });
    // The data as it was before 011: every refusal stored as 'rejected'.
    await t.db.query(`UPDATE listings SET status = 'rejected' WHERE listing_id = $1`, [refused.listing_id]);
    await t.db.query(
      `UPDATE listing_edit_logs SET edited_fields = jsonb_set(edited_fields, '{status,new}', '"rejected"') WHERE listing_id = $1 AND edit_type = 'review_rejected'`,
      [refused.listing_id],
    );
    await t.db.query('DELETE FROM schema_migrations WHERE version = $1', [MIGRATION]);

    assert.deepEqual(await migrate(t.db), [MIGRATION]);
    assert.deepEqual([await statusOf(refused.listing_id), await statusOf(deactivated.listing_id)], ['not_approved', 'rejected']);
    const [log] = await t.db.query<{ edited_fields: { status: { new: string } } }>(
      `SELECT edited_fields FROM listing_edit_logs WHERE listing_id = $1 AND edit_type = 'review_rejected'`,
      [refused.listing_id],
    );
    assert.equal(log!.edited_fields.status.new, 'not_approved');
  });
});
