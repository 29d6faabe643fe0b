import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { addDays, bookingEndpoints } from '@portal/contracts';

import { makeBooking } from '../../test/factories';
import { documentedApp, refusedBy } from '../../test/openapi-document';
import { karachiToday } from '../pakistan-time';

/**
 * Declared refusals that no other test drives: each is refused here and checked against its
 * operation's documented refusals (status, message, field errors) in the OpenAPI document.
 */
describe('the OpenAPI document states the booking rules no other test meets', () => {
  const kit = documentedApp();
  const today = karachiToday();

  it('a pending booking whose date has passed can no longer be confirmed', async () => {
    const { booking_id } = await makeBooking(kit.t.db, kit.me.supplierId!, {
      booking_status: 'pending',
      selected_date: addDays(today, -3),
    });
    const reply = await refusedBy(kit, bookingEndpoints.confirmBooking, { params: { id: booking_id } });
    assert.equal(reply.statusCode, 409);
    assert.match(reply.body, /This booking's date has passed; it can no longer be confirmed\./);
  });

  it('a booking that has taken place, or whose listing is gone, cannot be moved', async () => {
    const payload = { date: addDays(today, 20) };
    const past = await makeBooking(kit.t.db, kit.me.supplierId!, { booking_status: 'confirmed', selected_date: addDays(today, -3) });
    const tookPlace = await refusedBy(kit, bookingEndpoints.rescheduleBooking, { params: { id: past.booking_id }, payload });
    assert.equal(tookPlace.statusCode, 409);
    assert.match(tookPlace.body, /A booking that has taken place cannot be moved\./);

    const orphan = await makeBooking(kit.t.db, kit.me.supplierId!, { booking_status: 'confirmed', listing_id: null });
    const gone = await refusedBy(kit, bookingEndpoints.rescheduleBooking, { params: { id: orphan.booking_id }, payload });
    assert.equal(gone.statusCode, 409);
    assert.match(gone.body, /listing no longer exists/);
  });

  it('a booking already marked a no-show is not marked again', async () => {
    const { booking_id } = await makeBooking(kit.t.db, kit.me.supplierId!, {
      booking_status: 'confirmed',
      selected_date: addDays(today, -1),
      arrival: 'no_show',
      arrival_at: new Date(),
    });
    const reply = await refusedBy(kit, bookingEndpoints.markNoShow, { params: { id: booking_id } });
    assert.equal(reply.statusCode, 409);
    assert.match(reply.body, /This booking is already marked a no-show\./);
  });
});
