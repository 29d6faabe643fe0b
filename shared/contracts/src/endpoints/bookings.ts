import * as v from 'valibot';

import { BOOKING_REFUSALS } from '../availability/refusals';
import { BOOKING_OPERATION_REFUSALS, RescheduleBookingRequestSchema } from '../booking-operations';
import {
  AssignGuideRequestSchema,
  BookingFilterQuerySchema,
  BookingListQuerySchema,
  BookingSchema,
  CancelBookingRequestSchema,
  DeclineBookingRequestSchema,
  GuideSchema,
  SupplierListingTypesSchema,
} from '../bookings';
import { IdParamsSchema } from '../common';
import { CheckInRequestSchema } from '../departure-day';
import { PayoutCsvQuerySchema, PayoutListQuerySchema, PayoutSchema } from '../payouts';
import { READ_BOOKINGS } from '../team';
import { defineEndpoint } from './define';

const tags = ['bookings'];
// A guide reads too: the handlers answer a guide only the bookings assigned to them (issue 37).
const BOOKINGS_READ = READ_BOOKINGS;

/** My Bookings, Booking Info and a booking's decisions. */
export const bookingEndpoints = {
  listBookings: defineEndpoint({
    method: 'GET',
    path: '/bookings/customer',
    tags,
    access: 'supplier',
    permission: BOOKINGS_READ,
    query: BookingListQuerySchema,
    reply: v.array(BookingSchema),
    paged: true,
    summary: "The signed-in supplier's bookings, one page, by tab, search, filters and sort; the total in X-Total-Count",
  }),
  downloadBookingsCsv: defineEndpoint({
    method: 'GET',
    path: '/bookings/customer.csv',
    tags,
    access: 'supplier',
    permission: 'bookings.export',
    query: BookingFilterQuerySchema,
    media: 'text/csv',
    summary: 'Every booking that matches the tab, search and filters, as CSV with the columns of My Bookings',
  }),
  getListingTypes: defineEndpoint({
    method: 'GET',
    path: '/bookings/listing-types',
    tags,
    access: 'supplier',
    permission: BOOKINGS_READ,
    reply: SupplierListingTypesSchema,
    summary: 'The listing types the supplier has listings or bookings of: what the filters of My Bookings and My Reviews offer',
  }),
  getBooking: defineEndpoint({
    method: 'GET',
    path: '/bookings/:id',
    tags,
    access: 'supplier',
    permission: BOOKINGS_READ,
    params: IdParamsSchema,
    reply: BookingSchema,
    summary: "One of the supplier's bookings, for Booking Info",
    refusals: { bookingNotFound: BOOKING_OPERATION_REFUSALS.bookingNotFound },
  }),
  listGuides: defineEndpoint({
    method: 'GET',
    path: '/bookings/guides',
    tags,
    access: 'supplier',
    permission: 'bookings.assign',
    reply: v.array(GuideSchema),
    summary: "The business's members in the guide role, by name: whom Booking Info can assign a booking to",
  }),
  assignGuide: defineEndpoint({
    method: 'PUT',
    path: '/bookings/:id/guide',
    tags,
    access: 'supplier',
    permission: 'bookings.assign',
    params: IdParamsSchema,
    body: AssignGuideRequestSchema,
    reply: BookingSchema,
    summary: "Assign a booking to a guide of the business (member_id), or to none (null); the booking's history records who assigned whom",
    refusals: { bookingNotFound: BOOKING_OPERATION_REFUSALS.bookingNotFound, notAGuide: BOOKING_OPERATION_REFUSALS.notAGuide },
  }),
  cancelBooking: defineEndpoint({
    method: 'PATCH',
    path: '/bookings/:id/cancel',
    tags,
    access: 'supplier',
    permission: 'bookings.decide',
    params: IdParamsSchema,
    body: CancelBookingRequestSchema,
    reply: BookingSchema,
    summary: 'Cancel a booking that has not taken place, with a reason',
    refusals: {
      bookingNotFound: BOOKING_OPERATION_REFUSALS.bookingNotFound,
      alreadyCancelled: BOOKING_OPERATION_REFUSALS.alreadyCancelled,
      completedNotCancelled: BOOKING_OPERATION_REFUSALS.completedNotCancelled,
    },
  }),
  confirmBooking: defineEndpoint({
    method: 'PATCH',
    path: '/bookings/:id/confirm',
    tags,
    access: 'supplier',
    permission: 'bookings.decide',
    params: IdParamsSchema,
    reply: BookingSchema,
    summary: 'Confirm a pending booking that has not taken place; who confirmed is recorded',
    refusals: {
      bookingNotFound: BOOKING_OPERATION_REFUSALS.bookingNotFound,
      notPending: BOOKING_OPERATION_REFUSALS.notPending,
      datePassed: BOOKING_OPERATION_REFUSALS.datePassed,
    },
  }),
  declineBooking: defineEndpoint({
    method: 'PATCH',
    path: '/bookings/:id/decline',
    tags,
    access: 'supplier',
    permission: 'bookings.decide',
    params: IdParamsSchema,
    body: DeclineBookingRequestSchema,
    reply: BookingSchema,
    summary:
      "Decline a pending booking: it is cancelled, its places given back, and the reason sent to the customer in the booking's conversation",
    refusals: {
      bookingNotFound: BOOKING_OPERATION_REFUSALS.bookingNotFound,
      notPending: BOOKING_OPERATION_REFUSALS.notPending,
      datePassed: BOOKING_OPERATION_REFUSALS.datePassed,
    },
  }),
  rescheduleBooking: defineEndpoint({
    method: 'PATCH',
    path: '/bookings/:id/reschedule',
    tags,
    access: 'supplier',
    permission: 'bookings.decide',
    params: IdParamsSchema,
    body: RescheduleBookingRequestSchema,
    reply: BookingSchema,
    summary:
      "Move a booking to another departure of its listing, its places taken there in the same transaction; the customer is told in the booking's conversation",
    refusals: {
      bookingNotFound: BOOKING_OPERATION_REFUSALS.bookingNotFound,
      cancelledNotMoved: BOOKING_OPERATION_REFUSALS.cancelledNotMoved,
      tookPlace: BOOKING_OPERATION_REFUSALS.tookPlace,
      listingGone: BOOKING_OPERATION_REFUSALS.listingGone,
      sameDeparture: BOOKING_OPERATION_REFUSALS.sameDeparture,
      ...BOOKING_REFUSALS,
    },
  }),
  checkInBooking: defineEndpoint({
    method: 'POST',
    path: '/bookings/check-in',
    tags,
    access: 'supplier',
    permission: 'bookings.check-in',
    body: CheckInRequestSchema,
    reply: BookingSchema,
    summary:
      "Check in the customer of the business's booking with this code (from its QR code or typed): a confirmed booking, from its departure day on; recorded in its history with who",
    refusals: {
      noSuchCode: BOOKING_OPERATION_REFUSALS.noSuchCode,
      notConfirmed: BOOKING_OPERATION_REFUSALS.notConfirmed,
      tooEarly: BOOKING_OPERATION_REFUSALS.tooEarly,
      alreadyCheckedIn: BOOKING_OPERATION_REFUSALS.alreadyCheckedIn,
    },
  }),
  markNoShow: defineEndpoint({
    method: 'PATCH',
    path: '/bookings/:id/no-show',
    tags,
    access: 'supplier',
    permission: 'bookings.check-in',
    params: IdParamsSchema,
    reply: BookingSchema,
    summary: 'Mark a confirmed booking whose customer did not come a no-show, once its departure has started',
    refusals: {
      bookingNotFound: BOOKING_OPERATION_REFUSALS.bookingNotFound,
      notConfirmed: BOOKING_OPERATION_REFUSALS.notConfirmed,
      customerCheckedIn: BOOKING_OPERATION_REFUSALS.customerCheckedIn,
      alreadyNoShow: BOOKING_OPERATION_REFUSALS.alreadyNoShow,
      notStarted: BOOKING_OPERATION_REFUSALS.notStarted,
    },
  }),
};

/** My Payouts. */
export const payoutEndpoints = {
  listPayouts: defineEndpoint({
    method: 'GET',
    path: '/payouts/supplier',
    tags: ['payouts'],
    access: 'supplier',
    permission: 'payouts.read',
    query: PayoutListQuerySchema,
    reply: v.array(PayoutSchema),
    paged: true,
    summary: "The signed-in supplier's payouts, one page, searched and sorted; the total in X-Total-Count",
  }),
  downloadPayoutsCsv: defineEndpoint({
    method: 'GET',
    path: '/payouts/supplier.csv',
    tags: ['payouts'],
    access: 'supplier',
    permission: 'payouts.read',
    query: PayoutCsvQuerySchema,
    media: 'text/csv',
    summary: 'Every payout that matches the search, in the chosen order, as CSV with the columns of My Payouts and the bank (formula-safe)',
  }),
};
