import * as v from 'valibot';

import { dateField, daysBetween, timeField } from './availability/dates';
import { BOOKING_NOTE_MAX_LENGTH } from './bookings';
import { conflictRefusal as conflict, refusalAt } from './endpoints/define';
import { LISTING_ERRORS } from './listings/requests';

/** A note the customer reads with a change of their booking. */
const customerNote = v.optional(
  v.pipe(v.string(), v.trim(), v.maxCodePoints(BOOKING_NOTE_MAX_LENGTH, `Keep the note under ${BOOKING_NOTE_MAX_LENGTH} characters.`)),
);

/**
 * PATCH /bookings/{id}/reschedule: the booking moves to another departure of its listing (a date,
 * and a start time where the listing has them; none: the day's first with room).
 */
export const RescheduleBookingRequestSchema = v.object({
  date: v.pipe(v.string('Please choose a new date.'), v.nonEmpty('Please choose a new date.'), dateField('The new date')),
  start_time: v.optional(v.nullable(timeField('The start time'))),
  note: customerNote,
});
export type RescheduleBookingRequest = v.InferInput<typeof RescheduleBookingRequestSchema>;

/** Why a departure is cancelled (issue 39): the cancel dialog's reasons, without 'other'. */
export const DEPARTURE_CANCEL_REASONS = ['weather_or_road_closure', 'operational', 'customer_request'] as const;
export type DepartureCancelReason = (typeof DEPARTURE_CANCEL_REASONS)[number];

/** The most listings and days one departure cancellation covers. */
export const DEPARTURE_CANCEL_LIMITS = { listings: 50, days: 92 } as const;

/** Whether a range of departures is the right way round and not too long (checked on both requests). */
const rangeFits = (r: { from: string; to: string }) => r.to >= r.from && daysBetween(r.from, r.to) < DEPARTURE_CANCEL_LIMITS.days;
const RANGE_MESSAGE = `To must be on or after From, at most ${DEPARTURE_CANCEL_LIMITS.days} days later.`;
const rangeEntries = { from: dateField('From'), to: dateField('To') };

const listingIds = v.pipe(
  v.array(v.pipe(v.string(), v.uuid('Unknown listing.')), 'Choose at least one listing.'),
  v.minLength(1, 'Choose at least one listing.'),
  v.maxLength(DEPARTURE_CANCEL_LIMITS.listings, `Choose at most ${DEPARTURE_CANCEL_LIMITS.listings} listings.`),
  v.transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
);

/** GET /departures/bookings?listing_ids=a,b&from=&to=: the bookings a cancellation of those departures would cancel. */
export const DepartureBookingsQuerySchema = v.pipe(
  v.object({
    listing_ids: v.pipe(
      v.string('Choose at least one listing.'),
      v.transform((ids) => ids.split(',').filter(Boolean)),
      listingIds,
    ),
    ...rangeEntries,
  }),
  v.check((range) => rangeFits(range), RANGE_MESSAGE),
);
export type DepartureBookingsQuery = v.InferInput<typeof DepartureBookingsQuerySchema>;

/** A booking a departure cancellation affects: who, how many, how much, which departure. */
export const AffectedBookingSchema = v.object({
  booking_id: v.string(),
  booking_number: v.number(),
  listing_id: v.string(),
  tour_name: v.string(),
  customer_name: v.string(),
  selected_date: v.string(),
  start_time: v.nullable(v.string()),
  selected_people: v.number(),
  total_price: v.number(),
});
export type AffectedBooking = v.InferOutput<typeof AffectedBookingSchema>;

/**
 * POST /departures/cancel: every booking still ahead on those listings and dates is cancelled with
 * a full refund, each customer told why; the dates are closed for sale too if asked. All or none.
 */
export const CancelDeparturesRequestSchema = v.pipe(
  v.object({
    listing_ids: listingIds,
    ...rangeEntries,
    reason: v.picklist(DEPARTURE_CANCEL_REASONS, 'Please choose a reason.'),
    note: customerNote,
    close_dates: v.optional(v.boolean(), false),
  }),
  v.check((range) => rangeFits(range), RANGE_MESSAGE),
);
export type CancelDeparturesRequest = v.InferInput<typeof CancelDeparturesRequestSchema>;

export const CancelDeparturesReplySchema = v.object({
  cancelled: v.number(),
  /** The refunds recorded, in rupees: each booking's whole amount. */
  refunded: v.number(),
  /** How many listings had those dates closed for sale. */
  closed_listings: v.number(),
});
export type CancelDeparturesReply = v.InferOutput<typeof CancelDeparturesReplySchema>;

const NOT_A_GUIDE = 'Choose a guide of this business.';

/**
 * The booking handlers' refusals beyond their schemas (they need the stored booking, its state, its
 * departure's time and the business's guides). `{action}` is what was asked ('confirmed',
 * 'checked in'), `{status}` the booking's state, `{date}`, `{start}` and `{at}` its times.
 */
export const BOOKING_OPERATION_REFUSALS = {
  bookingNotFound: { status: 404, message: 'Booking not found' },
  listingNotFound: { status: 404, message: LISTING_ERRORS.notFound },
  alreadyCancelled: conflict('This booking is already cancelled.'),
  completedNotCancelled: conflict('A completed booking cannot be cancelled.'),
  notPending: conflict('Only a pending booking can be {action}; this one is {status}.'),
  datePassed: conflict("This booking's date has passed; it can no longer be {action}."),
  notConfirmed: conflict('Only a confirmed booking can be {action}; this one is {status}.'),
  noSuchCode: { status: 404, message: 'No booking has this check-in code.' },
  tooEarly: conflict('This booking departs on {date}; it can be checked in from that day.'),
  alreadyCheckedIn: conflict('This booking was already checked in at {at}.'),
  customerCheckedIn: conflict('This customer was checked in at {at}.'),
  alreadyNoShow: conflict('This booking is already marked a no-show.'),
  notStarted: conflict('A no-show can be marked once the departure has started ({date} at {start}).'),
  cancelledNotMoved: conflict('A cancelled booking cannot be moved.'),
  tookPlace: conflict('A booking that has taken place cannot be moved.'),
  listingGone: conflict("This booking's listing no longer exists, so it has no other departures to move to."),
  sameDeparture: conflict('The booking is already on that departure; choose another date or start time.'),
  notAGuide: refusalAt(400, 'member_id', NOT_A_GUIDE),
} as const;
