import { addDays, AVAILABILITY_LIMITS, slotUnitsOf } from '@portal/contracts';

import type { Queryable } from '../db/database';
import { loadAvailabilityState, loadUsage } from './availability-state';
import { deriveDays } from './derive';

/** The first date from `from` (within a year) with a slot that sells `people` a place; null when none. */
export async function firstBookableDate(
  db: Queryable,
  listingId: string,
  from: string,
  people: number,
  now = new Date(),
): Promise<string | null> {
  const to = addDays(from, AVAILABILITY_LIMITS.maxRangeDays - 1);
  const state = await loadAvailabilityState(db, listingId, { dates: { from, to } });
  if (!state || state.schedules.length === 0) return null;
  const usage = await loadUsage(db, state, from, to, addDays(to, state.listing.span_days - 1));
  const units = slotUnitsOf(state.listing.listing_type, people);
  const day = deriveDays({ state, usage, from, to, now }).find((d) =>
    d.slots.some((slot) => !slot.closed_reason && slot.remaining >= units),
  );
  return day?.date ?? null;
}
