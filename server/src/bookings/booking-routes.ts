import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  BookingFilterQuerySchema, BookingListQuerySchema, BookingSchema, CancelBookingRequestSchema, IdParamsSchema, TOTAL_COUNT_HEADER,
  type BookingFilterQuery,
} from '@portal/contracts';
import type { Database } from '../db/database';
import { conflict, notFound } from '../http/errors';
import { route } from '../http/route';
import { requireSupplier } from '../plugins/auth';
import { bookingsCsv } from './booking-csv';
import type { BookingSearch } from './booking-filter';
import { bookingRepository } from './booking-repository';
import { karachiToday } from '../pakistan-time';

const searchOf = (supplierId: string, { q, tab, sort, tours, treks, group, private: isPrivate, international, local }: BookingFilterQuery): BookingSearch =>
  ({ supplierId, today: karachiToday(), q, tab, sort, tours, treks, group, private: isPrivate, international, local });

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

  route(app, {
    method: 'PATCH',
    url: '/bookings/:id/cancel',
    summary: 'Cancel a booking that has not taken place, with a reason',
    tags: ['bookings'],
    params: IdParamsSchema,
    body: CancelBookingRequestSchema,
    reply: BookingSchema,
    handler: async ({ params, body, request }) => {
      const supplierId = requireSupplier(request);
      const cancelled = await bookings.cancel(supplierId, params.id, karachiToday(), body.reason, body.note || null);
      if (cancelled) return cancelled;
      const booking = await bookings.find(supplierId, params.id);
      if (!booking) throw notFound('Booking not found');
      throw conflict(booking.booking_status === 'cancelled' ? 'This booking is already cancelled.' : 'A completed booking cannot be cancelled.');
    },
  });
}
