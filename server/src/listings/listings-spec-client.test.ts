import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { ListingOf } from '@portal/contracts';

import { createListing, listingBody } from '../../test/listing-factory';
import { PNG_BYTES, uploadTestFile } from '../../test/sample-profiles';
import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';
import { listListings } from '../admin/listings';

/** Issue 34 point 22: what the spec's client sends (spec/listings.md sections 3 and 7) is accepted. */
describe("listings as the spec's client sends them", () => {
  let t: TestApp;
  let me: SignedIn;

  before(async () => {
    t = await createTestApp();
    me = await signUpSupplier(t.app);
  });
  after(async () => {
    await t.close();
  });

  const send = async (method: 'POST' | 'PUT' | 'GET', path: string, payload?: object) =>
    t.app.inject({ method, url: api(path), headers: me.headers, ...(payload ? { payload } : {}) });

  /** A tour with only the fields the spec's tour wizard saves: no spots, audience, theme, availability, places or base price. */
  const specTour = async () => ({
    partner_id: me.supplierId,
    listing_type: 'tour',
    title: 'Lahore Food Walk',
    description: 'Old city food walk.',
    price: 8_500,
    meta_data: {
      type: 'group',
      title: 'Lahore Food Walk',
      overview: 'Six stops through the walled city.',
      duration: '3 days',
      min_people: 3,
      languages: ['English', 'Urdu'],
      starts_in: 'Lahore',
      photos: [await uploadTestFile(t.app, me.headers, 'walk.png', PNG_BYTES)],
    },
  });

  it('accepts a tour without the screen-only fields; base_price is the price, the duration is read into our shape', async () => {
    const created = await send('POST', '/listings', await specTour());
    assert.equal(created.statusCode, 201, created.body);
    const tour = created.json<ListingOf<'tour'>>();
    assert.equal(tour.status, 'pending_review');
    assert.deepEqual([tour.meta_data.base_price, tour.meta_data.duration], [8_500, { value: 3, unit: 'days' }]);
    assert.equal(tour.meta_data.available_spots, undefined);
    assert.equal((await send('GET', `/listings/${tour.listing_id}`)).statusCode, 200);
  });

  it('shows the review team what the listing still lacks', async () => {
    const tour = await createListing(t.app, me.headers, await specTour());
    const [row] = (await listListings(t.db, {})).filter((r) => r.listing_id === tour.listing_id);
    assert.deepEqual(row!.missing, ['Available spots', 'Places covered', 'Age range']);
  });

  it("updates with the spec's 'N hours|days|weeks' and 'min-max' texts, read into {value, unit} and {min, max}", async () => {
    const body = await listingBody(t.app, me.headers, 'trek');
    const trek = await createListing(t.app, me.headers, body);
    const updated = await send('PUT', `/listings/${trek.listing_id}`, {
      ...body,
      meta_data: { ...body.meta_data, duration: '10 days', age_range: '12-60' },
    });
    assert.equal(updated.statusCode, 200, updated.body);
    const saved = updated.json<ListingOf<'trek'>>();
    assert.deepEqual(
      [saved.meta_data.duration, saved.meta_data.age_range],
      [
        { value: 10, unit: 'days' },
        { min: 12, max: 60 },
      ],
    );
  });

  it('refuses text it cannot read, and a given field still checked, with 400 and the field', async () => {
    const tour = await specTour();
    for (const [meta, field] of [
      [{ duration: 'a while' }, 'meta_data.duration'],
      [{ age_range: 'kids' }, 'meta_data.age_range'],
      [{ age_range: '15-12' }, 'meta_data.age_range.max'],
      [{ available_spots: 0 }, 'meta_data.available_spots'],
    ] as const) {
      const reply = await send('POST', '/listings', { ...tour, meta_data: { ...tour.meta_data, ...meta } });
      assert.equal(reply.statusCode, 400, JSON.stringify(meta));
      assert.deepEqual(
        reply.json<{ errors: { field: string }[] }>().errors.map((e) => e.field),
        [field],
        JSON.stringify(meta),
      );
    }
  });
});
