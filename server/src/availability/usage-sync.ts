import { AVAILABILITY_ERRORS, AVAILABILITY_REFUSALS, CAPACITY_UNIT } from '@portal/contracts';

import type { Queryable } from '../db/database';
import { refusedAs } from '../http/errors';
import type { AvailabilityState, SlotUsageRecord } from './availability-state';
import { plannedCapacity } from './planned-slots';

/** How a refusal names its listing: by title when a change touches several (bulk). */
export interface SyncOptions {
  today: string;
  nameListing?: boolean;
}

/**
 * After a change of a listing's rules or dates (its rules row held FOR UPDATE): every slot from
 * today on gets the capacity the rules now give it. A slot left with less than is booked (or no
 * longer given at all, while booked) refuses the change with a 409 that says how many are booked
 * and when; slot_usage's CHECK would refuse it too.
 */
export async function syncSlotCapacities(
  db: Queryable,
  state: AvailabilityState,
  { today, nameListing = false }: SyncOptions,
): Promise<void> {
  const { listing } = state;
  const rows = await db.query<SlotUsageRecord>(
    `SELECT slot_date, to_char(start_time, 'HH24:MI') AS start_time, capacity, booked FROM slot_usage
      WHERE listing_id = $1 AND slot_date >= $2 ORDER BY slot_date, start_time NULLS FIRST`,
    [listing.listing_id, today],
  );
  const changed: { row: SlotUsageRecord; capacity: number }[] = [];
  const short: SlotUsageRecord[] = [];
  for (const row of rows) {
    const capacity = plannedCapacity(state, row.slot_date, row.start_time) ?? 0;
    if (row.booked > capacity) short.push(row);
    else if (capacity !== row.capacity) changed.push({ row, capacity });
  }
  const first = short[0];
  if (first) {
    const more = short.length > 1 ? ` (${short.length - 1} more ${short.length === 2 ? 'slot is' : 'slots are'} short too)` : '';
    throw refusedAs(
      AVAILABILITY_REFUSALS.capacityBelowBooked,
      AVAILABILITY_ERRORS.capacityBelowBooked(
        first.booked,
        CAPACITY_UNIT[listing.listing_type],
        first.slot_date,
        first.start_time,
        nameListing ? listing.title : undefined,
      ) + more,
    );
  }
  if (changed.length === 0) return;
  await db.query(
    `UPDATE slot_usage s SET capacity = c.capacity
       FROM unnest($2::date[], $3::text[], $4::int[]) AS c(slot_date, start_time, capacity)
      WHERE s.listing_id = $1 AND s.slot_date = c.slot_date AND s.start_time IS NOT DISTINCT FROM c.start_time::time`,
    [listing.listing_id, changed.map((c) => c.row.slot_date), changed.map((c) => c.row.start_time), changed.map((c) => c.capacity)],
  );
}

/** A resource's new units for every day from today on; refused (409) where bookings take more. */
export async function syncResourceUnits(
  db: Queryable,
  resource: { resource_id: string; name: string },
  units: number,
  today: string,
): Promise<void> {
  const [short] = await db.query<{ usage_date: string; used: number }>(
    `SELECT usage_date, used FROM resource_usage WHERE resource_id = $1 AND usage_date >= $2 AND used > $3 ORDER BY usage_date LIMIT 1`,
    [resource.resource_id, today, units],
  );
  if (short)
    throw refusedAs(AVAILABILITY_REFUSALS.unitsBelowUsed, AVAILABILITY_ERRORS.unitsBelowUsed(resource.name, short.used, short.usage_date));
  await db.query('UPDATE resource_usage SET capacity = $3 WHERE resource_id = $1 AND usage_date >= $2', [
    resource.resource_id,
    today,
    units,
  ]);
}
