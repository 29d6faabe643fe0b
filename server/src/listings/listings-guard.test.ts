import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { type Listing, LISTING_TYPES, type ListingOf } from '@portal/contracts';

import { createListing, listingBody } from '../../test/listing-factory';
import { PNG_BYTES, uploadTestFile } from '../../test/sample-profiles';
import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';

type Reply = { message: string; errors?: { field: string; message: string }[] };

describe('listing routes: ownership and malformed input', () => {
  let t: TestApp;
  let me: SignedIn;
  let stranger: SignedIn;
  let mine: Listing;

  before(async () => {
    t = await createTestApp();
    me = await signUpSupplier(t.app);
    stranger = await signUpSupplier(t.app);
    mine = await createListing(t.app, me.headers, await listingBody(t.app, me.headers, 'tour'));
  });
  after(async () => {
    await t.close();
  });

  const send = (who: SignedIn | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, payload?: unknown) =>
    t.app.inject({ method, url: api(path), headers: who?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const errorsOf = (reply: { json: <T>() => T }) => Object.fromEntries((reply.json<Reply>().errors ?? []).map((e) => [e.field, e.message]));

  it("answers 404 for another supplier's listing on every route, and changes nothing", async () => {
    const body = await listingBody(t.app, me.headers, 'tour');
    const calls: [string, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string, unknown?][] = [
      ['get', 'GET', `/listings/${mine.listing_id}`],
      ['put', 'PUT', `/listings/${mine.listing_id}`, body],
      ['deactivate', 'PUT', `/listings/${mine.listing_id}`, { status: 'rejected' }],
      ['patch', 'PATCH', `/listings/${mine.listing_id}`, { title: 'Mine now' }],
      ['delete', 'DELETE', `/listings/${mine.listing_id}`],
      ['duplicate', 'POST', `/listings/${mine.listing_id}/duplicate`],
      ['logs', 'GET', `/listings-edit-logs/listing/${mine.listing_id}`],
      [
        'post log',
        'POST',
        '/listings-edit-logs',
        { listing_id: mine.listing_id, edit_type: 'status_change', edited_fields: { status: 'rejected', old_status: 'pending_review' } },
      ],
    ];
    for (const [name, method, path, payload] of calls) {
      const reply = await send(stranger, method, path, payload);
      assert.equal(reply.statusCode, 404, `${name}: ${reply.body}`);
    }
    const list = await send(stranger, 'GET', '/listings/my-listings');
    assert.deepEqual([list.json<unknown[]>(), list.headers['x-total-count']], [[], '0']);
    const after = (await send(me, 'GET', `/listings/${mine.listing_id}`)).json<Listing>();
    assert.deepEqual([after.title, after.status], [mine.title, 'pending_review']);
  });

  it("refuses a partner_id naming another supplier (403), and an edit log written in another user's name", async () => {
    const body = await listingBody(t.app, me.headers, 'trek');
    const create = await send(me, 'POST', '/listings', { ...body, partner_id: stranger.supplierId });
    assert.equal(create.statusCode, 403);
    assert.match(create.json<Reply>().message, /your own supplier account/);
    const update = await send(me, 'PUT', `/listings/${mine.listing_id}`, {
      ...(await listingBody(t.app, me.headers, 'tour')),
      partner_id: stranger.supplierId,
    });
    assert.equal(update.statusCode, 403);
    const log = await send(me, 'POST', '/listings-edit-logs', {
      listing_id: mine.listing_id,
      edit_type: 'status_change',
      edited_by: stranger.userId,
      edited_fields: { status: 'rejected', old_status: 'approved' },
    });
    assert.equal(log.statusCode, 403);
    assert.equal((await send(me, 'POST', '/listings', { ...body, partner_id: me.supplierId })).statusCode, 201);
  });

  it('needs a token, and a finished supplier registration', async () => {
    assert.equal((await send(null, 'GET', `/listings/${mine.listing_id}`)).statusCode, 401);
    assert.equal((await send(null, 'POST', '/listings', await listingBody(t.app, me.headers, 'tour'))).statusCode, 401);
    const userOnly = await signUpSupplier(t.app, { supplier: false });
    assert.equal((await send(userOnly, 'GET', '/listings/my-listings')).statusCode, 403);
  });

  it('accepts a valid listing of each of the eight types', async () => {
    for (const type of LISTING_TYPES) {
      const reply = await send(me, 'POST', '/listings', await listingBody(t.app, me.headers, type));
      assert.equal(reply.statusCode, 201, `${type}: ${reply.body}`);
      assert.equal(reply.json<Listing>().listing_type, type);
    }
  });

  it("reads a price with thousands separators ('45,000') and refuses one that is not a positive whole number", async () => {
    const body = await listingBody(t.app, me.headers, 'hotel');
    const accepted = await send(me, 'POST', '/listings', { ...body, price: '45,000', meta_data: { ...body.meta_data, price: '45,000' } });
    assert.equal(accepted.statusCode, 201, accepted.body);
    const room = accepted.json<ListingOf<'hotel'>>();
    assert.deepEqual([room.price, room.meta_data.price], [45_000, 45_000]);
    for (const price of ['45.5', '-1', '0', 'abc', '', 1.5, -1, '45,00', null]) {
      const reply = await send(me, 'POST', '/listings', { ...body, price, meta_data: { ...body.meta_data, price } });
      assert.equal(reply.statusCode, 400, JSON.stringify(price));
      assert.ok(errorsOf(reply).price, JSON.stringify(price));
      assert.ok(errorsOf(reply)['meta_data.price'], JSON.stringify(price));
    }
  });

  it('answers 400 with the field and its message for each mistake', async () => {
    const body = await listingBody(t.app, me.headers, 'activity');
    const meta = body.meta_data as Record<string, unknown>;
    const reply = await send(me, 'POST', '/listings', {
      ...body,
      title: 'x'.repeat(101),
      meta_data: {
        ...meta,
        title: 'x'.repeat(101),
        select_activity: 'Skydiving',
        min_people: 51,
        age_range: { min: 12, max: 5 },
        faqs: [{ question: 'q'.repeat(101), answer: '' }],
        itinerary: [],
        photos: ['https://elsewhere.example/p.jpg'],
        highlights: ['h'.repeat(91)],
        inclusions: ['i'.repeat(51)],
        important_info: ['n'.repeat(101)],
      },
    });
    assert.equal(reply.statusCode, 400);
    assert.deepEqual(errorsOf(reply), {
      title: 'Title must be at most 100 characters.',
      'meta_data.select_activity': 'Choose an activity.',
      'meta_data.min_people': 'Minimum people must be a whole number from 1 to 50.',
      'meta_data.age_range.max': 'Maximum age must be at least the minimum age.',
      'meta_data.title': 'Title must be at most 100 characters.',
      'meta_data.highlights.0': 'Each highlight must be at most 90 characters.',
      'meta_data.itinerary': 'Add at least one itinerary entry.',
      'meta_data.inclusions.0': 'Each inclusion must be at most 50 characters.',
      'meta_data.faqs.0.question': 'FAQ question must be at most 100 characters.',
      'meta_data.faqs.0.answer': 'FAQ answer is required.',
      'meta_data.important_info.0': 'Each important information entry must be at most 100 characters.',
      // A file elsewhere is not a file of the portal's.
      'meta_data.photos.0': 'Each photo must be an uploaded file.',
    });
  });

  it('refuses photos that were not uploaded here or are not images', async () => {
    const body = await listingBody(t.app, me.headers, 'bike_rental');
    const meta = body.meta_data as { photos: string[] };
    const pdf = await uploadTestFile(t.app, me.headers);
    const theirs = await uploadTestFile(t.app, stranger.headers, 'theirs.png', PNG_BYTES);
    const photos = [...meta.photos, '/api/v1/files/0f8c6f6e-2f5e-4f0e-9a4c-3c9b1f0d7e21.png', pdf, theirs];
    const reply = await send(me, 'POST', '/listings', { ...body, meta_data: { ...meta, photos } });
    assert.equal(reply.statusCode, 400);
    assert.deepEqual(errorsOf(reply), {
      'meta_data.photos.1': 'This file was not uploaded to the portal. Please upload it again.',
      'meta_data.photos.2': 'Only image files can be listing photos.',
      // Another supplier's upload is not this one's to use.
      'meta_data.photos.3': 'This file was not uploaded to the portal. Please upload it again.',
    });
  });

  it("refuses a change of type, a status other than 'rejected', and bodies of the wrong shape, never with a 500", async () => {
    const tour = await listingBody(t.app, me.headers, 'tour');
    const typeChange = await send(me, 'PUT', `/listings/${mine.listing_id}`, await listingBody(t.app, me.headers, 'trek'));
    assert.deepEqual(
      [typeChange.statusCode, errorsOf(typeChange).listing_type],
      [400, 'The listing type cannot be changed. Create a new listing instead.'],
    );
    const malformed: [string, 'POST' | 'PUT' | 'PATCH', string, unknown][] = [
      ['no body', 'POST', '/listings', undefined],
      ['array', 'POST', '/listings', []],
      ['null', 'POST', '/listings', null],
      ['unknown type', 'POST', '/listings', { ...tour, listing_type: 'boat' }],
      ['meta not an object', 'POST', '/listings', { ...tour, meta_data: 'x' }],
      ['deep garbage', 'POST', '/listings', { ...tour, meta_data: { itinerary: [null, 5], faqs: 'x', duration: [], age_range: 7 } }],
      ['status with content', 'POST', '/listings', { ...tour, status: 'approved' }],
      ['status approved', 'PUT', `/listings/${mine.listing_id}`, { status: 'approved' }],
      ['deactivate with more', 'PUT', `/listings/${mine.listing_id}`, { status: 'rejected', title: 'x' }],
      ['title mismatch', 'PUT', `/listings/${mine.listing_id}`, { ...tour, title: 'Not the meta title' }],
      ['patch meta garbage', 'PATCH', `/listings/${mine.listing_id}`, { meta_data: { min_people: 'many' } }],
      ['patch wrong types', 'PATCH', `/listings/${mine.listing_id}`, { title: 5, meta_data: [] }],
      ['patch status', 'PATCH', `/listings/${mine.listing_id}`, { status: 'pending_review' }],
      ['log of another kind', 'POST', '/listings-edit-logs', { listing_id: mine.listing_id, edit_type: 'edit', edited_fields: {} }],
      ['log without fields', 'POST', '/listings-edit-logs', { listing_id: 'x', edit_type: 'status_change' }],
      // PostgreSQL cannot store a NUL character in text or jsonb: refused before it gets there.
      ['NUL in a title', 'PATCH', `/listings/${mine.listing_id}`, { title: 'Hunza\u0000', meta_data: { title: 'Hunza\u0000' } }],
      ['NUL in a key', 'PATCH', `/listings/${mine.listing_id}`, { meta_data: { 'ti\u0000tle': 'x' } }],
    ];
    for (const [name, method, path, payload] of malformed) {
      const reply = await send(me, method, path, payload);
      assert.equal(reply.statusCode, 400, `${name}: ${reply.body}`);
      assert.ok(reply.json<Reply>().message, name);
    }
    const text = await t.app.inject({
      method: 'POST',
      url: api('/listings'),
      headers: { ...me.headers, 'content-type': 'text/plain' },
      payload: 'tour',
    });
    assert.equal(text.statusCode, 400);
    for (const query of ['page=1e300', 'q=%00', 'status=%00']) {
      assert.equal((await send(me, 'GET', `/listings/my-listings?${query}`)).statusCode, 400, query);
    }
    assert.equal((await send(me, 'GET', '/listings/my-listings.csv?q=%00')).statusCode, 400);
    for (const path of ['/listings/not-a-uuid', '/listings/L12345', '/listings-edit-logs/listing/x']) {
      assert.equal((await send(me, 'GET', path)).statusCode, 404, path);
    }
  });

  it('describes every listing route in the OpenAPI document from the same schemas', async () => {
    type Operation = { parameters: { name: string }[]; requestBody?: unknown; security?: unknown[] };
    const doc = (await t.app.inject({ method: 'GET', url: api('/openapi.json') })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const methods = (path: string) => Object.keys(doc.paths[`/api/v1${path}`] ?? {}).sort();
    assert.deepEqual(methods('/listings/my-listings'), ['get']);
    assert.deepEqual(methods('/listings/my-listings.csv'), ['get']);
    assert.deepEqual(methods('/listings'), ['post']);
    assert.deepEqual(methods('/listings/{id}'), ['delete', 'get', 'patch', 'put']);
    assert.deepEqual(methods('/listings/{id}/duplicate'), ['post']);
    assert.deepEqual(methods('/listings-edit-logs'), ['post']);
    assert.deepEqual(methods('/listings-edit-logs/listing/{id}'), ['get']);
    const list = doc.paths['/api/v1/listings/my-listings']!.get!;
    assert.deepEqual(list.parameters.map((p) => p.name).sort(), [
      'group',
      'international',
      'local',
      'page',
      'pageSize',
      'private',
      'q',
      'sort',
      'status',
      'tours',
      'treks',
    ]);
    const create = JSON.stringify(doc.paths['/api/v1/listings']!.post!.requestBody);
    for (const field of [
      'select_trek',
      'room_name',
      'half_day_rate',
      'bike_make',
      'experience_type',
      'select_activity',
      'car_make',
      'places_covered',
    ])
      assert.ok(create.includes(field), field);
    assert.equal(
      Object.keys(doc.paths).some((path) => path.includes('internal')),
      false,
    );
  });
});
