import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { MESSAGE_FILE_FIELD } from '@portal/contracts';

import { makeBooking, makeCustomer } from '../../test/factories';
import { multipartRequest } from '../../test/sample-profiles';
import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';

/**
 * The spec writes some paths with a trailing slash (`POST /chatting/`) and others without: every
 * route answers both spellings alike, public or not, JSON or multipart.
 */
describe('paths with a trailing slash', () => {
  let t: TestApp;
  let me: SignedIn;
  let bookingId: string;
  let customerId: string;

  before(async () => {
    t = await createTestApp();
    me = await signUpSupplier(t.app);
    customerId = (await makeCustomer(t.db, { full_name: 'Sana' })).user_id;
    const booking = await makeBooking(t.db, me.supplierId!, {
      customer_id: customerId,
      customer_name: 'Sana',
      tour_name: 'Hunza Valley',
      duration_days: 3,
    });
    bookingId = booking.booking_id;
  });
  after(() => t.close());

  const get = (path: string, headers: Record<string, string> = me.headers) => t.app.inject({ method: 'GET', url: api(path), headers });

  it('answers GET routes with and without the slash alike', async () => {
    for (const path of [
      `/users/${me.userId}`,
      `/suppliers/${me.supplierId}`,
      `/suppliers/${me.supplierId}/dashboard`,
      '/bookings/customer',
      '/payouts/supplier',
      '/health',
    ]) {
      const plain = await get(path);
      const slashed = await get(`${path}/`);
      assert.equal(plain.statusCode, 200, path);
      assert.equal(slashed.statusCode, 200, `${path}/`);
      assert.deepEqual(slashed.json(), plain.json(), `${path}/ answers what ${path} answers`);
      assert.equal(slashed.headers['x-total-count'], plain.headers['x-total-count']);
    }
  });

  it("sends a message through the spec's POST /chatting/ as through POST /chatting", async () => {
    const send = (path: string, text: string) => {
      const fields = { booking_id: bookingId, sender_id: me.userId, receiver_id: customerId, message_text: text };
      const request = multipartRequest(api(path), { fields, field: MESSAGE_FILE_FIELD });
      return t.app.inject({ ...request, headers: { ...request.headers, ...me.headers } });
    };
    const slashed = await send('/chatting/', 'Sent to /chatting/');
    const plain = await send('/chatting', 'Sent to /chatting');
    assert.equal(slashed.statusCode, plain.statusCode);
    assert.equal(slashed.statusCode, 201, slashed.body);
    const thread = await get(`/messages/booking/${bookingId}/`);
    assert.deepEqual(
      thread
        .json<{ message_text: string }[]>()
        .map((m) => m.message_text)
        .sort(),
      ['Sent to /chatting', 'Sent to /chatting/'],
    );
  });

  it('keeps public routes public and the others guarded, with the slash', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: api('/users/login/'),
      payload: { email: 'nobody@example.test', password: 'wrong-pass' },
    });
    assert.equal(login.statusCode, 401);
    assert.equal(login.json<{ message: string }>().message, 'Invalid email or password');
    const anonymous = await get(`/users/${me.userId}/`, {});
    assert.equal(anonymous.statusCode, 401);
    const malformed = await t.app.inject({
      method: 'PUT',
      url: api(`/users/bank/${me.userId}/`),
      headers: me.headers,
      payload: { bank: '' },
    });
    assert.equal(malformed.statusCode, 400, 'the body is validated as without the slash');
  });

  it('still answers 404 for a path that is not a route, slash or not', async () => {
    assert.equal((await get('/no-such-route/')).statusCode, 404);
    assert.equal((await get(`/users/${me.userId}//`)).statusCode, 404);
  });
});
