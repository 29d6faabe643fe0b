import { isoWeekday } from '@portal/contracts';

import type { AvailabilityState, ExceptionRecord, ScheduleRecord } from './availability-state';

/** A slot the rules give a date: its capacity after changes, and the closure in force if any. */
export interface PlannedSlot {
  /** 'HH:MM'; null for the whole day. */
  start_time: string | null;
  capacity: number;
  closedBy: ExceptionRecord | null;
  /** The capacity change in force. */
  changedBy: ExceptionRecord | null;
}

/** The schedule a date takes its slots from: the last one (by position) whose season and weekdays cover it. */
function scheduleOn(schedules: readonly ScheduleRecord[], date: string): ScheduleRecord | null {
  const weekday = isoWeekday(date);
  for (let i = schedules.length - 1; i >= 0; i -= 1) {
    const schedule = schedules[i]!;
    if (schedule.starts_on <= date && (schedule.ends_on === null || date <= schedule.ends_on) && schedule.weekdays.includes(weekday))
      return schedule;
  }
  return null;
}

/**
 * The slots of a date by the rules: the schedule's start times (or the whole day) and capacity,
 * then each change that covers the date and the slot, oldest first, so the newest of each kind
 * wins: a closure closes the slot (keeping its capacity, for the bookings it holds), a capacity
 * change sets the capacity whether or not the slot is closed.
 */
export function plannedSlots(state: Pick<AvailabilityState, 'schedules' | 'exceptions'>, date: string): PlannedSlot[] {
  const schedule = scheduleOn(state.schedules, date);
  if (!schedule) return [];
  const changes = state.exceptions.filter((e) => e.starts_on <= date && date <= e.ends_on);
  const times = schedule.start_times.length > 0 ? schedule.start_times : [null];
  return times.map((start_time) => {
    const slot: PlannedSlot = { start_time, capacity: schedule.capacity, closedBy: null, changedBy: null };
    for (const change of changes) {
      if (change.start_time !== null && change.start_time !== start_time) continue;
      if (change.closed) slot.closedBy = change;
      else {
        slot.capacity = change.capacity ?? slot.capacity;
        slot.changedBy = change;
      }
    }
    return slot;
  });
}

/** The capacity the rules give one slot of a date (changes applied, closures not: a closure stops sales, it keeps capacity); null when there is no such slot. */
export function plannedCapacity(
  state: Pick<AvailabilityState, 'schedules' | 'exceptions'>,
  date: string,
  startTime: string | null,
): number | null {
  return plannedSlots(state, date).find((slot) => slot.start_time === startTime)?.capacity ?? null;
}
