import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { AvailabilityRules, ListingOf, ListingType } from '@portal/contracts';

import { listingBody } from '../../test/listing-factory';
import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';

type Reply = { message: string; errors?: { field: string; message: string }[] };

/** Issue 34: what a supplier's first week tripped over in the wizards' fields, refused or accepted by the server as by the forms. */
describe('listing fields the wizards and the server share (issue 34)', () => {
  let t: TestApp;
  let me: SignedIn;

  before(async () => {
    t = await createTestApp();
    me = await signUpSupplier(t.app);
  });
  after(async () => {
    await t.close();
  });

  const create = async (type: ListingType, meta: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: api('/listings'),
      headers: me.headers,
      payload: await listingBody(t.app, me.headers, type, { meta }),
    });
  const errorsOf = (reply: { json: <T>() => T }) => Object.fromEntries((reply.json<Reply>().errors ?? []).map((e) => [e.field, e.message]));

  it('takes ages 0-99 on tours, treks, activities and experiences, and refuses a youngest above the oldest at the field', async () => {
    for (const type of ['tour', 'trek', 'activity', 'experience'] as const) {
      const adults = await create(type, { age_range: { min: 18, max: 99 } });
      assert.equal(adults.statusCode, 201, `${type}: ${adults.body}`);
      const reversed = await create(type, { age_range: { min: 30, max: 20 } });
      assert.equal(reversed.statusCode, 400, type);
      assert.deepEqual(errorsOf(reversed), { 'meta_data.age_range.max': 'Maximum age must be at least the minimum age.' }, type);
    }
  });

  it('refuses contradictory values at their field: spots below the smallest group, a time that does not exist, a full day cheaper than half', async () => {
    const spots = await create('tour', { type: 'group', min_people: 3, available_spots: 1 });
    assert.deepEqual(
      [spots.statusCode, errorsOf(spots)],
      [400, { 'meta_data.available_spots': 'Available spots must be at least the minimum number of people.' }],
    );
    const slots = await create('trek', { min_people: 5, available_slots: '4' });
    assert.deepEqual(
      [slots.statusCode, errorsOf(slots)],
      [400, { 'meta_data.available_slots': 'Available slots must be at least the minimum number of people.' }],
    );
    const tourTime = await create('tour', { meeting_time: '25:99' });
    assert.deepEqual(
      [tourTime.statusCode, errorsOf(tourTime)],
      [400, { 'meta_data.meeting_time': 'Meeting time must use a real time of day, such as 10:00 am or 16:30.' }],
    );
    for (const type of ['trek', 'experience'] as const) {
      const reply = await create(type, { meeting_time_date: '9:75 am on day 1' });
      assert.deepEqual(
        [reply.statusCode, errorsOf(reply)],
        [400, { 'meta_data.meeting_time_date': 'Meeting time and date must use a real time of day, such as 10:00 am or 16:30.' }],
        type,
      );
    }
    const guide = await listingBody(t.app, me.headers, 'tour_guide', { price: 7_000 });
    const rates = await t.app.inject({
      method: 'POST',
      url: api('/listings'),
      headers: me.headers,
      payload: { ...guide, meta_data: { ...guide.meta_data, half_day_rate: 9_000 } },
    });
    assert.deepEqual(
      [rates.statusCode, errorsOf(rates)],
      [400, { 'meta_data.full_day_rate': 'The full-day rate cannot be less than the half-day rate.' }],
    );
    const fine = await create('tour', { type: 'group', min_people: 3, available_spots: 3, meeting_time: '16:30' });
    assert.equal(fine.statusCode, 201, fine.body);
  });

  it("takes Pakistan's makes, engines, next year's models and the northern areas, keeping the spec's values", async () => {
    const nextYear = new Date().getFullYear() + 1;
    const accepted: [ListingType, Record<string, unknown>][] = [
      ['car_rental', { car_make: 'KIA', model_year: nextYear, engine_capacity: '660cc' }],
      ['car_rental', { car_make: 'Toyota', model_year: 2018, engine_capacity: '2800cc' }],
      ['bike_rental', { bike_make: 'United', model_year: String(nextYear), engine_capacity: '70cc' }],
      ['bike_rental', { bike_make: 'Royal Enfield', model_year: 2017, engine_capacity: '1000cc+' }],
      ['activity', { city_region: 'Hunza' }],
      ['activity', { city_region: 'Multan' }],
    ];
    for (const [type, meta] of accepted) {
      const reply = await create(type, meta);
      assert.equal(reply.statusCode, 201, `${type} ${JSON.stringify(meta)}: ${reply.body}`);
    }
    const tooNew = await create('car_rental', { model_year: nextYear + 1 });
    assert.deepEqual(errorsOf(tooNew), { 'meta_data.model_year': `Model year must be a whole number from 2018 to ${nextYear}.` });
  });

  it('takes a hotel room type with its count of rooms, which is what each night sells, a description, and up to 10 guests', async () => {
    const reply = await create('hotel', { room_count: 5, sleeps: 8, description: 'A family room facing Rakaposhi.' });
    assert.equal(reply.statusCode, 201, reply.body);
    const room = reply.json<ListingOf<'hotel'>>();
    assert.deepEqual(
      [room.meta_data.room_count, room.meta_data.sleeps, room.meta_data.description],
      [5, 8, 'A family room facing Rakaposhi.'],
    );
    const rules = await t.app.inject({ method: 'GET', url: api(`/listings/${room.listing_id}/availability/rules`), headers: me.headers });
    assert.deepEqual(
      rules.json<AvailabilityRules>().schedules.map((s) => s.capacity),
      [5],
    );
    const refused = await create('hotel', { room_count: 0, sleeps: 11 });
    assert.deepEqual(errorsOf(refused), {
      'meta_data.room_count': 'Rooms of this type must be a whole number from 1 to 500.',
      'meta_data.sleeps': 'Sleeps must be a whole number from 1 to 10.',
    });
  });
});
