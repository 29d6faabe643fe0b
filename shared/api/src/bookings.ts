import { type MutationFunctionContext, mutationOptions, queryOptions } from '@tanstack/react-query';

import {
  type Booking,
  bookingEndpoints,
  type BookingFilterQuery,
  type BookingListQuery,
  type CancelBookingRequest,
  type CheckInRequest,
  type DeclineBookingRequest,
  type RescheduleBookingRequest,
} from '@portal/contracts';

import { availabilityQueries } from './availability';
import { call, callFile, callPage } from './client';
import { dashboardQueries } from './dashboard';
import { messageQueries } from './messages';
import { queryRoots } from './query-keys';

/** GET /bookings/customer: one page of the supplier's bookings and the total. */
export const listBookings = (query: Partial<BookingListQuery>) => callPage(bookingEndpoints.listBookings, { query });

/** Every booking matching the tab, search and filters, as the server's CSV file. */
export const downloadBookingsCsv = (query: Partial<BookingFilterQuery>) => callFile(bookingEndpoints.downloadBookingsCsv, { query });

export const getBooking = (bookingId: string) => call(bookingEndpoints.getBooking, { params: { id: bookingId } });

export const cancelBooking = (bookingId: string, request: CancelBookingRequest) =>
  call(bookingEndpoints.cancelBooking, { params: { id: bookingId }, body: request });

/** PATCH /bookings/{id}/confirm: a pending booking accepted. */
export const confirmBooking = (bookingId: string) => call(bookingEndpoints.confirmBooking, { params: { id: bookingId } });

/** PATCH /bookings/{id}/decline: a pending booking turned down; the customer receives the reason. */
export const declineBooking = (bookingId: string, request: DeclineBookingRequest) =>
  call(bookingEndpoints.declineBooking, { params: { id: bookingId }, body: request });

/** PATCH /bookings/{id}/reschedule: the booking moved to another departure of its listing; the customer is told. */
export const rescheduleBooking = (bookingId: string, request: RescheduleBookingRequest) =>
  call(bookingEndpoints.rescheduleBooking, { params: { id: bookingId }, body: request });

/** POST /bookings/check-in: the customer of the booking with this code checked in. */
export const checkInBooking = (request: CheckInRequest) => call(bookingEndpoints.checkInBooking, { body: request });

/** PATCH /bookings/{id}/no-show: the customer did not come to the departure. */
export const markNoShow = (bookingId: string) => call(bookingEndpoints.markNoShow, { params: { id: bookingId } });

/** GET /bookings/guides: the business's guides, whom Booking Info assigns a booking to. */
export const listGuides = () => call(bookingEndpoints.listGuides);

/** PUT /bookings/{id}/guide: the booking assigned to a guide of the business, or (null) to none. */
export const assignGuide = (bookingId: string, memberId: string | null) =>
  call(bookingEndpoints.assignGuide, { params: { id: bookingId }, body: { member_id: memberId } });

/** The listing types the supplier has, for the type filters of My Bookings and My Reviews. */
export const getListingTypes = () => call(bookingEndpoints.getListingTypes);

export const bookingQueries = {
  all: queryRoots.bookings,
  lists: [...queryRoots.bookings, 'list'] as const,
  list: (query: Partial<BookingListQuery>) =>
    queryOptions({ queryKey: [...bookingQueries.lists, query], queryFn: () => listBookings(query) }),
  listingTypes: () => queryOptions({ queryKey: [...bookingQueries.all, 'listing-types'], queryFn: getListingTypes }),
  detail: (bookingId: string) =>
    queryOptions({ queryKey: [...bookingQueries.all, 'detail', bookingId], queryFn: () => getBooking(bookingId) }),
  guides: () => queryOptions({ queryKey: [...bookingQueries.all, 'guides'], queryFn: listGuides }),
};

/** What a change of a booking refreshes: the lists, the dashboard and the calendars (places held or given back). */
const changedBooking = {
  meta: { invalidates: [bookingQueries.lists, dashboardQueries.all, availabilityQueries.all] },
  // Booking Info shows the booking the server answers.
  onSuccess: (booking: Booking, _variables: unknown, _result: unknown, { client }: MutationFunctionContext) =>
    client.setQueryData(bookingQueries.detail(booking.booking_id).queryKey, booking),
};

export const bookingMutations = {
  cancel: () =>
    mutationOptions({
      mutationFn: ({ bookingId, request }: { bookingId: string; request: CancelBookingRequest }) => cancelBooking(bookingId, request),
      ...changedBooking,
    }),
  confirm: () => mutationOptions({ mutationFn: ({ bookingId }: { bookingId: string }) => confirmBooking(bookingId), ...changedBooking }),
  /** A guide's list changes with the assignment. */
  assignGuide: () =>
    mutationOptions({
      mutationFn: ({ bookingId, memberId }: { bookingId: string; memberId: string | null }) => assignGuide(bookingId, memberId),
      ...changedBooking,
    }),
  /** The decline's message to the customer shows in the inbox, so the conversations refresh too. */
  decline: () =>
    mutationOptions({
      mutationFn: ({ bookingId, request }: { bookingId: string; request: DeclineBookingRequest }) => declineBooking(bookingId, request),
      ...changedBooking,
      meta: { invalidates: [...changedBooking.meta.invalidates, messageQueries.all] },
    }),
  /** A check-in or no-show changes the departure lists (under bookingQueries.all) and the booking. */
  checkIn: () => mutationOptions({ mutationFn: checkInBooking, ...changedBooking, meta: { invalidates: [bookingQueries.all] } }),
  noShow: () =>
    mutationOptions({
      mutationFn: ({ bookingId }: { bookingId: string }) => markNoShow(bookingId),
      ...changedBooking,
      meta: { invalidates: [bookingQueries.all] },
    }),
  /** The customer is told of the move in the booking's conversation, so the conversations refresh too. */
  reschedule: () =>
    mutationOptions({
      mutationFn: ({ bookingId, request }: { bookingId: string; request: RescheduleBookingRequest }) =>
        rescheduleBooking(bookingId, request),
      ...changedBooking,
      meta: { invalidates: [...changedBooking.meta.invalidates, messageQueries.all] },
    }),
};
