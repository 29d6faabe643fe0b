import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  BookingSchema, type BookingFilterQuery, type BookingListQuery, type CancelBookingRequest,
} from '@portal/contracts';
import { availabilityQueries } from './availability';
import { call, callBlob, callList, filterParams as searchParams } from './client';
import { dashboardQueries } from './dashboard';

/** GET /bookings/customer: one page of the supplier's bookings and the total. */
export const listBookings = (query: Partial<BookingListQuery>) => callList('bookings/customer', BookingSchema, searchParams(query));

/** Every booking matching the tab, search and filters, as the server's CSV file. */
export const downloadBookingsCsv = (query: Partial<BookingFilterQuery>) =>
  callBlob('bookings/customer.csv', searchParams(query));

export const getBooking = (bookingId: string) => call(`bookings/${encodeURIComponent(bookingId)}`, BookingSchema);

export const cancelBooking = (bookingId: string, request: CancelBookingRequest) =>
  call(`bookings/${encodeURIComponent(bookingId)}/cancel`, BookingSchema, { method: 'patch', json: request });

export const bookingQueries = {
  all: ['bookings'] as const,
  lists: ['bookings', 'list'] as const,
  list: (query: Partial<BookingListQuery>) => queryOptions({ queryKey: [...bookingQueries.lists, query], queryFn: () => listBookings(query) }),
  detail: (bookingId: string) => queryOptions({ queryKey: [...bookingQueries.all, 'detail', bookingId], queryFn: () => getBooking(bookingId) }),
};

export const bookingMutations = {
  /** Booking Info shows the cancelled booking the server answers; the lists, the dashboard and the calendars (places given back) refresh. */
  cancel: () =>
    mutationOptions({
      mutationFn: ({ bookingId, request }: { bookingId: string; request: CancelBookingRequest }) => cancelBooking(bookingId, request),
      meta: { invalidates: [bookingQueries.lists, dashboardQueries.all, availabilityQueries.all] },
      onSuccess: (booking, _variables, _result, { client }) => client.setQueryData(bookingQueries.detail(booking.booking_id).queryKey, booking),
    }),
};
