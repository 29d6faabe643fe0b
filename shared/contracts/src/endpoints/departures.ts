import * as v from 'valibot';

import {
  AffectedBookingSchema,
  CancelDeparturesReplySchema,
  CancelDeparturesRequestSchema,
  DepartureBookingsQuerySchema,
} from '../booking-operations';
import { defineEndpoint } from './define';

const tags = ['bookings'];

/** Cancelling departures (weather, a closed road, force majeure) with every booking on them. */
export const departureEndpoints = {
  listDepartureBookings: defineEndpoint({
    method: 'GET',
    path: '/departures/bookings',
    tags,
    access: 'supplier',
    permission: 'bookings.decide',
    query: DepartureBookingsQuerySchema,
    reply: v.array(AffectedBookingSchema),
    summary: "The supplier's bookings still ahead on some listings between two dates: what cancelling those departures would cancel",
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
    answers: [404, 409],
  }),
};
