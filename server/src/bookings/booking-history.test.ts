import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Booking } from '@portal/contracts';

import { type MadeSupplier, makeBooking, makeCustomer, makeSupplier } from '../../test/factories';
import { api, createTestApp, type TestApp } from '../../test/test-app';

void describe("a booking's history in Booking Info", () => {
  let t: TestApp;
  let owner: MadeSupplier;
  let other: MadeSupplier;

  before(async () => {
    t = await createTestApp();
    owner = await makeSupplier(t, {}, { full_name: 'Imran Ali' });
    other = await makeSupplier(t);
  });
  after(async () => {
    await t.close();
  });

  const get = (id: string, who = owner) => t.app.inject({ method: 'GET', url: api(`/bookings/${id}`), headers: who.headers });

  void it('says who created, confirmed and cancelled it, and when, oldest first', async () => {
    const customer = await makeCustomer(t.db, { full_name: 'Sana Mir' });
    const { booking_id: id } = await makeBooking(t.db, owner.supplierId, {
      customer_id: customer.user_id,
      customer_name: 'Sana Mir',
      booking_status: 'pending',
    });
    assert.equal((await t.app.inject({ method: 'PATCH', url: api(`/bookings/${id}/confirm`), headers: owner.headers })).statusCode, 200);
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: api(`/bookings/${id}/cancel`),
      headers: owner.headers,
      payload: { reason: 'operational', note: 'Jeep broke down' },
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    // The cancel's own reply carries the history too, so Booking Info shows it at once.
    const history = cancelled.json<Booking>().history!;
    assert.deepEqual(
      history.map(({ kind, by, reason, note }) => ({ kind, by, reason, note })),
      [
        { kind: 'created', by: 'Sana Mir', reason: null, note: null },
        { kind: 'confirmed', by: 'Imran Ali', reason: null, note: null },
        { kind: 'cancelled', by: 'Imran Ali', reason: 'operational', note: 'Jeep broke down' },
      ],
    );
    for (const line of history) assert.ok(!Number.isNaN(Date.parse(line.at)), line.at);
    assert.deepEqual((await get(id)).json<Booking>().history, history);
  });

  void it('is not shown to another business', async () => {
    const { booking_id: id } = await makeBooking(t.db, owner.supplierId);
    assert.equal((await get(id, other)).statusCode, 404);
  });
});
