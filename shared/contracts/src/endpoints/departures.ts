import * as v from 'valibot';

import { AVAILABILITY_REFUSALS } from '../availability/refusals';
import {
  AffectedBookingSchema,
  BOOKING_OPERATION_REFUSALS,
  CancelDeparturesReplySchema,
  CancelDeparturesRequestSchema,
  DepartureBookingsQuerySchema,
} from '../booking-operations';
import { DepartureListParamsSchema, DepartureListQuerySchema, DepartureListSchema } from '../departure-day';
import { defineEndpoint } from './define';

const tags = ['bookings'];

/** Cancelling departures (weather, a closed road, force majeure) with every booking on them; the departure list of the day. */
export const departureEndpoints = {
  getDepartureList: defineEndpoint({
    method: 'GET',
    path: '/departures/:listingId/:date',
    tags,
    access: 'supplier',
    permission: 'departures.read',
    params: DepartureListParamsSchema,
    query: DepartureListQuerySchema,
    reply: DepartureListSchema,
    summary:
      "One departure's list (a listing's date and start time; none: the day's first): each booking's customer, people, add-ons, phone, pick-up, notes, amount due, status and check-in, the day's start times and the totals",
    refusals: { listingNotFound: BOOKING_OPERATION_REFUSALS.listingNotFound },
  }),
  downloadDepartureListCsv: defineEndpoint({
    method: 'GET',
    path: '/departures/:listingId/:date/list.csv',
    tags,
    access: 'supplier',
    permission: 'departures.read',
    params: DepartureListParamsSchema,
    query: DepartureListQuerySchema,
    media: 'text/csv',
    summary: "One departure's list as CSV, with the columns of the screen (formula-safe)",
    refusals: { listingNotFound: BOOKING_OPERATION_REFUSALS.listingNotFound },
  }),
  listDepartureBookings: defineEndpoint({
    method: 'GET',
    path: '/departures/bookings',
    tags,
    access: 'supplier',
    permission: 'bookings.decide',
    query: DepartureBookingsQuerySchema,
    reply: v.array(AffectedBookingSchema),
    // 404 when a listing named is not the supplier's.
    summary: "The supplier's bookings still ahead on some listings between two dates: what cancelling those departures would cancel",
    refusals: { listingNotFound: BOOKING_OPERATION_REFUSALS.listingNotFound },
  }),
  cancelDepartures: defineEndpoint({
    method: 'POST',
    path: '/departures/cancel',
    tags,
    access: 'supplier',
    permission: 'bookings.decide',
    body: CancelDeparturesRequestSchema,
    reply: CancelDeparturesReplySchema,
    summary:
      'Cancel every booking still ahead on some listings between two dates, each with a full refund and a message to its customer, and close the dates if asked; all in one transaction',
    refusals: {
      listingNotFound: BOOKING_OPERATION_REFUSALS.listingNotFound,
      changeNotAllowed: AVAILABILITY_REFUSALS.changeNotAllowed,
      capacityBelowBooked: AVAILABILITY_REFUSALS.capacityBelowBooked,
    },
  }),
};
