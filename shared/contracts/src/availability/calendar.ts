import * as v from 'valibot';

import { MARKETPLACE_TIME_ZONE } from '../constants';
import { LISTING_STATUSES, LISTING_TYPES } from '../listing-types';
import { dateField, daysBetween } from './dates';
import { fieldRules } from './fields';
import { AVAILABILITY_LIMITS as L, CAPACITY_UNITS, SLOT_KINDS, WEEKDAYS } from './kinds';

/** GET listings/{id}/availability?from=YYYY-MM-DD&to=YYYY-MM-DD: at most 366 days. */
export const AvailabilityQuerySchema = v.pipe(
  v.object({ from: dateField('from'), to: dateField('to') }, 'Give from and to as dates.'),
  fieldRules<{ from: string; to: string }>(
    ['to', (q) => q.to < q.from, 'to cannot be before from.'],
    ['to', (q) => daysBetween(q.from, q.to) >= L.maxRangeDays, `Ask for at most ${L.maxRangeDays} days.`],
  ),
);
export type AvailabilityQuery = v.InferOutput<typeof AvailabilityQuerySchema>;

/**
 * Why a slot or a day does not sell, the first that applies in this order: its day is over (past),
 * it has started today (a whole day sells until its end), the listing is deactivated or not yet approved, the day is not on the
 * schedule, a change closed it, it is before the minimum notice or after the furthest date, its
 * cut-off has passed, a shared resource has too few units left.
 */
export const CLOSED_REASONS = [
  'past',
  'started',
  'deactivated',
  'under_review',
  'not_approved',
  'outside_schedule',
  'exception',
  'booking_window',
  'cutoff',
  'pool_exhausted',
] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];
export const CLOSED_REASON_LABELS: Record<ClosedReason, string> = {
  past: 'Past',
  started: 'Started',
  deactivated: 'Listing deactivated',
  under_review: 'Listing under review',
  not_approved: 'Listing not approved',
  outside_schedule: 'Not on the schedule',
  exception: 'Closed',
  booking_window: 'Outside the booking window',
  cutoff: 'Past the cut-off',
  pool_exhausted: 'Shared resource used up',
};

export const SLOT_STATUSES = ['open', 'full', 'closed'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

/** A day's colour on the calendar: open, filling (at least FILLING_SHARE booked), full or closed. */
export const DAY_STATUSES = ['open', 'filling', 'full', 'closed'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];
export const FILLING_SHARE = 0.5;

export const AvailabilitySlotSchema = v.object({
  /** 'HH:MM' in Pakistan time; null for the whole day. */
  start_time: v.nullable(v.string()),
  capacity: v.number(),
  booked: v.number(),
  /** What can still be booked: capacity - booked while the slot sells, 0 when it is closed (it keeps its capacity and bookings). */
  remaining: v.number(),
  status: v.picklist(SLOT_STATUSES),
  closed_reason: v.nullable(v.picklist(CLOSED_REASONS)),
  /** The note of the change that closed it or changed its capacity. */
  note: v.nullable(v.string()),
  exception_id: v.nullable(v.string()),
  /** The instant (ISO, UTC) the slot stops selling: its start (a whole day: its end) less the cut-off. */
  bookable_until: v.string(),
  /** Some are booked, but fewer than the listing's minimum: the departure does not run unless more book. */
  below_minimum: v.boolean(),
});
export type AvailabilitySlot = v.InferOutput<typeof AvailabilitySlotSchema>;

export const ResourceDaySchema = v.object({
  resource_id: v.string(),
  name: v.string(),
  units: v.number(),
  used: v.number(),
  remaining: v.number(),
});
export type ResourceDay = v.InferOutput<typeof ResourceDaySchema>;

export const AvailabilityDaySchema = v.object({
  date: v.string(),
  weekday: v.picklist(WEEKDAYS),
  status: v.picklist(DAY_STATUSES),
  /** Set when no slot of the day sells for a reason other than being full. */
  closed_reason: v.nullable(v.picklist(CLOSED_REASONS)),
  note: v.nullable(v.string()),
  /** Sums over the day's slots: remaining is what can still be booked, 0 on a closed day. */
  capacity: v.number(),
  booked: v.number(),
  remaining: v.number(),
  slots: v.array(AvailabilitySlotSchema),
  /** The shared resources the listing draws on, that day. */
  resources: v.array(ResourceDaySchema),
});
export type AvailabilityDay = v.InferOutput<typeof AvailabilityDaySchema>;

export const AvailabilityCalendarSchema = v.object({
  listing_id: v.string(),
  listing_type: v.picklist(LISTING_TYPES),
  listing_status: v.picklist(LISTING_STATUSES),
  title: v.string(),
  slot_kind: v.picklist(SLOT_KINDS),
  capacity_unit: v.picklist(CAPACITY_UNITS),
  time_zone: v.literal(MARKETPLACE_TIME_ZONE),
  /** Today in Pakistan, when the reply was made. */
  today: v.string(),
  from: v.string(),
  to: v.string(),
  /** False when the listing has no schedule at all: nothing sells. */
  has_schedule: v.boolean(),
  min_people: v.nullable(v.number()),
  days: v.array(AvailabilityDaySchema),
});
export type AvailabilityCalendar = v.InferOutput<typeof AvailabilityCalendarSchema>;

type SlotTotals = Pick<AvailabilitySlot, 'capacity' | 'booked' | 'remaining' | 'status'>;

/** A day's colour from its slots: open while a slot sells, filling from FILLING_SHARE booked, full, or closed. */
export function dayStatusOf(slots: readonly SlotTotals[]): DayStatus {
  const selling = slots.filter((slot) => slot.status !== 'closed');
  if (selling.length === 0) return 'closed';
  if (selling.every((slot) => slot.status === 'full')) return 'full';
  const capacity = selling.reduce((sum, slot) => sum + slot.capacity, 0);
  const booked = selling.reduce((sum, slot) => sum + slot.booked, 0);
  return capacity > 0 && booked / capacity >= FILLING_SHARE ? 'filling' : 'open';
}
