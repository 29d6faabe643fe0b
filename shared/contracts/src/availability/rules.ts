import * as v from 'valibot';

import { IdSchema } from '../common';
import { LISTING_TYPES, type ListingType } from '../listing-types';
import { dateField, timeField } from './dates';
import { AvailabilityExceptionSchema } from './exceptions';
import { countField, distinct, fieldRules, optionalCountField, plainObject, requiredCountField } from './fields';
import { AVAILABILITY_LIMITS as L, CAPACITY_UNIT, CAPACITY_UNITS, SLOT_KIND, SLOT_KINDS, type SlotKind, WEEKDAYS } from './kinds';

/** Messages of the rules that depend on the listing type. */
export const RULE_MESSAGES = {
  startTimesRequired: 'Add at least one start time.',
  wholeDayOnly: 'Rentals and rooms are booked by the whole day: leave the start times empty.',
  minPeopleTrips: 'A minimum group size applies to trips only.',
  endBeforeStart: 'The end date cannot be before the start date.',
} as const;

const optionalDate = (label: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(`${label} must be a date (YYYY-MM-DD).`)), null),
    v.transform((text) => text?.trim() || null),
    v.check((text) => text === null || v.is(dateField(label), text), `${label} must be a real date (YYYY-MM-DD).`),
  );

const weekdays = v.pipe(
  v.array(v.picklist(WEEKDAYS, 'Days of the week are numbers from 1 (Monday) to 7 (Sunday).'), 'Choose the days of the week.'),
  v.minLength(1, 'Choose at least one day of the week.'),
  distinct('Choose each day of the week once.'),
  v.transform((days) => [...days].sort((a, b) => a - b)),
);

/** Start times of a schedule: none for the whole day, else at least one, each once, in order. */
const startTimes = (kind?: SlotKind) =>
  v.pipe(
    v.optional(v.array(timeField('Start time'), 'Start times must be a list.'), []),
    v.maxLength(L.maxStartTimes, `Add at most ${L.maxStartTimes} start times.`),
    distinct('Add each start time once.'),
    v.check((times) => kind !== 'start_times' || times.length > 0, RULE_MESSAGES.startTimesRequired),
    v.check((times) => kind !== 'whole_day' || times.length === 0, RULE_MESSAGES.wholeDayOnly),
    v.transform((times) => [...times].sort()),
  );

/**
 * A schedule: a season (from `starts_on` to `ends_on`, or open-ended), the days of the week it
 * runs on, its start times (none: the whole day) and the capacity of each slot.
 */
export function scheduleSchema(kind?: SlotKind) {
  const schedule = v.object(
    {
      starts_on: dateField('Start date'),
      ends_on: optionalDate('End date'),
      weekdays,
      start_times: startTimes(kind),
      capacity: requiredCountField('Capacity', 1, L.maxCapacity),
    },
    'Each schedule must have dates, days of the week and a capacity.',
  );
  return v.pipe(
    schedule,
    fieldRules<v.InferOutput<typeof schedule>>([
      'ends_on',
      (s) => s.ends_on !== null && s.ends_on < s.starts_on,
      RULE_MESSAGES.endBeforeStart,
    ]),
  );
}
export type ScheduleRequest = v.InferOutput<ReturnType<typeof scheduleSchema>>;

/** When a listing may be booked, on top of its schedules. */
export function bookingWindowSchema(type?: ListingType) {
  const window = plainObject(
    {
      /** A slot stops selling this many hours before it starts (a whole day: before the day ends), in Pakistan time. */
      cutoff_hours: countField('Cut-off', 0, L.maxCutoffHours, 0),
      /** The earliest bookable date is this many days after today (0: today). */
      min_notice_days: countField('Minimum notice', 0, L.maxNoticeDays, 0),
      /** The furthest bookable date, in days after today; null: no limit. */
      max_advance_days: optionalCountField('Furthest date', 1, L.maxAdvanceDays),
      /** Group trips: a departure with fewer people booked does not run; null: no minimum. */
      min_people: optionalCountField('Minimum people', 1, L.maxMinPeople),
    },
    'The booking window must be an object.',
  );
  const tripsOnly = (w: v.InferOutput<typeof window>) => type !== undefined && w.min_people !== null && CAPACITY_UNIT[type] !== 'people';
  return v.pipe(window, fieldRules<v.InferOutput<typeof window>>(['min_people', tripsOnly, RULE_MESSAGES.minPeopleTrips]));
}
export type BookingWindow = v.InferOutput<ReturnType<typeof bookingWindowSchema>>;

/**
 * A listing's use of a shared resource: each booking takes `units` (for every `people_per_unit`
 * people or part of it, when set) on every day the booking lasts.
 */
export const ResourceLinkRequestSchema = v.object(
  {
    resource_id: IdSchema,
    units: countField('Units per booking', 1, L.maxUnitsPerBooking, 1),
    people_per_unit: optionalCountField('People per unit', 1, L.maxMinPeople),
  },
  'Each resource needs its resource_id.',
);
export type ResourceLinkRequest = v.InferOutput<typeof ResourceLinkRequestSchema>;

/** The units a booking of `people` takes from a resource it draws on. */
export const resourceDraw = (link: Pick<ResourceLinkRequest, 'units' | 'people_per_unit'>, people: number): number =>
  link.units * (link.people_per_unit === null ? 1 : Math.ceil(people / link.people_per_unit));

/**
 * PUT listings/{id}/availability/rules: the whole set of schedules, the booking window and the
 * resources the listing draws on. With a listing type, the start times and the minimum group are
 * checked for it (the server does; a form for one listing should too).
 */
export const availabilityRulesRequestSchema = (type?: ListingType) =>
  v.object(
    {
      schedules: v.pipe(
        v.optional(v.array(scheduleSchema(type && SLOT_KIND[type]), 'Schedules must be a list.'), []),
        v.maxLength(L.maxSchedules, `Add at most ${L.maxSchedules} schedules.`),
      ),
      booking_window: v.optional(bookingWindowSchema(type), {}),
      resources: v.pipe(
        v.optional(v.array(ResourceLinkRequestSchema, 'Resources must be a list.'), []),
        v.maxLength(L.maxPoolsPerListing, `Use at most ${L.maxPoolsPerListing} resources.`),
        distinct('Use each resource once.', (link: ResourceLinkRequest) => link.resource_id),
      ),
    },
    'The availability rules must be an object.',
  );
export const AvailabilityRulesRequestSchema = availabilityRulesRequestSchema();
export type AvailabilityRulesRequest = v.InferOutput<typeof AvailabilityRulesRequestSchema>;
export type AvailabilityRulesInput = v.InferInput<typeof AvailabilityRulesRequestSchema>;

export const ScheduleSchema = v.object({
  schedule_id: v.string(),
  starts_on: v.string(),
  ends_on: v.nullable(v.string()),
  weekdays: v.array(v.picklist(WEEKDAYS)),
  start_times: v.array(v.string()),
  capacity: v.number(),
});
export type Schedule = v.InferOutput<typeof ScheduleSchema>;

export const BookingWindowSchema = v.object({
  cutoff_hours: v.number(),
  min_notice_days: v.number(),
  max_advance_days: v.nullable(v.number()),
  min_people: v.nullable(v.number()),
});

export const ResourceLinkSchema = v.object({
  resource_id: v.string(),
  name: v.string(),
  /** The resource's units in all, shared by every listing that draws on it. */
  resource_units: v.number(),
  units: v.number(),
  people_per_unit: v.nullable(v.number()),
});
export type ResourceLink = v.InferOutput<typeof ResourceLinkSchema>;

/** GET and PUT listings/{id}/availability/rules: everything a listing's availability is made of. */
export const AvailabilityRulesSchema = v.object({
  listing_id: v.string(),
  listing_type: v.picklist(LISTING_TYPES),
  slot_kind: v.picklist(SLOT_KINDS),
  capacity_unit: v.picklist(CAPACITY_UNITS),
  /** False until the listing has rules: it cannot be booked then. */
  configured: v.boolean(),
  schedules: v.array(ScheduleSchema),
  booking_window: BookingWindowSchema,
  resources: v.array(ResourceLinkSchema),
  /** Changes of dates from today on, in date order. */
  exceptions: v.array(AvailabilityExceptionSchema),
});
export type AvailabilityRules = v.InferOutput<typeof AvailabilityRulesSchema>;
