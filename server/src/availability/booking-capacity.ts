import {
  addDays,
  AVAILABILITY_REFUSALS,
  type AvailabilityDay,
  type AvailabilitySlot,
  BOOKING_REFUSALS,
  CAPACITY_UNIT,
  type ClosedReason,
  datesFrom,
  resourceDraw,
  SLOT_KIND,
  slotUnitsOf,
} from '@portal/contracts';

import type { Queryable } from '../db/database';
import { notFound, templated } from '../http/errors';
import { clockValue, isoDateValue } from '../http/message-values';
import { karachiDate } from '../pakistan-time';
import { type AvailabilityState, loadAvailabilityState, loadUsage } from './availability-state';
import { deriveDays } from './derive';
import { BookingRefused, noRoom, refusal } from './refusals';

export interface SlotRequest {
  listingId: string;
  /** The first day, YYYY-MM-DD in Pakistan. */
  date: string;
  /** 'HH:MM'; without one, the first slot of the day with room. */
  startTime?: string | null;
  people: number;
  /** Days the booking lasts; default the listing's (a trip's duration, one day for rentals and rooms). */
  days?: number;
  now?: Date;
}

/** What a booking holds: stored on it (start_time, slot_units) and in booking_resource_draws. */
export interface Reservation {
  start_time: string | null;
  slot_units: number;
  days: number;
  draws: { resource_id: string; units: number }[];
}

/** Reasons a later day of a whole-day booking (a second night) is refused for; cut-off and notice concern the first day only. */
const LATER_DAY_REFUSALS: readonly (ClosedReason | null)[] = ['past', 'deactivated', 'under_review', 'outside_schedule', 'exception'];

function pickSlot(
  state: AvailabilityState,
  day: AvailabilityDay,
  startTime: string | null | undefined,
  units: number,
  today: string,
): AvailabilitySlot {
  const refuse = (slot: AvailabilitySlot | null) => new BookingRefused(refusal(state.listing, state.window, today, day, slot, units));
  if (startTime) {
    const slot = day.slots.find((s) => s.start_time === startTime);
    if (!slot) {
      const times = day.slots
        .map((s) => s.start_time)
        .filter(Boolean)
        .join(', ');
      const values = { title: state.listing.title, time: clockValue(startTime), date: isoDateValue(day.date), times };
      throw new BookingRefused(
        times ? templated(BOOKING_REFUSALS.noSuchSlotTimes.message, values) : templated(BOOKING_REFUSALS.noSuchSlot.message, values),
      );
    }
    if (!selling(slot) || room(slot) < units) throw refuse(slot);
    return slot;
  }
  const fits = day.slots.find((s) => selling(s) && room(s) >= units);
  if (fits) return fits;
  throw refuse(day.slots.find(selling) ?? day.slots.at(-1) ?? null);
}

/** Whether a slot sells; a used-up resource is left to takeResources, which names the day it runs out. */
const selling = (slot: AvailabilitySlot) => slot.closed_reason === null || slot.closed_reason === 'pool_exhausted';

/**
 * Places the slot has besides what is booked. Not `remaining`, which is 0 on a closed slot: a slot
 * closed for a used-up resource, or a later night outside the booking window, still takes a booking.
 */
const room = (slot: AvailabilitySlot) => Math.max(0, slot.capacity - slot.booked);

/** Adds `units` to the slot on each date, each only while it stays within capacity (slot_usage's CHECK backs this). */
async function takeSlots(
  tx: Queryable,
  state: AvailabilityState,
  slots: { date: string; capacity: number }[],
  startTime: string | null,
  units: number,
) {
  const taken = await tx.query<{ slot_date: string }>(
    `INSERT INTO slot_usage (listing_id, slot_date, start_time, capacity, booked)
     SELECT $1, u.slot_date, $2::time, u.capacity, $3 FROM unnest($4::date[], $5::int[]) AS u(slot_date, capacity)
     ON CONFLICT (listing_id, slot_date, start_time) DO UPDATE SET booked = slot_usage.booked + EXCLUDED.booked
      WHERE slot_usage.booked + EXCLUDED.booked <= slot_usage.capacity
     RETURNING slot_date`,
    [state.listing.listing_id, startTime, units, slots.map((s) => s.date), slots.map((s) => s.capacity)],
  );
  if (taken.length === slots.length) return;
  // Another booking took the last places meanwhile.
  const missed = slots.find((s) => !taken.some((t) => t.slot_date === s.date))!;
  const [row] = await tx.query<{ left: number }>(
    `SELECT capacity - booked AS left FROM slot_usage WHERE listing_id = $1 AND slot_date = $2 AND start_time IS NOT DISTINCT FROM $3::time`,
    [state.listing.listing_id, missed.date, startTime],
  );
  throw new BookingRefused(noRoom(missed.date, startTime, row?.left ?? 0, units, CAPACITY_UNIT[state.listing.listing_type]));
}

/** Takes each shared resource's draw on every day of the booking, each day only while the resource has the units left. */
async function takeResources(tx: Queryable, state: AvailabilityState, first: string, days: number, people: number) {
  if (state.resources.length === 0) return [];
  const last = addDays(first, days - 1);
  // Held FOR SHARE (in id order): a change of units waits until this booking is stored.
  const pools = await tx.query<{ resource_id: string; name: string; units: number }>(
    'SELECT resource_id, name, units FROM resource_pools WHERE resource_id = ANY($1::uuid[]) ORDER BY resource_id FOR SHARE',
    [state.resources.map((r) => r.resource_id)],
  );
  const draws = [];
  for (const pool of pools) {
    const units = resourceDraw(state.resources.find((r) => r.resource_id === pool.resource_id)!, people);
    const taken =
      units > pool.units
        ? []
        : await tx.query<{ usage_date: string }>(
            `INSERT INTO resource_usage (resource_id, usage_date, capacity, used)
       SELECT $1, d::date, $2, $3 FROM generate_series($4::date, $5::date, interval '1 day') AS d
       ON CONFLICT (resource_id, usage_date) DO UPDATE SET used = resource_usage.used + EXCLUDED.used
        WHERE resource_usage.used + EXCLUDED.used <= resource_usage.capacity
       RETURNING usage_date`,
            [pool.resource_id, pool.units, units, first, last],
          );
    if (taken.length < days) {
      const missed = datesFrom(first, last).find((d) => !taken.some((t) => t.usage_date === d))!;
      const [row] = await tx.query<{ used: number }>('SELECT used FROM resource_usage WHERE resource_id = $1 AND usage_date = $2', [
        pool.resource_id,
        missed,
      ]);
      throw new BookingRefused(
        templated(BOOKING_REFUSALS.resourceShortOnDate.message, {
          resource: pool.name,
          date: isoDateValue(missed),
          left: Math.max(0, pool.units - (row?.used ?? 0)),
          units,
        }),
      );
    }
    draws.push({ resource_id: pool.resource_id, units });
  }
  return draws;
}

/**
 * Takes a booking's capacity, in the transaction that stores the booking: its slot (for a whole-day
 * listing, the slot of each day it lasts) and its draw on every resource the listing uses, each
 * only within capacity, so concurrent bookings for the last places cannot together oversell.
 * Refusals (BookingRefused, 409) say which: no schedule, past, closed, cut-off, no room, resource.
 */
export async function reserveCapacity(tx: Queryable, request: SlotRequest): Promise<Reservation> {
  const now = request.now ?? new Date();
  const today = karachiDate(now);
  const loaded = await loadAvailabilityState(tx, request.listingId, { lock: 'share' });
  if (!loaded) throw notFound(templated('Listing not found: {id}', { id: request.listingId }));
  const days = Math.max(1, request.days ?? loaded.listing.span_days);
  const state = { ...loaded, listing: { ...loaded.listing, span_days: days } };
  if (state.schedules.length === 0)
    throw new BookingRefused(templated(BOOKING_REFUSALS.noSchedule.message, { title: state.listing.title }));
  const last = addDays(request.date, days - 1);
  const usage = await loadUsage(tx, state, request.date, last, last);
  const [first, ...later] = deriveDays({ state, usage, from: request.date, to: last, now });
  const units = slotUnitsOf(state.listing.listing_type, request.people);
  const slot = pickSlot(state, first!, request.startTime, units, today);
  const wholeDay = SLOT_KIND[state.listing.listing_type] === 'whole_day';
  const slots = [{ date: first!.date, capacity: slot.capacity }];
  if (wholeDay) {
    for (const day of later) {
      const night = day.slots[0] ?? null;
      if (!night || LATER_DAY_REFUSALS.includes(night.closed_reason) || room(night) < units) {
        throw new BookingRefused(refusal(state.listing, state.window, today, day, night, units));
      }
      slots.push({ date: day.date, capacity: night.capacity });
    }
  }
  await takeSlots(tx, state, slots, slot.start_time, units);
  const draws = await takeResources(tx, state, request.date, days, request.people);
  return { start_time: slot.start_time, slot_units: units, days, draws };
}

/** Stores what a new booking draws on shared resources, so its cancellation gives back exactly that. */
export async function recordDraws(tx: Queryable, bookingId: string, draws: Reservation['draws']): Promise<void> {
  for (const draw of draws) {
    await tx.query('INSERT INTO booking_resource_draws (booking_id, resource_id, units) VALUES ($1, $2, $3)', [
      bookingId,
      draw.resource_id,
      draw.units,
    ]);
  }
}

/** What a booking holds, read FOR UPDATE before it is cancelled. */
export interface HeldCapacity {
  booking_id: string;
  listing_id: string | null;
  selected_date: string;
  start_time: string | null;
  duration_days: number;
  slot_units: number | null;
}

export const HELD_COLUMNS = `booking_id, listing_id, selected_date, to_char(start_time, 'HH24:MI') AS start_time, duration_days, slot_units`;

/** Gives back what a booking held (its slot or slots, its resource draws): it was cancelled in this transaction. */
export async function releaseCapacity(tx: Queryable, held: HeldCapacity): Promise<void> {
  const last = addDays(held.selected_date, Math.max(1, held.duration_days) - 1);
  if (held.slot_units !== null && held.listing_id !== null) {
    // A timed slot is one departure; a whole-day booking held each of its days.
    const dates = held.start_time ? [held.selected_date] : datesFrom(held.selected_date, last);
    await tx.query(
      `UPDATE slot_usage SET booked = booked - $4 WHERE listing_id = $1 AND slot_date = ANY($2::date[]) AND start_time IS NOT DISTINCT FROM $3::time`,
      [held.listing_id, dates, held.start_time, held.slot_units],
    );
  }
  await releaseDraws(tx, held.booking_id, held.selected_date, last);
}

/** Gives back a booking's draws on shared resources, on each day from `first` to `last`. */
async function releaseDraws(tx: Queryable, bookingId: string, first: string, last: string): Promise<void> {
  const draws = await tx.query<{ resource_id: string; units: number }>(
    'DELETE FROM booking_resource_draws WHERE booking_id = $1 RETURNING resource_id, units',
    [bookingId],
  );
  for (const draw of draws.sort((a, b) => a.resource_id.localeCompare(b.resource_id))) {
    await tx.query('UPDATE resource_usage SET used = used - $2 WHERE resource_id = $1 AND usage_date BETWEEN $3 AND $4', [
      draw.resource_id,
      draw.units,
      first,
      last,
    ]);
  }
}

/**
 * After a change of the shared resources a listing draws on (its rules row held FOR UPDATE): every
 * booking that has not ended draws on the resources as the listing now uses them, so a resource
 * joined later counts the bookings already made (it could be oversold otherwise), and one left
 * behind gets theirs back. Refused (409) where a resource has too few units for them on a day.
 */
export async function redrawResources(tx: Queryable, state: AvailabilityState, today: string): Promise<void> {
  const held = await tx.query<{ booking_id: string; selected_date: string; duration_days: number; selected_people: number }>(
    `SELECT booking_id, selected_date, duration_days, selected_people FROM bookings
      WHERE listing_id = $1 AND slot_units IS NOT NULL AND selected_date + GREATEST(duration_days, 1) - 1 >= $2::date
      ORDER BY selected_date, booking_id`,
    [state.listing.listing_id, today],
  );
  for (const booking of held) {
    const days = Math.max(1, booking.duration_days);
    await releaseDraws(tx, booking.booking_id, booking.selected_date, addDays(booking.selected_date, days - 1));
    try {
      await recordDraws(tx, booking.booking_id, await takeResources(tx, state, booking.selected_date, days, booking.selected_people));
    } catch (error) {
      if (!(error instanceof BookingRefused)) throw error;
      throw new BookingRefused(
        templated(AVAILABILITY_REFUSALS.bookingsNeedMore.message, {
          title: state.listing.title,
          why: (language) => error.replyIn(language).message,
        }),
      );
    }
  }
}
