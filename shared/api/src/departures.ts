import { mutationOptions, queryOptions } from '@tanstack/react-query';

import { type CancelDeparturesRequest, departureEndpoints } from '@portal/contracts';

import { availabilityQueries } from './availability';
import { bookingQueries } from './bookings';
import { call, callFile } from './client';
import { dashboardQueries } from './dashboard';
import { messageQueries } from './messages';

/** Which departures: some listings, from one date to another. */
export interface DepartureRange {
  listingIds: string[];
  from: string;
  to: string;
}

/** GET /departures/bookings: the bookings still ahead that cancelling those departures would cancel. */
export const listDepartureBookings = ({ listingIds, from, to }: DepartureRange) =>
  call(departureEndpoints.listDepartureBookings, { query: { listing_ids: listingIds.join(','), from, to } });

/** POST /departures/cancel: every booking on them cancelled and refunded, each customer told; the dates closed if asked. */
export const cancelDepartures = (request: CancelDeparturesRequest) => call(departureEndpoints.cancelDepartures, { body: request });

/** One departure: a listing's date and start time (none: the day's first). */
export interface DepartureKey {
  listingId: string;
  date: string;
  time?: string;
}

const listAddress = ({ listingId, date, time }: DepartureKey) => ({ params: { listingId, date }, query: { time } });

/** GET /departures/{listingId}/{date}: the departure's list of bookings, the day's start times and the totals. */
export const getDepartureList = (departure: DepartureKey) => call(departureEndpoints.getDepartureList, listAddress(departure));

/** The same list as the server's CSV file. */
export const downloadDepartureListCsv = (departure: DepartureKey) =>
  callFile(departureEndpoints.downloadDepartureListCsv, listAddress(departure));

export const departureQueries = {
  // Under the bookings: a check-in, a no-show, a move or a cancellation changes the list.
  list: (departure: DepartureKey) =>
    queryOptions({ queryKey: [...bookingQueries.all, 'departure-list', departure], queryFn: () => getDepartureList(departure) }),
  // Under the bookings' lists: a booking moved or cancelled elsewhere leaves the preview too.
  bookings: (range: DepartureRange) =>
    queryOptions({ queryKey: [...bookingQueries.lists, 'departures', range], queryFn: () => listDepartureBookings(range) }),
};

export const departureMutations = {
  /** Bookings, calendars, the dashboard and the conversations (each customer's message) all change. */
  cancel: () =>
    mutationOptions({
      mutationFn: cancelDepartures,
      meta: { invalidates: [bookingQueries.all, availabilityQueries.all, dashboardQueries.all, messageQueries.all] },
    }),
};
