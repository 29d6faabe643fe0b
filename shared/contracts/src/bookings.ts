import * as v from 'valibot';

import { ARRIVALS, BookingEventSchema } from './booking-history';
import { PageQuerySchema } from './common';
import { LISTING_TYPES } from './listing-types';
import { TripFilterQuerySchema } from './trip-filters';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * The tabs of My Bookings. upcoming: neither cancelled nor completed, departing today or later;
 * completed: marked completed, or departed and not cancelled; cancelled: cancelled.
 */
export const BOOKING_TABS = ['upcoming', 'completed', 'cancelled'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

export const BOOKING_SORTS = ['newest', 'oldest', 'amount_asc', 'amount_desc'] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];
export const DEFAULT_BOOKING_SORT: BookingSort = 'newest';

/**
 * Filter by's listing types beyond the spec's Tours and Treks, comma-separated ('hotel,car_rental');
 * ticked types add up with Tours and Treks, and none leaves the type free.
 */
export const BookingTypesQuerySchema = v.optional(
  v.pipe(
    v.string(),
    v.transform((value) => value.split(',')),
    v.array(v.picklist(LISTING_TYPES, 'Unknown listing type.')),
  ),
);

/** Everything that selects bookings, without paging: shared by the list and its CSV export. */
export const BookingFilterQuerySchema = v.object({
  q: PageQuerySchema.entries.q,
  tab: v.optional(v.picklist(BOOKING_TABS, 'Unknown tab.')),
  sort: v.optional(v.picklist(BOOKING_SORTS, 'Unknown sort order.'), DEFAULT_BOOKING_SORT),
  ...TripFilterQuerySchema.entries,
  types: BookingTypesQuerySchema,
});
export type BookingFilterQuery = v.InferOutput<typeof BookingFilterQuerySchema>;

/** GET /bookings/customer: a page of the supplier's bookings for a tab, search, filters and sort. */
export const BookingListQuerySchema = v.object({
  ...BookingFilterQuerySchema.entries,
  page: PageQuerySchema.entries.page,
  pageSize: PageQuerySchema.entries.pageSize,
});
export type BookingListQuery = v.InferOutput<typeof BookingListQuerySchema>;

/** An add-on as a booking stores it: a name, or a name with its price. */
export const BookingAddOnSchema = v.union([v.string(), v.object({ name: v.string(), price: v.optional(v.number()) })]);
export type BookingAddOn = v.InferOutput<typeof BookingAddOnSchema>;

/** A guide of the business a booking can be assigned to (issue 37). */
export const GuideSchema = v.object({ member_id: v.string(), full_name: v.string() });
export type Guide = v.InferOutput<typeof GuideSchema>;

/** Assign a booking to a guide of the business, or (null) to none. */
export const AssignGuideRequestSchema = v.object({
  member_id: v.nullable(v.pipe(v.string('Choose a guide.'), v.uuid('Choose a guide of this business.'))),
});
export type AssignGuideRequest = v.InferOutput<typeof AssignGuideRequestSchema>;

/** A booking of spec section 3, with what Booking Info shows about the customer and the trip. */
export const BookingSchema = v.object({
  booking_id: v.string(),
  /** A short, human id ('#1042') for tables and search. */
  booking_number: v.number(),
  booking_status: v.picklist(BOOKING_STATUSES),
  created_at: v.string(),
  /** When the booking was received: the same instant as created_at (spec's "Received on"). */
  received: v.string(),
  customer_id: v.nullable(v.string()),
  /** The booked listing; null when it was deleted or the booking came before listings. */
  listing_id: v.optional(v.nullable(v.string())),
  customer_name: v.string(),
  customer_country: v.string(),
  customer_city: v.nullable(v.string()),
  emergency_contact: v.nullable(v.string()),
  tour_name: v.string(),
  listing_type: v.string(),
  group_type: v.picklist(['group', 'private']),
  audience: v.picklist(['local', 'international']),
  /** Departure date, YYYY-MM-DD. */
  selected_date: v.string(),
  /** The departure's start time, 'HH:MM' in Pakistan time; null for a whole day or a booking made before availability. */
  start_time: v.optional(v.nullable(v.string())),
  starts_in: v.nullable(v.string()),
  duration_days: v.number(),
  selected_add_ons: v.array(BookingAddOnSchema),
  selected_people: v.number(),
  total_price: v.number(),
  /** The last day the customer can cancel for free, under the listing's terms when booked; null: no free cancellation. */
  free_cancellation_until: v.nullable(v.string()),
  /** The listing's own words about cancelling (Booking Info only; null when it says nothing). */
  cancellation_terms: v.optional(v.nullable(v.string())),
  /** Where a trip meets: the listing's meeting address (Booking Info only). */
  meeting_point: v.optional(v.nullable(v.string())),
  /** A hotel room's number (Booking Info only). */
  room_number: v.optional(v.nullable(v.string())),
  cancellation_reason: v.nullable(v.string()),
  cancellation_note: v.nullable(v.string()),
  cancelled_at: v.nullable(v.string()),
  /** The code the customer shows at the departure, as text and as a QR code (issue 39). */
  check_in_code: v.optional(v.string()),
  /** Whether the customer came: checked in, a no-show, or null before either. */
  arrival: v.optional(v.nullable(v.picklist(ARRIVALS))),
  /** The guide it is assigned to, if any (Booking Info only). */
  guide: v.optional(v.nullable(GuideSchema)),
  /** What happened to it, oldest first (Booking Info only). */
  history: v.optional(v.array(BookingEventSchema)),
});
export type Booking = v.InferOutput<typeof BookingSchema>;

export const CANCELLATION_REASONS = ['weather_or_road_closure', 'operational', 'customer_request', 'other'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];
/** How each reason reads in the cancel dialog. */
export const CANCELLATION_REASON_LABELS: Record<CancellationReason, string> = {
  weather_or_road_closure: 'Weather or road closure',
  operational: 'Operational',
  customer_request: 'Customer request',
  other: 'Other',
};

/** The most characters (code points) of a supplier's note or reason to a customer: cancel, decline, reschedule, cancel departures. */
export const BOOKING_NOTE_MAX_LENGTH = 500;

/** PATCH /bookings/{id}/cancel */
export const CancelBookingRequestSchema = v.object({
  reason: v.picklist(CANCELLATION_REASONS, 'Please choose a reason.'),
  note: v.optional(
    v.pipe(v.string(), v.trim(), v.maxCodePoints(BOOKING_NOTE_MAX_LENGTH, `Keep the note under ${BOOKING_NOTE_MAX_LENGTH} characters.`)),
  ),
});
export type CancelBookingRequest = v.InferInput<typeof CancelBookingRequestSchema>;

/**
 * How a declined booking is stored: cancelled (the spec's status words), with this reason and the
 * supplier's words as its note.
 */
export const DECLINED_REASON = 'declined';

/** PATCH /bookings/{id}/decline: the supplier turns a pending booking down; the customer receives the reason. */
export const DeclineBookingRequestSchema = v.object({
  reason: v.pipe(
    v.string('Please tell the customer why.'),
    v.trim(),
    v.nonEmpty('Please tell the customer why.'),
    v.maxCodePoints(BOOKING_NOTE_MAX_LENGTH, `Keep the reason under ${BOOKING_NOTE_MAX_LENGTH} characters.`),
  ),
});
export type DeclineBookingRequest = v.InferInput<typeof DeclineBookingRequestSchema>;

/** The columns of the My Bookings table, which the CSV export repeats. */
export const BOOKING_COLUMNS = ['ID', 'Received on', 'Customer', 'Booked', 'Date', 'People', 'Amount', 'Status'] as const;

/** The short id people read and search by: '#1042'. */
export const bookingDisplayId = (booking: Pick<Booking, 'booking_number'>): string => `#${booking.booking_number}`;

/** GET /bookings/listing-types: the listing types the supplier has listings or bookings of, in LISTING_TYPES order (the filters of My Bookings and My Reviews). */
export const SupplierListingTypesSchema = v.array(v.picklist(LISTING_TYPES));
