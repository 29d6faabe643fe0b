import {
  type AvailabilityException,
  type AvailabilityRules,
  CAPACITY_UNIT,
  type Schedule,
  SLOT_KIND,
  type Weekday,
} from '@portal/contracts';

import type { AvailabilityState, ExceptionRecord, ScheduleRecord } from './availability-state';

export const toException = (e: ExceptionRecord): AvailabilityException => ({
  exception_id: e.exception_id,
  from: e.starts_on,
  to: e.ends_on,
  closed: e.closed,
  capacity: e.capacity,
  start_time: e.start_time,
  note: e.note,
  created_at: new Date(e.created_at).toISOString(),
});

const toSchedule = ({ schedule_id, starts_on, ends_on, weekdays, start_times, capacity }: ScheduleRecord): Schedule => ({
  schedule_id,
  starts_on,
  ends_on,
  weekdays: weekdays as Weekday[],
  start_times,
  capacity,
});

/** The reply of GET and PUT rules: the state and the changes from today on. */
export function rulesReply(state: AvailabilityState, exceptions: readonly ExceptionRecord[]): AvailabilityRules {
  const type = state.listing.listing_type;
  return {
    listing_id: state.listing.listing_id,
    listing_type: type,
    slot_kind: SLOT_KIND[type],
    capacity_unit: CAPACITY_UNIT[type],
    configured: state.window !== null,
    schedules: state.schedules.map(toSchedule),
    booking_window: state.window ?? { cutoff_hours: 0, min_notice_days: 0, max_advance_days: null, min_people: null },
    resources: state.resources.map(({ resource_id, name, resource_units, units, people_per_unit }) => ({
      resource_id,
      name,
      resource_units,
      units,
      people_per_unit,
    })),
    exceptions: exceptions.map(toException),
  };
}
