import {
  BookingSchema, type BookingFilterQuery, type BookingListQuery, type CancelBookingRequest,
} from '@portal/contracts';
import { call, callBlob, callList, filterParams as searchParams } from './client';

/** GET /bookings/customer: one page of the supplier's bookings and the total. */
export const listBookings = (query: Partial<BookingListQuery>) => callList('bookings/customer', BookingSchema, searchParams(query));

/** Every booking matching the tab, search and filters, as the server's CSV file. */
export const downloadBookingsCsv = (query: Partial<BookingFilterQuery>) =>
  callBlob('bookings/customer.csv', searchParams(query));

export const getBooking = (bookingId: string) => call(`bookings/${encodeURIComponent(bookingId)}`, BookingSchema);

export const cancelBooking = (bookingId: string, request: CancelBookingRequest) =>
  call(`bookings/${encodeURIComponent(bookingId)}/cancel`, BookingSchema, { method: 'patch', json: request });
