import * as v from 'valibot';

import { dateField, timeField } from './availability/dates';
import { type Arrival, ARRIVALS } from './booking-history';
import { BOOKING_STATUSES, type BookingAddOn, BookingAddOnSchema } from './bookings';
import { IdSchema } from './common';
import { MARKETPLACE_TIME_ZONE } from './constants';

/**
 * The day of the trip (issue 39): the departure list of a listing's date and start time, and
 * checking its customers in with their booking's short code.
 */

/** The characters of a check-in code: no I, L, O, 0 or 1, which read alike (021_departure_day.sql). */
export const CHECK_IN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CHECK_IN_CODE_LENGTH = 7;
const CODE_PATTERN = new RegExp(`^[${CHECK_IN_CODE_ALPHABET}]{${CHECK_IN_CODE_LENGTH}}$`);
const CODE_MESSAGE = `A check-in code is ${CHECK_IN_CODE_LENGTH} letters and digits, as on the booking.`;

/** A typed code as the booking holds it: capitals, without the spaces or dashes a person may add. */
const normalCheckInCode = (typed: string): string => typed.toUpperCase().replace(/[\s-]/g, '');

/** POST /bookings/check-in: the code read from the customer's QR code or typed. */
export const CheckInRequestSchema = v.object({
  code: v.pipe(
    v.string(CODE_MESSAGE),
    v.transform(normalCheckInCode),
    v.nonEmpty('Enter the booking’s check-in code.'),
    v.regex(CODE_PATTERN, CODE_MESSAGE),
  ),
});
export type CheckInRequest = v.InferInput<typeof CheckInRequestSchema>;

/** How each arrival reads on the departure list; 'waiting' before either. */
export const ARRIVAL_LABELS: Record<Arrival | 'waiting', string> = { checked_in: 'Checked in', no_show: 'No-show', waiting: 'Not yet' };

/** A departure list's address: the listing and the date. */
export const DepartureListParamsSchema = v.object({ listingId: IdSchema, date: dateField('The date') });
/** Which departure of the day; none: the day's first. */
export const DepartureListQuerySchema = v.object({ time: v.optional(timeField('The start time')) });

/** One booking on a departure list: who comes, how many, what they add, how to reach them, what they owe. */
export const DepartureListBookingSchema = v.object({
  booking_id: v.string(),
  booking_number: v.number(),
  booking_status: v.picklist(BOOKING_STATUSES),
  customer_name: v.string(),
  /** The customer's phone number, or else the emergency contact the booking gave. */
  phone: v.nullable(v.string()),
  selected_people: v.number(),
  selected_add_ons: v.array(BookingAddOnSchema),
  /** Where the customer is picked up or meets the trip: the listing's meeting address, or the town it starts in. */
  pickup: v.nullable(v.string()),
  /** What the customer wrote with the booking. */
  notes: v.nullable(v.string()),
  total_price: v.number(),
  /** What the customer still pays at the departure; 0: paid. */
  amount_due: v.number(),
  arrival: v.nullable(v.picklist(ARRIVALS)),
  arrival_at: v.nullable(v.string()),
});
export type DepartureListBooking = v.InferOutput<typeof DepartureListBookingSchema>;

/** GET /departures/{listingId}/{date}: one departure's list, the day's other departures, and the totals. */
export const DepartureListSchema = v.object({
  listing_id: v.string(),
  tour_name: v.string(),
  date: v.string(),
  /** This departure's start time; null for a whole day. */
  start_time: v.nullable(v.string()),
  /** Every start time of the day that has bookings, in order (the time picker). */
  start_times: v.array(v.nullable(v.string())),
  bookings: v.array(DepartureListBookingSchema),
  totals: v.object({ bookings: v.number(), people: v.number(), due: v.number() }),
});
export type DepartureList = v.InferOutput<typeof DepartureListSchema>;

/** The departure list's CSV columns: the screen's, with what is due as a number of rupees (0: paid) for sums. */
export const DEPARTURE_LIST_CSV_COLUMNS = [
  'ID',
  'Customer',
  'People',
  'Add-ons',
  'Phone',
  'Pick-up',
  'Notes',
  'Due (Rs)',
  'Status',
  'Check-in',
] as const;

/** An add-on's name, whether the booking kept its price or not. */
export const addOnName = (addOn: BookingAddOn): string => (typeof addOn === 'string' ? addOn : addOn.name);

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: MARKETPLACE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Whether a departure (a date, and its start time or the day's start) has begun on Pakistan's clock: when a no-show can be marked. */
export function departureStarted(date: string, time: string | null, now: Date = new Date()): boolean {
  const part = Object.fromEntries(wallClock.formatToParts(now).map(({ type, value }) => [type, value]));
  const clock = `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
  return `${date} ${time ?? '00:00'}` <= clock;
}
