import * as v from 'valibot';

/** What can happen to a booking, in the words of its history (issue 39). */
export const BOOKING_EVENT_KINDS = [
  'created',
  'confirmed',
  'declined',
  'cancelled',
  'moved',
  'refunded',
  'checked_in',
  'no_show',
  'assigned',
] as const;
export type BookingEventKind = (typeof BOOKING_EVENT_KINDS)[number];

/** How each kind reads in Booking Info's History. */
export const BOOKING_EVENT_LABELS: Record<BookingEventKind, string> = {
  created: 'Created',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  moved: 'Moved',
  refunded: 'Refunded',
  checked_in: 'Checked in',
  no_show: 'No-show',
  assigned: 'Guide assigned',
};

/** Whether the customer came to the departure: checked in, or marked a no-show after the start time. */
export const ARRIVALS = ['checked_in', 'no_show'] as const;
export type Arrival = (typeof ARRIVALS)[number];

/** A departure: its date (YYYY-MM-DD) and start time ('HH:MM', null for a whole day). */
export const DepartureSchema = v.object({ date: v.string(), start_time: v.nullable(v.string()) });
export type Departure = v.InferOutput<typeof DepartureSchema>;

/** One line of a booking's history: what, when, who, and what it needs (a move's departures, a refund's amount). */
export const BookingEventSchema = v.object({
  kind: v.picklist(BOOKING_EVENT_KINDS),
  at: v.string(),
  /** Who did it: a member of the business, the customer who booked; null: the marketplace team. */
  by: v.nullable(v.string()),
  reason: v.nullable(v.string()),
  note: v.nullable(v.string()),
  from: v.optional(DepartureSchema),
  to: v.optional(DepartureSchema),
  /** A refund's amount, in rupees. */
  amount: v.optional(v.number()),
  /** An assignment's guide, by name; null: the guide was taken off (issue 37). */
  guide: v.optional(v.nullable(v.string())),
});
export type BookingEvent = v.InferOutput<typeof BookingEventSchema>;
