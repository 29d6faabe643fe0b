import * as v from 'valibot';

import {
  type AvailabilityRules,
  type AvailabilityRulesInput,
  availabilityRulesRequestSchema,
  type ListingType,
  type Weekday,
  WEEKDAY_LABELS,
  WEEKDAYS,
} from '@portal/contracts';

/** A schedule as the form holds it: text as typed, the days by their names. */
export interface ScheduleValues {
  starts_on: string;
  ends_on: string;
  weekdays: string[];
  /** '10:00, 15:00'. */
  start_times: string;
  capacity: string;
}

/** A shared resource the listing draws on, as the form holds it (the name only shown). */
interface ResourceLinkValues {
  resource_id: string;
  name: string;
  units: string;
  people_per_unit: string;
}

export interface RulesValues {
  schedules: ScheduleValues[];
  resources: ResourceLinkValues[];
  booking_window: { cutoff_hours: string; min_notice_days: string; max_advance_days: string; min_people: string };
}

const WEEKDAY_NAMES = WEEKDAYS.map((day) => WEEKDAY_LABELS[day]);
const weekdayOf = new Map(WEEKDAYS.map((day) => [WEEKDAY_LABELS[day], day]));
const text = (value: number | null) => (value === null ? '' : String(value));

/** The stored rules as the form's values. */
export function rulesValues(rules: AvailabilityRules): RulesValues {
  const w = rules.booking_window;
  return {
    schedules: rules.schedules.map((s) => ({
      starts_on: s.starts_on,
      ends_on: s.ends_on ?? '',
      weekdays: s.weekdays.map((day) => WEEKDAY_LABELS[day]),
      start_times: s.start_times.join(', '),
      capacity: String(s.capacity),
    })),
    resources: rules.resources.map((link) => ({
      resource_id: link.resource_id,
      name: link.name,
      units: String(link.units),
      people_per_unit: text(link.people_per_unit),
    })),
    booking_window: {
      cutoff_hours: text(w.cutoff_hours),
      min_notice_days: text(w.min_notice_days),
      max_advance_days: text(w.max_advance_days),
      min_people: text(w.min_people),
    },
  };
}

/** A new schedule: every day from today, one start time to fill in unless the listing sells whole days. */
export const newSchedule = (today: string, wholeDay: boolean): ScheduleValues => ({
  starts_on: today,
  ends_on: '',
  weekdays: [...WEEKDAY_NAMES],
  start_times: wholeDay ? '' : '09:00',
  capacity: '',
});

const splitTimes = (times: string) => times.split(/[,\s]+/).filter(Boolean);

const FormShape = v.object({
  schedules: v.array(
    v.object({ starts_on: v.string(), ends_on: v.string(), weekdays: v.array(v.string()), start_times: v.string(), capacity: v.string() }),
  ),
  booking_window: v.object({ cutoff_hours: v.string(), min_notice_days: v.string(), max_advance_days: v.string(), min_people: v.string() }),
  resources: v.array(v.object({ resource_id: v.string(), name: v.string(), units: v.string(), people_per_unit: v.string() })),
});

/**
 * The form's schema: its text turned into the request, then the contracts' schema for the
 * listing's type (the server's own), so the messages and their fields (`resources.0.units`) are
 * the server's.
 */
export function rulesFormSchema(type: ListingType) {
  const toRequest = (values: v.InferOutput<typeof FormShape>): AvailabilityRulesInput => ({
    schedules: values.schedules.map((s) => ({
      ...s,
      weekdays: s.weekdays.map((name) => weekdayOf.get(name)).filter((day): day is Weekday => day !== undefined),
      start_times: splitTimes(s.start_times),
    })),
    booking_window: values.booking_window,
    resources: values.resources.map(({ resource_id, units, people_per_unit }) => ({ resource_id, units, people_per_unit })),
  });
  return v.pipe(FormShape, v.transform(toRequest), availabilityRulesRequestSchema(type));
}
