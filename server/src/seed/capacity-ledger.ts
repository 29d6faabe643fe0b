import { addDays, datesFrom, type ListingType, resourceDraw, SLOT_KIND, slotUnitsOf } from '@portal/contracts';

import type { AvailabilityState } from '../availability/availability-state';
import { type PlannedSlot, plannedSlots } from '../availability/planned-slots';
import type { Random } from './prng';
import type { Row } from './rows';

/** A listing's rules as the seed writes them. */
export interface SeedRules extends Pick<AvailabilityState, 'schedules' | 'exceptions' | 'resources'> {
  listing_type: ListingType;
}

/** What a seeded booking holds, as a real booking would (src/availability/booking-capacity.ts). */
export interface Held {
  start_time: string | null;
  slot_units: number;
  draws: { resource_id: string; units: number }[];
}

const key = (...parts: (string | null)[]) => parts.join('|');

/**
 * The seed's count of what its bookings take, by the same rules the server sells by: a booking
 * goes only where its slot is on the schedule, not closed, and has room, and where every resource
 * the listing draws on has the units on each of its days. What it counts becomes slot_usage and
 * resource_usage, so the demo data is never oversold.
 */
export class CapacityLedger {
  private readonly booked = new Map<string, { listing_id: string; date: string; time: string | null; capacity: number; booked: number }>();
  private readonly used = new Map<string, { resource_id: string; date: string; units: number; used: number }>();

  constructor(
    private readonly rules: ReadonlyMap<string, SeedRules>,
    private readonly poolUnits: ReadonlyMap<string, number>,
  ) {}

  /** Takes the capacity of a booking from `date` for `days`, in a slot picked at random; null when none has room. */
  take(listingId: string, date: string, people: number, days: number, random: Random): Held | null {
    const rules = this.rules.get(listingId);
    if (!rules) return null;
    const units = slotUnitsOf(rules.listing_type, people);
    const dates = SLOT_KIND[rules.listing_type] === 'whole_day' ? datesFrom(date, addDays(date, days - 1)) : [date];
    const open = (day: string) => plannedSlots(rules, day).filter((slot) => !slot.closedBy);
    const fits = (slot: PlannedSlot, day: string) =>
      (this.booked.get(key(listingId, day, slot.start_time))?.booked ?? 0) + units <= slot.capacity;
    const choices = random
      .shuffle(open(date))
      .filter((slot) => dates.every((day) => open(day).some((s) => s.start_time === slot.start_time && fits(s, day))));
    const slot = choices[0];
    if (!slot) return null;
    const span = datesFrom(date, addDays(date, days - 1));
    const draws = rules.resources.map((link) => ({ resource_id: link.resource_id, units: resourceDraw(link, people) }));
    const room = draws.every((draw) =>
      span.every((day) => (this.used.get(key(draw.resource_id, day))?.used ?? 0) + draw.units <= this.poolUnits.get(draw.resource_id)!),
    );
    if (!room) return null;
    for (const day of dates) {
      const capacity = open(day).find((s) => s.start_time === slot.start_time)!.capacity;
      const entry = this.booked.get(key(listingId, day, slot.start_time)) ?? {
        listing_id: listingId,
        date: day,
        time: slot.start_time,
        capacity,
        booked: 0,
      };
      this.booked.set(key(listingId, day, slot.start_time), { ...entry, booked: entry.booked + units });
    }
    for (const draw of draws) {
      for (const day of span) {
        const entry = this.used.get(key(draw.resource_id, day)) ?? {
          resource_id: draw.resource_id,
          date: day,
          units: this.poolUnits.get(draw.resource_id)!,
          used: 0,
        };
        this.used.set(key(draw.resource_id, day), { ...entry, used: entry.used + draw.units });
      }
    }
    return { start_time: slot.start_time, slot_units: units, draws };
  }

  slotUsageRows(): Row[] {
    return [...this.booked.values()].map((e) => ({
      listing_id: e.listing_id,
      slot_date: e.date,
      start_time: e.time,
      capacity: e.capacity,
      booked: e.booked,
    }));
  }

  resourceUsageRows(): Row[] {
    return [...this.used.values()].map((e) => ({ resource_id: e.resource_id, usage_date: e.date, capacity: e.units, used: e.used }));
  }
}
