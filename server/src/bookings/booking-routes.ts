import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  BookingFilterQuerySchema, BookingListQuerySchema, BookingSchema, CancelBookingRequestSchema, DeclineBookingRequestSchema, IdParamsSchema, SupplierListingTypesSchema, TOTAL_COUNT_HEADER,
  type BookingFilterQuery,
} from '@portal/contracts';
import type { Database } from '../db/database';
import { conflict, notFound } from '../http/errors';
import { route } from '../http/route';
import { principalOf, requireSupplier } from '../plugins/auth';
import type { Decision } from './booking-decisions';
import { bookingsCsv } from './booking-csv';
import type { BookingSearch } from './booking-filter';
import { bookingRepository } from './booking-repository';
import { karachiToday } from '../pakistan-time';

const searchOf = (supplierId: string, { q, tab, sort, tours, treks, types, group, private: isPrivate, international, local }: BookingFilterQuery): BookingSearch =>
  ({ supplierId, today: karachiToday(), q, tab, sort, tours, treks, types, group, private: isPrivate, international, local });

/** Each change a booking can refuse, as its message says it. */
const done = { cancel: 'cancelled', confirm: 'confirmed', decline: 'declined' } as const;

export function bookingRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const bookings = bookingRepository(db);

  route(app, {
    method: 'GET',
    url: '/bookings/customer',
    summary: "The signed-in supplier's bookings, one page, by tab, search, filters and sort; the total in X-Total-Count",
    tags: ['bookings'],
    query: BookingListQuerySchema,
    reply: v.array(BookingSchema),
    handler: async ({ query, request, reply }) => {
      const { json, total } = await bookings.page(searchOf(requireSupplier(request), query), query.page, query.pageSize);
      // Already JSON text: Fastify sends a string with a JSON content type as it is.
      return reply.header(TOTAL_COUNT_HEADER, total).type('application/json; charset=utf-8').send(json);
    },
  });

  route(app, {
    method: 'GET',
    url: '/bookings/customer.csv',
    summary: 'Every booking that matches the tab, search and filters, as CSV with the columns of My Bookings',
    tags: ['bookings'],
    query: BookingFilterQuerySchema,
    handler: async ({ query, request, reply }) => {
      const search = searchOf(requireSupplier(request), query);
      reply.header('Content-Type', 'text/csv; charset=utf-8');
      reply.header('Content-Disposition', 'attachment; filename="bookings.csv"');
      return bookingsCsv(bookings.all(search));
    },
  });

  route(app, {
    method: 'GET',
    url: '/bookings/listing-types',
    summary: 'The listing types the supplier has listings or bookings of: what the filters of My Bookings and My Reviews offer',
    tags: ['bookings'],
    reply: SupplierListingTypesSchema,
    handler: async ({ request }) => bookings.listingTypes(requireSupplier(request)),
  });

  route(app, {
    method: 'GET',
    url: '/bookings/:id',
    summary: "One of the supplier's bookings, for Booking Info",
    tags: ['bookings'],
    params: IdParamsSchema,
    reply: BookingSchema,
    handler: async ({ params, request }) => {
      const booking = await bookings.find(requireSupplier(request), params.id);
      if (!booking) throw notFound('Booking not found');
      return booking;
    },
  });

  /** Why a change was refused: no such booking of the supplier (404), or not in a state that allows it (409). */
  async function refusal(supplierId: string, bookingId: string, action: 'cancel' | 'confirm' | 'decline'): Promise<never> {
    const booking = await bookings.find(supplierId, bookingId);
    if (!booking) throw notFound('Booking not found');
    if (action === 'cancel') {
      throw conflict(booking.booking_status === 'cancelled' ? 'This booking is already cancelled.' : 'A completed booking cannot be cancelled.');
    }
    if (booking.booking_status !== 'pending') throw conflict(`Only a pending booking can be ${done[action]}; this one is ${booking.booking_status}.`);
    throw conflict(`This booking's date has passed; it can no longer be ${done[action]}.`);
  }

  const decisionOf = (request: FastifyRequest, bookingId: string): Decision =>
    ({ bookingId, supplierId: requireSupplier(request), actorId: principalOf(request).userId, today: karachiToday() });

  route(app, {
    method: 'PATCH',
    url: '/bookings/:id/cancel',
    summary: 'Cancel a booking that has not taken place, with a reason',
    tags: ['bookings'],
    params: IdParamsSchema,
    body: CancelBookingRequestSchema,
    reply: BookingSchema,
    handler: async ({ params, body, request }) => {
      const decision = decisionOf(request, params.id);
      return (await bookings.cancel({ ...decision, reason: body.reason, note: body.note || null }))
        ?? refusal(decision.supplierId, params.id, 'cancel');
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/bookings/:id/confirm',
    summary: 'Confirm a pending booking that has not taken place; who confirmed is recorded',
    tags: ['bookings'],
    params: IdParamsSchema,
    reply: BookingSchema,
    handler: async ({ params, request }) => {
      const decision = decisionOf(request, params.id);
      return (await bookings.confirm(decision)) ?? refusal(decision.supplierId, params.id, 'confirm');
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/bookings/:id/decline',
    summary: "Decline a pending booking: it is cancelled, its places given back, and the reason sent to the customer in the booking's conversation",
    tags: ['bookings'],
    params: IdParamsSchema,
    body: DeclineBookingRequestSchema,
    reply: BookingSchema,
    handler: async ({ params, body, request }) => {
      const decision = decisionOf(request, params.id);
      return (await bookings.decline({ ...decision, reason: body.reason })) ?? refusal(decision.supplierId, params.id, 'decline');
    },
  });
}
