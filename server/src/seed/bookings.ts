import { randomUUID } from 'node:crypto';

import type { CapacityLedger, Held } from './capacity-ledger';
import type { Customer } from './customers';
import { addDays, addMinutes, at, isoDate, monthOf, notAfter } from './dates';
import type { SeededListing } from './listings';
import type { Random } from './prng';
import { json, type Row } from './rows';
import type { BookingTerms } from './trip-catalog';

type BookingStatus = 'pending' | 'confirmed' | 'completed' | 'cancelled';

export interface SeededBooking {
  booking_id: string;
  supplier_id: string;
  listing_id: string;
  customer: Customer;
  tour_name: string;
  listing_type: string;
  group_type: 'group' | 'private';
  audience: 'local' | 'international';
  booking_status: BookingStatus;
  selected_date: string;
  duration_days: number;
  starts_in: string;
  selected_add_ons: { name: string; price: number }[];
  selected_people: number;
  total_price: number;
  free_cancellation_until: string;
  cancellation_reason: string | null;
  cancelled_at: Date | null;
  created_at: Date;
  /** What it holds of its slot and the shared resources; null when cancelled. */
  held: Held | null;
}

/** A listing that can be booked: its catalogue entry, and when it may be booked. */
export interface Bookable {
  listing: SeededListing;
  trip: BookingTerms;
  /** No trips on or after this many days before today (a deactivated listing). */
  lastDayOffset?: number;
}

// Northern Pakistan is busiest from May to September; winter is for Lahore and the valleys.
const SEASON = [0.3, 0.35, 0.6, 0.9, 1.2, 1.5, 1.6, 1.5, 1.2, 1.0, 0.5, 0.5];
const CANCELLATION_REASONS = [
  'Change of travel plans',
  'Medical emergency in the family',
  'Flight to Skardu cancelled due to weather',
  'Road closed by a landslide on the Karakoram Highway',
  'Booked a different date',
  'Visa not approved in time',
];
const GROUP_PEOPLE: readonly (readonly [number, number])[] = [
  [1, 1],
  [2, 5],
  [3, 3],
  [4, 4],
  [5, 2],
  [6, 2],
  [8, 1],
  [10, 1],
  [12, 1],
];
const PRIVATE_PEOPLE: readonly (readonly [number, number])[] = [
  [1, 1],
  [2, 5],
  [3, 2],
  [4, 3],
  [5, 1],
  [6, 1],
];

/** Tries to place a booking this many times, a day further from today each time, before the seed gives up. */
const PLACEMENT_ATTEMPTS = 60;

/**
 * `count` bookings: 1/16 in the last 30 days, 1/8 in the next 90 days, the rest over the two years
 * before, weighted by season. Each takes its capacity from `ledger` (a cancelled one none); one
 * that does not fit moves a day further from today. Sorted by created_at, so booking numbers grow
 * with time.
 */
export function buildBookings(
  random: Random,
  now: Date,
  supplierId: string,
  bookables: readonly Bookable[],
  customers: readonly Customer[],
  count: number,
  ledger: CapacityLedger,
): SeededBooking[] {
  const today = isoDate(now);
  const recent = Math.round(count / 16);
  const upcoming = Math.round(count / 8);
  const offsets = [
    ...Array.from({ length: upcoming }, () => seasonalOffset(random, today, 1, 90)),
    ...Array.from({ length: recent }, () => random.int(-30, -1)),
    ...Array.from({ length: count - recent - upcoming }, () => seasonalOffset(random, today, -730, -31)),
  ];
  const local = customers.filter((c) => !c.international);
  const international = customers.filter((c) => c.international);
  const place = (offset: number): SeededBooking => {
    for (let attempt = 0; attempt < PLACEMENT_ATTEMPTS; attempt += 1) {
      const shifted = offset + Math.sign(offset) * attempt;
      const date = addDays(today, shifted);
      const { listing, trip } = pickBookable(random, bookables, date, shifted);
      const wantsInternational = random.chance(trip.audience === 'international' ? 0.45 : 0.15);
      const customer = random.pick(wantsInternational && international.length > 0 ? international : local);
      const made = booking(random, now, supplierId, listing, trip, customer, date);
      if (made.booking_status === 'cancelled') return made;
      const held = ledger.take(listing.listing_id, date, made.selected_people, trip.days, random);
      if (held) return { ...made, held };
    }
    throw new Error(`No capacity for a booking near ${addDays(today, offset)}: the demo's schedules are too small for its bookings`);
  };
  return offsets.map(place).sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
}

function seasonalOffset(random: Random, today: string, from: number, to: number): number {
  for (;;) {
    const offset = random.int(from, to);
    if (random.next() * 1.6 < SEASON[monthOf(addDays(today, offset)) - 1]!) return offset;
  }
}

function pickBookable(random: Random, bookables: readonly Bookable[], date: string, offset: number): Bookable {
  const open = bookables.filter(
    (b) => (b.lastDayOffset === undefined || offset < b.lastDayOffset) && (!b.trip.months || b.trip.months.includes(monthOf(date))),
  );
  const candidates = open.length > 0 ? open : bookables.filter((b) => !b.trip.months && b.lastDayOffset === undefined);
  return random.weighted(candidates.map((b) => [b, b.trip.weight] as const));
}

function booking(
  random: Random,
  now: Date,
  supplierId: string,
  listing: SeededListing,
  trip: BookingTerms,
  customer: Customer,
  date: string,
): SeededBooking {
  const people = random.weighted(trip.groupType === 'group' ? GROUP_PEOPLE : PRIVATE_PEOPLE);
  const addOns = trip.addOns
    .filter(() => random.chance(0.25))
    .map((a) => ({ name: a.name, price: a.type === 'person' ? a.price * people : a.price }));
  const created_at = createdAt(random, now, date);
  const booking_status = statusOf(random, isoDate(now), date, trip.days);
  const cancelled_at =
    booking_status === 'cancelled' ? notAfter(addMinutes(created_at, random.int(1, 20) * 1440), addMinutes(now, -60)) : null;
  return {
    booking_id: randomUUID(),
    supplier_id: supplierId,
    listing_id: listing.listing_id,
    customer,
    tour_name: listing.title,
    listing_type: trip.listing_type,
    group_type: trip.groupType,
    audience: customer.international ? 'international' : 'local',
    booking_status,
    selected_date: date,
    duration_days: trip.days,
    starts_in: trip.startsIn,
    selected_add_ons: addOns,
    selected_people: people,
    total_price: trip.price * (trip.chargedPer === 'night' ? trip.days : people) + addOns.reduce((sum, a) => sum + a.price, 0),
    free_cancellation_until: addDays(date, -7),
    cancellation_reason: cancelled_at ? random.pick(CANCELLATION_REASONS) : null,
    cancelled_at: cancelled_at && cancelled_at < created_at ? created_at : cancelled_at,
    created_at,
    held: null,
  };
}

/** Booked 3 to 75 days ahead at a waking hour (Pakistan is UTC+5); an upcoming trip within the last 40 days. */
function createdAt(random: Random, now: Date, date: string): Date {
  const booked = at(addDays(date, -random.int(3, 75)), random.int(3, 18), random.int(0, 59));
  return booked < now ? booked : addMinutes(now, -random.int(30, 40 * 1440));
}

/** Past trips are mostly completed; a trip under way is confirmed; future ones confirmed or pending. */
function statusOf(random: Random, today: string, date: string, days: number): BookingStatus {
  if (date > today)
    return random.weighted([
      ['confirmed', 6],
      ['pending', 3],
      ['cancelled', 1],
    ] as const);
  if (addDays(date, days - 1) >= today) return 'confirmed';
  return random.chance(0.14) ? 'cancelled' : 'completed';
}

export const bookingRow = (b: SeededBooking): Row => ({
  booking_id: b.booking_id,
  supplier_id: b.supplier_id,
  listing_id: b.listing_id,
  customer_id: b.customer.user_id,
  customer_name: b.customer.full_name,
  customer_country: b.customer.country,
  customer_city: b.customer.city,
  emergency_contact: b.customer.emergency_contact,
  tour_name: b.tour_name,
  listing_type: b.listing_type,
  group_type: b.group_type,
  audience: b.audience,
  booking_status: b.booking_status,
  selected_date: b.selected_date,
  duration_days: b.duration_days,
  starts_in: b.starts_in,
  selected_add_ons: json(b.selected_add_ons),
  selected_people: b.selected_people,
  total_price: b.total_price,
  free_cancellation_until: b.free_cancellation_until,
  cancellation_reason: b.cancellation_reason,
  cancelled_at: b.cancelled_at,
  created_at: b.created_at,
  start_time: b.held?.start_time ?? null,
  slot_units: b.held?.slot_units ?? null,
  // Assigned to a guide afterwards (team.ts), once the team exists.
  guide_member_id: null,
});

/** What each seeded booking draws on shared resources (booking_resource_draws). */
export const drawRows = (bookings: readonly SeededBooking[]): Row[] =>
  bookings.flatMap((b) =>
    (b.held?.draws ?? []).map((draw) => ({ booking_id: b.booking_id, resource_id: draw.resource_id, units: draw.units })),
  );
