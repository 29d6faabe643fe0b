import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { DashboardReply, Listing, ListingEditLog, ListingOf } from '@portal/contracts';

import { addBooking, createListing, decide, listingBody } from '../../test/listing-factory';
import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';
import { memoryMailer } from '../mail/mailer';

describe('the review flow of a listing', () => {
  let t: TestApp;
  let me: SignedIn;
  let myName: string;
  const mailer = memoryMailer();

  before(async () => {
    t = await createTestApp({ mailer });
    me = await signUpSupplier(t.app);
    myName = (await t.db.query<{ full_name: string }>('SELECT full_name FROM users WHERE user_id = $1', [me.userId]))[0]!.full_name;
  });
  after(async () => {
    await t.close();
  });

  const send = async (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST', path: string, payload?: object) =>
    t.app.inject({ method, url: api(path), headers: me.headers, ...(payload ? { payload } : {}) });
  const get = async (id: string) => (await send('GET', `/listings/${id}`)).json<Listing>();
  const logs = async (id: string) => (await send('GET', `/listings-edit-logs/listing/${id}`)).json<ListingEditLog[]>();

  it('create → approve → edit keeps the live version → approval swaps the revision in', async () => {
    const body = await listingBody(t.app, me.headers, 'tour', { title: 'Hunza Valley Tour', price: 45_000 });
    const created = await send('POST', '/listings', { ...body, partner_id: me.supplierId });
    assert.equal(created.statusCode, 201, created.body);
    const listing = created.json<Listing>();
    assert.deepEqual([listing.status, listing.live, listing.pending_changes, listing.review], ['pending_review', null, [], null]);
    assert.equal(listing.partner_id, me.supplierId);

    await decide(t.db, listing.listing_id, 'approved');
    const live = await get(listing.listing_id);
    assert.equal(live.status, 'approved');
    assert.equal(live.live!.price, 45_000);
    assert.equal(live.review!.decision, 'approved');

    const edit = {
      ...body,
      title: 'Hunza Valley Tour in Autumn',
      price: '52,000',
      meta_data: { ...body.meta_data, title: 'Hunza Valley Tour in Autumn', base_price: 52_000 },
    };
    const edited = await send('PUT', `/listings/${listing.listing_id}`, edit);
    assert.equal(edited.statusCode, 200, edited.body);
    const pending = edited.json<Listing>();
    assert.equal(pending.status, 'edit_pending_review');
    assert.deepEqual([pending.title, pending.price], ['Hunza Valley Tour in Autumn', 52_000], 'the supplier gets the revision to edit');
    assert.deepEqual([pending.live!.title, pending.live!.price], ['Hunza Valley Tour', 45_000], 'customers still see the live version');
    assert.deepEqual(
      pending.pending_changes.map((c) => c.field),
      ['title', 'price', 'meta_data.title', 'meta_data.base_price'],
    );
    assert.deepEqual(pending.pending_changes[1], { field: 'price', old: 45_000, new: 52_000 });
    assert.equal(pending.review, null, 'a new submission clears the last decision');
    const row = (await send('GET', '/listings/my-listings?q=Hunza')).json<{ title: string; price: number }[]>()[0]!;
    assert.deepEqual([row.title, row.price], ['Hunza Valley Tour', 45_000], 'the table shows the live version');

    // A second edit while under review replaces the revision and stays under review.
    const again = (
      await send('PATCH', `/listings/${listing.listing_id}`, { description: 'Golden poplars and apricot orchards.' })
    ).json<Listing>();
    assert.deepEqual(
      [again.status, again.title, again.description],
      ['edit_pending_review', 'Hunza Valley Tour in Autumn', 'Golden poplars and apricot orchards.'],
    );

    const approved = await decide(t.db, listing.listing_id, 'approved', undefined, undefined, mailer);
    assert.deepEqual([approved.status, approved.old_status], ['approved', 'edit_pending_review']);
    const swapped = await get(listing.listing_id);
    assert.deepEqual(
      [swapped.status, swapped.title, swapped.price, swapped.live!.title, swapped.pending_changes],
      ['approved', 'Hunza Valley Tour in Autumn', 52_000, 'Hunza Valley Tour in Autumn', []],
    );
    assert.equal(mailer.outbox.at(-1)!.subject, 'Your changes to "Hunza Valley Tour in Autumn" are live');

    const history = await logs(listing.listing_id);
    assert.deepEqual(
      history.map((l) => l.edit_type),
      ['review_approved', 'edit', 'edit', 'review_approved', 'created'],
    );
    assert.deepEqual(
      history.map((l) => l.editor),
      ['Marketplace team', myName, myName, 'Marketplace team', myName],
    );
    assert.deepEqual(
      history[2]!.changes.find((c) => c.field === 'status'),
      { field: 'status', old: 'approved', new: 'edit_pending_review' },
    );
    assert.deepEqual(
      history[0]!.changes.find((c) => c.field === 'title'),
      { field: 'title', old: 'Hunza Valley Tour', new: 'Hunza Valley Tour in Autumn' },
    );
    assert.ok(history.every((l) => l.source === 'server'));
  });

  it("writes the review e-mail in the supplier's language: Urdu right to left, the title and reason isolated", async () => {
    const urdu = await signUpSupplier(t.app);
    await t.db.query("UPDATE users SET language = 'ur' WHERE user_id = $1", [urdu.userId]);
    const body = await listingBody(t.app, urdu.headers, 'trek', { title: 'Rakaposhi Base Camp', price: 30_000 });
    const listing = await createListing(t.app, urdu.headers, body);
    await decide(t.db, listing.listing_id, 'rejected', 'The photos are blurred.', 'price', mailer);
    const rejected = mailer.outbox.at(-1)!;
    assert.equal(rejected.subject, 'آپ کی لسٹنگ "\u2068Rakaposhi Base Camp\u2069" منظور نہیں ہوئی');
    assert.ok(rejected.text.includes('مارکیٹ پلیس ٹیم نے "\u2068Rakaposhi Base Camp\u2069" منظور نہیں کی۔'), rejected.text);
    assert.ok(rejected.text.includes('وجہ (قیمت کے بارے میں): \u2068The photos are blurred.\u2069'), rejected.text);
    assert.ok(rejected.text.includes('میری لسٹنگز: http://localhost:3000/listings'), rejected.text);
    assert.ok(rejected.html.startsWith('<div dir="rtl" lang="ur"><p>السلام علیکم '), rejected.html);
    const second = await createListing(
      t.app,
      urdu.headers,
      await listingBody(t.app, urdu.headers, 'trek', { title: 'Nagar Valley Trek', price: 30_000 }),
    );
    await decide(t.db, second.listing_id, 'approved', undefined, undefined, mailer);
    assert.equal(mailer.outbox.at(-1)!.subject, 'آپ کی لسٹنگ "\u2068Nagar Valley Trek\u2069" لائیو ہو گئی');
  });

  it('rejecting an edit keeps the live version and records the reason and its field; the dashboard and an e-mail say so', async () => {
    const body = await listingBody(t.app, me.headers, 'trek', { title: 'Rush Lake Trek', price: 120_000 });
    const listing = await createListing(t.app, me.headers, body);
    await decide(t.db, listing.listing_id, 'approved');
    await send('PATCH', `/listings/${listing.listing_id}`, { price: 90_000, meta_data: { base_price: 90_000 } });
    await decide(t.db, listing.listing_id, 'rejected', 'The price is below the cost of the permits.', 'price', mailer);
    const after = await get(listing.listing_id);
    assert.deepEqual([after.status, after.price, after.live!.price, after.pending_changes], ['approved', 120_000, 120_000, []]);
    assert.deepEqual(
      [after.review!.decision, after.review!.reason, after.review!.field],
      ['rejected', 'The price is below the cost of the permits.', 'price'],
    );
    const [log] = await logs(listing.listing_id);
    assert.deepEqual(
      [log!.edit_type, log!.note, log!.note_field, log!.edited_by],
      ['review_rejected', 'The price is below the cost of the permits.', 'price', 'admin'],
    );
    const mail = mailer.outbox.at(-1)!;
    assert.equal(mail.subject, 'Your changes to "Rush Lake Trek" were not approved');
    assert.match(mail.text, /Reason \(about: Price\): The price is below the cost of the permits\./);

    const dashboard = (await send('GET', `/suppliers/${me.supplierId}/dashboard`)).json<DashboardReply>();
    const item = dashboard.recentActivity.find((a) => a.type === 'listing_review' && a.details.listing === 'Rush Lake Trek')!;
    assert.deepEqual(item.details, {
      customer: null,
      listing: 'Rush Lake Trek',
      amount: null,
      status: 'rejected',
      rating: null,
      booking_id: null,
      listing_id: listing.listing_id,
      reason: 'The price is below the cost of the permits.',
      field: 'price',
    });
  });

  it('a rejected new listing is Rejected, not Deactivated; an edit submits it again, and an edit of a listing under review stays under review', async () => {
    const listing = await createListing(
      t.app,
      me.headers,
      await listingBody(t.app, me.headers, 'hotel', { title: 'Garden Twin Room', price: 11_000 }),
    );
    const update = (
      await send('PATCH', `/listings/${listing.listing_id}`, {
        meta_data: { room_number: 'A2', price: '12,500', room_name: 'Garden Twin' },
      })
    ).json<ListingOf<'hotel'>>();
    assert.deepEqual([update.status, update.meta_data.room_number], ['pending_review', 'A2']);
    assert.deepEqual([update.price, update.title], [12_500, 'Garden Twin'], 'title and price follow the meta_data fields they repeat');
    await decide(t.db, listing.listing_id, 'rejected', 'Add a photo of the bathroom.', 'meta_data.photos');
    assert.equal((await get(listing.listing_id)).status, 'not_approved');
    const tab = async (status: string) =>
      (await send('GET', `/listings/my-listings?status=${status}&q=Garden`)).json<{ listing_id: string }[]>().map((r) => r.listing_id);
    assert.deepEqual([await tab('rejected'), await tab('deactivated')], [[listing.listing_id], []]);
    const [log] = await logs(listing.listing_id);
    assert.deepEqual(log!.changes, [{ field: 'status', old: 'pending_review', new: 'not_approved' }]);
    const resubmitted = (await send('PATCH', `/listings/${listing.listing_id}`, { meta_data: { amenities: ['WiFi', 'AC'] } })).json<
      ListingOf<'hotel'>
    >();
    assert.deepEqual([resubmitted.status, resubmitted.review, resubmitted.meta_data.amenities], ['pending_review', null, ['WiFi', 'AC']]);
  });

  it('deactivation: the one status a supplier sets; a pending edit is withdrawn; a deactivated listing comes back through review', async () => {
    const body = await listingBody(t.app, me.headers, 'activity', { title: 'Kayaking on Attabad Lake', price: 5_000 });
    const listing = await createListing(t.app, me.headers, body);
    await decide(t.db, listing.listing_id, 'approved');
    await send('PATCH', `/listings/${listing.listing_id}`, { description: 'Sunrise sessions too.' });
    const deactivated = await send('PUT', `/listings/${listing.listing_id}`, { status: 'rejected' });
    assert.equal(deactivated.statusCode, 200, deactivated.body);
    assert.deepEqual([deactivated.json<Listing>().status, deactivated.json<Listing>().pending_changes], ['rejected', []]);
    const [log] = await logs(listing.listing_id);
    assert.deepEqual(
      [log!.edit_type, log!.changes, log!.note],
      ['status_change', [{ field: 'status', old: 'edit_pending_review', new: 'rejected' }], 'The edit under review was withdrawn.'],
    );
    for (const status of ['approved', 'pending_review', 'edit_pending_review']) {
      const refused = await send('PUT', `/listings/${listing.listing_id}`, { status });
      assert.equal(refused.statusCode, 400, status);
      assert.match(refused.json<{ errors: { field: string; message: string }[] }>().errors[0]!.message, /can only deactivate/);
    }
    const back = (await send('PUT', `/listings/${listing.listing_id}`, body)).json<Listing>();
    assert.equal(back.status, 'pending_review');
  });

  it("records the status change the portal posts, marked as the portal's, beside its own", async () => {
    const listing = await createListing(t.app, me.headers, await listingBody(t.app, me.headers, 'experience'));
    const posted = await send('POST', '/listings-edit-logs', {
      listing_id: listing.listing_id,
      edit_type: 'status_change',
      edited_by: me.userId,
      edited_fields: { status: 'rejected', old_status: 'pending_review' },
    });
    assert.equal(posted.statusCode, 201, posted.body);
    await send('PUT', `/listings/${listing.listing_id}`, { status: 'rejected' });
    const [server, portal] = await logs(listing.listing_id);
    assert.deepEqual([server!.source, server!.edit_type], ['server', 'status_change']);
    assert.deepEqual(
      [portal!.source, portal!.edited_by, portal!.edited_fields],
      ['portal', me.userId, { status: 'rejected', old_status: 'pending_review' }],
    );
    assert.deepEqual(portal!.changes, [{ field: 'status', old: 'pending_review', new: 'rejected' }]);
  });

  it('duplicates the latest version into a new listing under review with (copy) in its title', async () => {
    const source = await createListing(t.app, me.headers, await listingBody(t.app, me.headers, 'tour', { title: 'A'.repeat(100) }));
    await decide(t.db, source.listing_id, 'approved');
    await send('PATCH', `/listings/${source.listing_id}`, { description: 'The revised words.' });
    const reply = await send('POST', `/listings/${source.listing_id}/duplicate`);
    assert.equal(reply.statusCode, 201, reply.body);
    const copy = reply.json<ListingOf<'tour'>>();
    assert.notEqual(copy.listing_id, source.listing_id);
    assert.equal(copy.title, `${'A'.repeat(93)} (copy)`);
    assert.equal(copy.meta_data.title, copy.title);
    assert.deepEqual([copy.status, copy.description, copy.bookings], ['pending_review', 'The revised words.', 0]);
    const [log] = await logs(copy.listing_id);
    assert.deepEqual(
      [log!.edit_type, log!.note],
      ['created', `Copied from L${source.listing_id.slice(0, 3)}${source.listing_id.slice(-2)}`],
    );
    assert.equal((await get(source.listing_id)).status, 'edit_pending_review', 'the source is untouched');
  });

  it('refuses to delete a listing with upcoming bookings (409: deactivate it); otherwise deletes it and past bookings keep their trip name', async () => {
    const listing = await createListing(
      t.app,
      me.headers,
      await listingBody(t.app, me.headers, 'trek', { title: 'Patundas Meadows Trek' }),
    );
    await addBooking(t.db, listing, -20, 'completed');
    await addBooking(t.db, listing, 20, 'cancelled');
    await addBooking(t.db, listing, 15, 'confirmed');
    const refused = await send('DELETE', `/listings/${listing.listing_id}`);
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json<{ message: string }>().message, /Deactivate it instead/);
    await t.db.query(`UPDATE bookings SET booking_status = 'cancelled' WHERE listing_id = $1 AND booking_status = 'confirmed'`, [
      listing.listing_id,
    ]);
    const deleted = await send('DELETE', `/listings/${listing.listing_id}`);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal((await send('GET', `/listings/${listing.listing_id}`)).statusCode, 404);
    const kept = await t.db.query<{ tour_name: string; listing_id: string | null }>(
      `SELECT tour_name, listing_id FROM bookings WHERE supplier_id = $1 AND tour_name = 'Patundas Meadows Trek'`,
      [me.supplierId],
    );
    assert.equal(kept.length, 3);
    assert.ok(kept.every((b) => b.listing_id === null));
  });

  it('leaves a listing unchanged by an edit that changes nothing, and withdraws an edit that returns to the live version', async () => {
    const body = await listingBody(t.app, me.headers, 'car_rental');
    const listing = await createListing(t.app, me.headers, body);
    await decide(t.db, listing.listing_id, 'approved');
    assert.equal((await send('PUT', `/listings/${listing.listing_id}`, body)).json<Listing>().status, 'approved');
    await send('PATCH', `/listings/${listing.listing_id}`, { description: 'Clean and serviced.' });
    const reverted = (await send('PATCH', `/listings/${listing.listing_id}`, { description: body.description })).json<Listing>();
    assert.deepEqual([reverted.status, reverted.pending_changes], ['approved', []]);
    assert.deepEqual(
      (await logs(listing.listing_id)).map((l) => l.edit_type),
      ['edit', 'edit', 'review_approved', 'created'],
    );
  });
});
