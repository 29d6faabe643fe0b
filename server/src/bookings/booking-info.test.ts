import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { addDays, type Booking, type ListingType } from '@portal/contracts';

import { makeBooking, makeListing, makeSupplier } from '../../test/factories';
import { api, createTestApp, type TestApp } from '../../test/test-app';
import { addBooking } from '../admin/bookings';
import { giveFirstRules } from '../availability/first-rules';
import { karachiToday } from '../pakistan-time';
import { freeCancellationUntil } from './cancellation-terms';

void describe('free cancellation follows the listing’s terms', () => {
  void it('reads a period in days, hours or weeks before the date; none for non-refundable or unstated terms', () => {
    assert.equal(freeCancellationUntil('Free cancellation up to 7 days before departure.', '2030-05-10'), '2030-05-03');
    assert.equal(freeCancellationUntil('Cancel for free up to 48 hours before pick-up.', '2030-05-10'), '2030-05-08');
    assert.equal(freeCancellationUntil('Full refund if cancelled 12 hrs before check-in', '2030-05-10'), '2030-05-09');
    assert.equal(freeCancellationUntil('Refund up to 2 weeks before.', '2030-05-10'), '2030-04-26');
    assert.equal(freeCancellationUntil('Non-refundable: no cancellation within 3 days.', '2030-05-10'), null);
    assert.equal(freeCancellationUntil('Cancellation fees apply.', '2030-05-10'), null);
    assert.equal(freeCancellationUntil(null, '2030-05-10'), null);
  });
});

void describe('Booking Info facts from the booked listing', () => {
  let t: TestApp;
  let supplierId: string;
  let headers: { authorization: string };

  /** A live listing of the supplier, written straight to the database. */
  async function insertListing(type: ListingType, title: string, meta: Record<string, unknown>): Promise<string> {
    const { listing_id: listingId } = await makeListing(t.db, supplierId, {
      listing_type: type,
      title,
      price: 8000,
      meta_data: meta,
      status: 'approved',
    });
    // It sells at once, as a new listing does once approved.
    await giveFirstRules(t.db, listingId, type, meta);
    return listingId;
  }
  const info = async (bookingId: string) => {
    const reply = await t.app.inject({ method: 'GET', url: api(`/bookings/${bookingId}`), headers });
    assert.equal(reply.statusCode, 200, reply.body);
    return reply.json<Booking>();
  };

  before(async () => {
    t = await createTestApp();
    ({ supplierId, headers } = await makeSupplier(
      t,
      { supplier_type: 'hotel' },
      { full_name: 'Karakoram Stays', email: 'stays@supplier.test' },
    ));
  });
  after(async () => {
    await t.close();
  });

  void it("dates a new booking's free cancellation by the listing's terms, and shows those terms", async () => {
    const listingId = await insertListing('car_rental', 'Toyota Corolla 2022', {
      important_info: ['Valid driving licence required.', 'Free cancellation up to 48 hours before pick-up.'],
    });
    const date = addDays(karachiToday(), 20);
    const added = await addBooking(t.db, { supplierEmail: 'stays@supplier.test', listingId, date, people: 1 });
    const booking = await info(added.booking_id);
    assert.equal(booking.free_cancellation_until, addDays(date, -2));
    assert.equal(booking.cancellation_terms, 'Free cancellation up to 48 hours before pick-up.');
  });

  void it('promises no free cancellation when the listing states no terms', async () => {
    const listingId = await insertListing('hotel', 'Deluxe Double', { room_name: 'Deluxe Double', room_number: '204' });
    const added = await addBooking(t.db, { supplierEmail: 'stays@supplier.test', listingId, date: addDays(karachiToday(), 30), people: 2 });
    const booking = await info(added.booking_id);
    assert.equal(booking.free_cancellation_until, null);
    assert.equal(booking.cancellation_terms, null);
    assert.equal(booking.room_number, '204');
    assert.equal(booking.listing_type, 'hotel');
  });

  void it("gives a trip's meeting point", async () => {
    const listingId = await insertListing('tour', 'Hunza Valley Tour', {
      starts_in: 'Islamabad',
      meeting_address: 'Serena Hotel lobby, Islamabad',
    });
    const row = await makeBooking(t.db, supplierId, {
      listing_id: listingId,
      selected_date: addDays(karachiToday(), 12),
      total_price: 16000,
      starts_in: 'Islamabad',
    });
    const booking = await info(row.booking_id);
    assert.equal(booking.meeting_point, 'Serena Hotel lobby, Islamabad');
    assert.equal(booking.starts_in, 'Islamabad');
  });

  void it('names the listing types the supplier has, which My Reviews filters by', async () => {
    const reply = await t.app.inject({ method: 'GET', url: api('/bookings/listing-types'), headers });
    assert.equal(reply.statusCode, 200, reply.body);
    assert.deepEqual(reply.json(), ['tour', 'car_rental', 'hotel']);
    const reviews = await t.app.inject({ method: 'GET', url: api(`/reviews/supplier/${supplierId}?type=hotel`), headers });
    assert.equal(reviews.statusCode, 200, reviews.body);
  });
});
