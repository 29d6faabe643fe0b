import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { addDays, type Booking, type Message } from '@portal/contracts';

import { makeBooking, makeCustomer } from '../../test/factories';
import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';
import { karachiToday } from '../pakistan-time';

/** A booking by a customer account, written straight to the database; answers its id. */
async function insertBooking(t: TestApp, supplierId: string, customerId: string, status: string, days = 10): Promise<string> {
  const booking = await makeBooking(t.db, supplierId, {
    customer_id: customerId,
    booking_status: status,
    selected_date: addDays(karachiToday(), days),
  });
  return booking.booking_id;
}

void describe('answering a pending booking: confirm and decline', () => {
  let t: TestApp;
  let owner: SignedIn;
  let other: SignedIn;
  let customerId: string;

  const patch = (id: string, action: 'confirm' | 'decline', payload?: object, who: SignedIn = owner) =>
    t.app.inject({ method: 'PATCH', url: api(`/bookings/${id}/${action}`), headers: who.headers, ...(payload ? { payload } : {}) });
  const events = (id: string) =>
    t.db.query<{ kind: string; actor_id: string | null; reason: string | null; note: string | null }>(
      'SELECT kind, actor_id, reason, note FROM booking_events WHERE booking_id = $1 ORDER BY created_at',
      [id],
    );

  before(async () => {
    t = await createTestApp();
    owner = await signUpSupplier(t.app);
    other = await signUpSupplier(t.app);
    customerId = (await makeCustomer(t.db, { email: 'ayesha@customer.test' })).user_id;
  });
  after(async () => {
    await t.close();
  });

  void it('confirms a pending booking once, recording who confirmed it', async () => {
    const id = await insertBooking(t, owner.supplierId!, customerId, 'pending');
    const reply = await patch(id, 'confirm');
    assert.equal(reply.statusCode, 200, reply.body);
    assert.equal(reply.json<Booking>().booking_status, 'confirmed');
    assert.deepEqual(await events(id), [{ kind: 'confirmed', actor_id: owner.userId, reason: null, note: null }]);

    const again = await patch(id, 'confirm');
    assert.equal(again.statusCode, 409);
    assert.equal(again.json<{ message: string }>().message, 'Only a pending booking can be confirmed; this one is confirmed.');
  });

  void it('declines a pending booking: cancelled with the reason, the customer told in its conversation, who declined recorded', async () => {
    const id = await insertBooking(t, owner.supplierId!, customerId, 'pending');
    const reply = await patch(id, 'decline', { reason: '  The jeep track to Fairy Meadows is closed that week.  ' });
    assert.equal(reply.statusCode, 200, reply.body);
    const booking = reply.json<Booking>();
    assert.equal(booking.booking_status, 'cancelled');
    assert.equal(booking.cancellation_reason, 'declined');
    assert.equal(booking.cancellation_note, 'The jeep track to Fairy Meadows is closed that week.');
    assert.deepEqual(await events(id), [
      { kind: 'declined', actor_id: owner.userId, reason: 'declined', note: 'The jeep track to Fairy Meadows is closed that week.' },
    ]);

    const thread = await t.app.inject({ method: 'GET', url: api(`/messages/booking/${id}`), headers: owner.headers });
    const [message] = thread.json<Message[]>();
    assert.equal(message?.sender_id, owner.userId);
    assert.equal(message?.receiver_id, customerId);
    assert.match(
      message.message_text,
      new RegExp(
        `^Your booking #${booking.booking_number} \\(Hunza Valley Tour, .+\\) was declined: The jeep track to Fairy Meadows is closed that week\\.$`,
      ),
    );
  });

  void it('records who cancelled a booking', async () => {
    const id = await insertBooking(t, owner.supplierId!, customerId, 'confirmed');
    const reply = await t.app.inject({
      method: 'PATCH',
      url: api(`/bookings/${id}/cancel`),
      headers: owner.headers,
      payload: { reason: 'operational' },
    });
    assert.equal(reply.statusCode, 200, reply.body);
    assert.deepEqual(await events(id), [{ kind: 'cancelled', actor_id: owner.userId, reason: 'operational', note: null }]);
  });

  void it('answers only pending bookings still ahead, and only the supplier’s own', async () => {
    const confirmed = await insertBooking(t, owner.supplierId!, customerId, 'confirmed');
    const declined = await patch(confirmed, 'decline', { reason: 'Full' });
    assert.equal(declined.statusCode, 409);
    assert.equal(declined.json<{ message: string }>().message, 'Only a pending booking can be declined; this one is confirmed.');

    const past = await insertBooking(t, owner.supplierId!, customerId, 'pending', -2);
    const late = await patch(past, 'confirm');
    assert.equal(late.statusCode, 409);
    assert.equal(late.json<{ message: string }>().message, "This booking's date has passed; it can no longer be confirmed.");

    const pending = await insertBooking(t, owner.supplierId!, customerId, 'pending');
    assert.equal((await patch(pending, 'confirm', undefined, other)).statusCode, 404);
    assert.equal((await patch(pending, 'decline', { reason: 'Full' }, other)).statusCode, 404);
    assert.equal((await events(pending)).length, 0);
  });

  void it('asks for a reason to decline (400 with the field), and a token (401)', async () => {
    const id = await insertBooking(t, owner.supplierId!, customerId, 'pending');
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const reply = await patch(id, 'decline', payload);
      assert.equal(reply.statusCode, 400, JSON.stringify(payload));
      assert.equal(reply.json<{ errors: { field: string }[] }>().errors[0]?.field, 'reason');
    }
    assert.equal((await t.app.inject({ method: 'PATCH', url: api(`/bookings/${id}/confirm`) })).statusCode, 401);
    const still = await t.app.inject({ method: 'GET', url: api(`/bookings/${id}`), headers: owner.headers });
    assert.equal(still.json<Booking>().booking_status, 'pending');
  });
});
