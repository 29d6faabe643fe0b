import {
  addDays,
  type AvailabilityDay,
  type AvailabilitySlot,
  type ClosedReason,
  datesFrom,
  dayStatusOf,
  isoWeekday,
  type ListingStatus,
  type ResourceDay,
  type Weekday,
} from '@portal/contracts';

import { karachiDate } from '../pakistan-time';
import type { AvailabilityState, SlotUsageRecord, Usage } from './availability-state';
import { type PlannedSlot, plannedSlots } from './planned-slots';
import { dayEnd, pakistanInstant } from './wall-clock';

const HOUR_MS = 3_600_000;

export interface DeriveInput {
  state: AvailabilityState;
  usage: Usage;
  from: string;
  to: string;
  now: Date;
}

/** What every slot of the range has in common: the day in Pakistan and the booking window. */
interface Context {
  state: AvailabilityState;
  now: number;
  today: string;
  earliest: string;
  latest: string | null;
  /** Booked slots by date. */
  slotUsage: Map<string, SlotUsageRecord[]>;
  resourceUsed: Map<string, number>;
}

function byDate(rows: readonly SlotUsageRecord[]): Map<string, SlotUsageRecord[]> {
  const map = new Map<string, SlotUsageRecord[]>();
  for (const row of rows) map.set(row.slot_date, [...(map.get(row.slot_date) ?? []), row]);
  return map;
}

function contextOf({ state, usage, now }: DeriveInput): Context {
  const today = karachiDate(now);
  const window = state.window;
  return {
    state,
    now: now.getTime(),
    today,
    earliest: addDays(today, window?.min_notice_days ?? 0),
    latest: window?.max_advance_days ? addDays(today, window.max_advance_days) : null,
    slotUsage: byDate(usage.slots),
    resourceUsed: new Map(usage.resources.map((row) => [`${row.resource_id}|${row.usage_date}`, row.used])),
  };
}

/** When a slot stops selling: its start (a whole day: the day's end) in Pakistan, less the cut-off. */
function sellingEnds(date: string, time: string | null): number {
  return (time === null ? dayEnd(date) : pakistanInstant(date, time)).getTime();
}

/** A resource the listing draws on has fewer units left than one booking takes on some day of a booking from `date`. */
function resourceShort(ctx: Context, date: string): boolean {
  const days = datesFrom(date, addDays(date, ctx.state.listing.span_days - 1));
  return ctx.state.resources.some((link) =>
    days.some((day) => link.resource_units - (ctx.resourceUsed.get(`${link.resource_id}|${day}`) ?? 0) < link.units),
  );
}

/** A listing that is not live sells nothing: deactivated, waiting for the team, or refused by it. */
const NOT_SELLING: Partial<Record<ListingStatus, ClosedReason>> = {
  rejected: 'deactivated',
  pending_review: 'under_review',
  not_approved: 'not_approved',
};

function closedReason(
  ctx: Context,
  date: string,
  planned: PlannedSlot | null,
  time: string | null,
  bookableUntil: number,
): ClosedReason | null {
  // Today is not past: a departure that has left today has started.
  if (ctx.now >= sellingEnds(date, time)) return date < ctx.today ? 'past' : 'started';
  const notSelling = NOT_SELLING[ctx.state.listing.status];
  if (notSelling) return notSelling;
  if (!planned) return 'outside_schedule';
  if (planned.closedBy) return 'exception';
  if (date < ctx.earliest || (ctx.latest !== null && date > ctx.latest)) return 'booking_window';
  if (ctx.now >= bookableUntil) return 'cutoff';
  if (resourceShort(ctx, date)) return 'pool_exhausted';
  return null;
}

function slotOf(ctx: Context, date: string, planned: PlannedSlot | null, used: SlotUsageRecord | undefined): AvailabilitySlot {
  const time = planned?.start_time ?? used?.start_time ?? null;
  const bookableUntil = sellingEnds(date, time) - (ctx.state.window?.cutoff_hours ?? 0) * HOUR_MS;
  // A past day keeps the capacity it was sold with; later dates follow the rules.
  const capacity = planned && !(used && date < ctx.today) ? planned.capacity : (used?.capacity ?? 0);
  const booked = used?.booked ?? 0;
  const reason = closedReason(ctx, date, planned, time, bookableUntil);
  // What can still be booked: nothing while the slot does not sell (it keeps its capacity for its bookings).
  const remaining = reason ? 0 : Math.max(0, capacity - booked);
  const change = planned?.closedBy ?? planned?.changedBy ?? null;
  const minimum = ctx.state.window?.min_people ?? null;
  return {
    start_time: time,
    capacity,
    booked,
    remaining,
    status: reason ? 'closed' : remaining > 0 ? 'open' : 'full',
    closed_reason: reason,
    note: change?.note ?? null,
    exception_id: change?.exception_id ?? null,
    bookable_until: new Date(bookableUntil).toISOString(),
    below_minimum: minimum !== null && booked > 0 && booked < minimum,
  };
}

/** Why a day without slots sells nothing. */
function emptyDayReason(ctx: Context, date: string): ClosedReason {
  if (ctx.now >= dayEnd(date).getTime()) return 'past';
  const notSelling = NOT_SELLING[ctx.state.listing.status];
  if (notSelling) return notSelling;
  return 'outside_schedule';
}

function resourcesOn(ctx: Context, date: string): ResourceDay[] {
  return ctx.state.resources.map((link) => {
    const used = ctx.resourceUsed.get(`${link.resource_id}|${date}`) ?? 0;
    return {
      resource_id: link.resource_id,
      name: link.name,
      units: link.resource_units,
      used,
      remaining: Math.max(0, link.resource_units - used),
    };
  });
}

function dayOf(ctx: Context, date: string): AvailabilityDay {
  const planned = plannedSlots(ctx.state, date);
  const usage = ctx.slotUsage.get(date) ?? [];
  const slots = planned.map((slot) =>
    slotOf(
      ctx,
      date,
      slot,
      usage.find((row) => row.start_time === slot.start_time),
    ),
  );
  // Bookings of a slot the rules no longer give (an earlier schedule) still show.
  for (const used of usage) {
    if (used.booked > 0 && !planned.some((slot) => slot.start_time === used.start_time)) slots.push(slotOf(ctx, date, null, used));
  }
  slots.sort((a, b) => (a.start_time ?? '').localeCompare(b.start_time ?? ''));
  const status = dayStatusOf(slots);
  const sum = (key: 'capacity' | 'booked' | 'remaining') => slots.reduce((total, slot) => total + slot[key], 0);
  return {
    date,
    weekday: isoWeekday(date) as Weekday,
    status,
    // The last slot's reason: the one that would have sold latest says most about the day.
    closed_reason: status !== 'closed' ? null : slots.length > 0 ? slots[slots.length - 1]!.closed_reason : emptyDayReason(ctx, date),
    note: slots.find((slot) => slot.note !== null)?.note ?? null,
    capacity: sum('capacity'),
    booked: sum('booked'),
    remaining: sum('remaining'),
    slots,
    resources: resourcesOn(ctx, date),
  };
}

/** Each day of the range with its slots: capacity, booked, remaining, and why it does not sell. */
export function deriveDays(input: DeriveInput): AvailabilityDay[] {
  const ctx = contextOf(input);
  return datesFrom(input.from, input.to).map((date) => dayOf(ctx, date));
}
