import type { FastifyInstance, FastifyRequest } from 'fastify';

import {
  BOOKING_OPERATION_REFUSALS,
  bookingEndpoints,
  type BookingFilterQuery,
  departureEndpoints,
  TOTAL_COUNT_HEADER,
} from '@portal/contracts';

import { exportSummary, recordActivity } from '../activity/activity-log';
import type { Database } from '../db/database';
import { refuse } from '../http/errors';
import { wordValue } from '../http/message-values';
import { route } from '../http/route';
import { karachiToday } from '../pakistan-time';
import { assignedOnly, principalOf, requireSupplier } from '../plugins/auth';
import { bookingsCsv, departureListCsv } from './booking-csv';
import type { Decision } from './booking-decisions';
import type { BookingSearch } from './booking-filter';
import { guidesOf } from './booking-guides';
import { bookingRepository } from './booking-repository';
import { cancelDepartures, departureBookings } from './cancel-departures';
import { bookingStatusValue } from './check-in';
import type { DepartureListRequest } from './departure-list';

/** The search of a list or export: the business's bookings, a guide's only those assigned to them. */
const searchOf = (
  request: FastifyRequest,
  { q, tab, sort, tours, treks, types, group, private: isPrivate, international, local }: BookingFilterQuery,
): BookingSearch => ({
  supplierId: requireSupplier(request),
  guideMemberId: assignedOnly(request, 'bookings.read'),
  today: karachiToday(),
  q,
  tab,
  sort,
  tours,
  treks,
  types,
  group,
  private: isPrivate,
  international,
  local,
});

/** Each change a booking can refuse, as its message says it. */
/** What a decision does to a booking: 'can be {action}' ('منسوخ کی جا سکتی'). */
const done = {
  cancel: wordValue({ en: 'cancelled', ur: 'منسوخ کی' }),
  confirm: wordValue({ en: 'confirmed', ur: 'کنفرم کی' }),
  decline: wordValue({ en: 'declined', ur: 'مسترد کی' }),
};

export function bookingRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const bookings = bookingRepository(db);

  route(app, bookingEndpoints.listBookings, {
    handler: async ({ query, request, reply }) => {
      const { json, total } = await bookings.page(searchOf(request, query), query.page, query.pageSize);
      // Already JSON text: Fastify sends a string with a JSON content type as it is.
      return reply.header(TOTAL_COUNT_HEADER, total).type('application/json; charset=utf-8').send(json);
    },
  });

  route(app, bookingEndpoints.downloadBookingsCsv, {
    handler: async ({ query, request, reply }) => {
      const search = searchOf(request, query);
      const actor = { supplierId: search.supplierId, userId: principalOf(request).userId };
      await recordActivity(db, actor, 'export.bookings', { type: 'export', id: 'bookings' }, exportSummary('Bookings CSV', query.q));
      reply.header('Content-Type', 'text/csv; charset=utf-8');
      reply.header('Content-Disposition', 'attachment; filename="bookings.csv"');
      return bookingsCsv(bookings.all(search));
    },
  });

  route(app, bookingEndpoints.getListingTypes, {
    handler: async ({ request }) => bookings.listingTypes(requireSupplier(request)),
  });

  route(app, bookingEndpoints.getBooking, {
    handler: async ({ params, request }) => {
      const booking = await bookings.find(requireSupplier(request), params.id, assignedOnly(request, 'bookings.read'));
      if (!booking) throw refuse(BOOKING_OPERATION_REFUSALS.bookingNotFound);
      return booking;
    },
  });

  route(app, bookingEndpoints.listGuides, {
    handler: async ({ request }) => guidesOf(db, requireSupplier(request)),
  });

  route(app, bookingEndpoints.assignGuide, {
    handler: async ({ params, body, request }) => {
      const assigned = await bookings.assignGuide({
        bookingId: params.id,
        supplierId: requireSupplier(request),
        actorId: principalOf(request).userId,
        memberId: body.member_id,
      });
      if (!assigned) throw refuse(BOOKING_OPERATION_REFUSALS.bookingNotFound);
      return assigned;
    },
  });

  /** Why a change was refused: no such booking of the supplier (404), or not in a state that allows it (409). */
  async function refusal(supplierId: string, bookingId: string, action: 'cancel' | 'confirm' | 'decline'): Promise<never> {
    const booking = await bookings.find(supplierId, bookingId);
    if (!booking) throw refuse(BOOKING_OPERATION_REFUSALS.bookingNotFound);
    if (action === 'cancel') {
      throw refuse(
        booking.booking_status === 'cancelled'
          ? BOOKING_OPERATION_REFUSALS.alreadyCancelled
          : BOOKING_OPERATION_REFUSALS.completedNotCancelled,
      );
    }
    if (booking.booking_status !== 'pending')
      throw refuse(BOOKING_OPERATION_REFUSALS.notPending, {
        action: done[action],
        status: bookingStatusValue(booking.booking_status),
      });
    throw refuse(BOOKING_OPERATION_REFUSALS.datePassed, { action: done[action] });
  }

  const decisionOf = (request: FastifyRequest, bookingId: string): Decision => ({
    bookingId,
    supplierId: requireSupplier(request),
    actorId: principalOf(request).userId,
    today: karachiToday(),
  });

  route(app, bookingEndpoints.cancelBooking, {
    handler: async ({ params, body, request }) => {
      const decision = decisionOf(request, params.id);
      return (
        (await bookings.cancel({ ...decision, reason: body.reason, note: body.note || null })) ??
        refusal(decision.supplierId, params.id, 'cancel')
      );
    },
  });

  route(app, bookingEndpoints.confirmBooking, {
    handler: async ({ params, request }) => {
      const decision = decisionOf(request, params.id);
      return (await bookings.confirm(decision)) ?? refusal(decision.supplierId, params.id, 'confirm');
    },
  });

  route(app, bookingEndpoints.declineBooking, {
    handler: async ({ params, body, request }) => {
      const decision = decisionOf(request, params.id);
      return (await bookings.decline({ ...decision, reason: body.reason })) ?? refusal(decision.supplierId, params.id, 'decline');
    },
  });

  route(app, bookingEndpoints.rescheduleBooking, {
    handler: async ({ params, body, request }) => {
      const to = { date: body.date, start_time: body.start_time ?? null };
      return bookings.reschedule({ ...decisionOf(request, params.id), to, note: body.note || null });
    },
  });

  const arrivalActOf = (request: FastifyRequest) => ({
    supplierId: requireSupplier(request),
    actorId: principalOf(request).userId,
    today: karachiToday(),
    now: new Date(),
  });

  route(app, bookingEndpoints.checkInBooking, {
    handler: async ({ body, request }) => bookings.checkIn({ ...arrivalActOf(request), code: body.code }),
  });

  route(app, bookingEndpoints.markNoShow, {
    handler: async ({ params, request }) => bookings.markNoShow({ ...arrivalActOf(request), bookingId: params.id }),
  });

  const departureOf = (request: FastifyRequest, params: { listingId: string; date: string }, time?: string): DepartureListRequest => ({
    supplierId: requireSupplier(request),
    listingId: params.listingId,
    date: params.date,
    time,
    guideMemberId: assignedOnly(request, 'bookings.read'),
  });

  route(app, departureEndpoints.getDepartureList, {
    handler: async ({ params, query, request }) => bookings.departureList(departureOf(request, params, query.time)),
  });

  route(app, departureEndpoints.downloadDepartureListCsv, {
    handler: async ({ params, query, request, reply }) => {
      const list = await bookings.departureList(departureOf(request, params, query.time));
      const time = list.start_time ? `-${list.start_time.replace(':', '')}` : '';
      reply.header('Content-Type', 'text/csv; charset=utf-8');
      reply.header('Content-Disposition', `attachment; filename="departure-${list.date}${time}.csv"`);
      return departureListCsv(list);
    },
  });

  route(app, departureEndpoints.listDepartureBookings, {
    handler: async ({ query, request }) =>
      departureBookings(db, {
        supplierId: requireSupplier(request),
        listingIds: query.listing_ids,
        from: query.from,
        to: query.to,
        today: karachiToday(),
      }),
  });

  route(app, departureEndpoints.cancelDepartures, {
    handler: async ({ body, request }) =>
      cancelDepartures(db, {
        supplierId: requireSupplier(request),
        actorId: principalOf(request).userId,
        listingIds: body.listing_ids,
        from: body.from,
        to: body.to,
        today: karachiToday(),
        reason: body.reason,
        note: body.note || null,
        closeDates: body.close_dates,
      }),
  });
}
