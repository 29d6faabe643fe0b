import { type BookingWindow, type ListingStatus, type ListingType, SLOT_KIND } from '@portal/contracts';

import type { Queryable } from '../db/database';

/** A schedule as stored: start times as 'HH:MM', none for the whole day. */
export interface ScheduleRecord {
  schedule_id: string;
  position: number;
  starts_on: string;
  ends_on: string | null;
  weekdays: number[];
  start_times: string[];
  capacity: number;
}

export interface ExceptionRecord {
  exception_id: string;
  starts_on: string;
  ends_on: string;
  start_time: string | null;
  closed: boolean;
  capacity: number | null;
  note: string | null;
  sequence: number;
  created_at: Date | string;
}

export interface ResourceLinkRecord {
  resource_id: string;
  name: string;
  resource_units: number;
  units: number;
  people_per_unit: number | null;
}

export interface ListingFacts {
  listing_id: string;
  supplier_id: string;
  listing_type: ListingType;
  status: ListingStatus;
  title: string;
  /** Days one booking lasts by default: a trip's duration, one day for rentals and rooms. */
  span_days: number;
}

/** Everything a listing's availability is derived from, but what is booked. */
export interface AvailabilityState {
  listing: ListingFacts;
  /** Null while the listing has no rules: it sells nothing. */
  window: BookingWindow | null;
  schedules: ScheduleRecord[];
  /** The changes that touch the dates read, oldest first. */
  exceptions: ExceptionRecord[];
  resources: ResourceLinkRecord[];
}

const DAYS_PER_UNIT: Record<string, number> = { days: 1, weeks: 7 };

/** Days a booking lasts: a trip's duration in days or weeks (hours make one day); rentals and rooms one day. */
export function spanDaysOf(type: ListingType, duration: unknown): number {
  if (SLOT_KIND[type] === 'whole_day') return 1;
  const { value, unit } = (duration ?? {}) as { value?: unknown; unit?: unknown };
  const perUnit = typeof unit === 'string' ? DAYS_PER_UNIT[unit] : undefined;
  return typeof value === 'number' && perUnit ? Math.max(1, value * perUnit) : 1;
}

const TIME = (column: string) => `to_char(${column}, 'HH24:MI')`;

type FactsRow = Omit<ListingFacts, 'span_days'> & { duration: unknown; configured: boolean } & Record<keyof BookingWindow, number | null>;

/**
 * The listing's availability state; `supplierId` scopes it to an owner (null when not theirs),
 * `lock` takes its rules row: 'share' for a booking, 'update' for a change (see 006_availability.sql).
 * `dates` limits the changes read to those touching the range.
 */
export async function loadAvailabilityState(
  db: Queryable,
  listingId: string,
  options: { supplierId?: string; lock?: 'share' | 'update'; dates?: { from: string; to: string } } = {},
): Promise<AvailabilityState | null> {
  // Locked before anything is read: a change that commits while we wait is then read in full.
  if (options.lock)
    await db.query(`SELECT 1 FROM availability_rules WHERE listing_id = $1 FOR ${options.lock === 'share' ? 'SHARE' : 'UPDATE'}`, [
      listingId,
    ]);
  const [facts] = await db.query<FactsRow>(
    `SELECT l.listing_id, l.supplier_id, l.listing_type, l.status, l.title, l.meta_data->'duration' AS duration,
            r.listing_id IS NOT NULL AS configured, r.cutoff_hours, r.min_notice_days, r.max_advance_days, r.min_people
       FROM listings l LEFT JOIN availability_rules r USING (listing_id)
      WHERE l.listing_id = $1 ${options.supplierId ? 'AND l.supplier_id = $2' : ''}`,
    options.supplierId ? [listingId, options.supplierId] : [listingId],
  );
  if (!facts) return null;
  const listing: ListingFacts = {
    listing_id: facts.listing_id,
    supplier_id: facts.supplier_id,
    listing_type: facts.listing_type,
    status: facts.status,
    title: facts.title,
    span_days: spanDaysOf(facts.listing_type, facts.duration),
  };
  if (!facts.configured) return { listing, window: null, schedules: [], exceptions: [], resources: [] };
  const range = options.dates;
  const [schedules, exceptions, resources] = await Promise.all([
    db.query<ScheduleRecord>(
      `SELECT schedule_id, position, starts_on, ends_on, weekdays,
              ARRAY(SELECT ${TIME('t')} FROM unnest(start_times) AS t ORDER BY t) AS start_times, capacity
         FROM availability_schedules WHERE listing_id = $1 ORDER BY position`,
      [listingId],
    ),
    db.query<ExceptionRecord>(
      `SELECT exception_id, starts_on, ends_on, ${TIME('start_time')} AS start_time, closed, capacity, note, sequence, created_at
         FROM availability_exceptions WHERE listing_id = $1 ${range ? 'AND ends_on >= $2 AND starts_on <= $3' : ''}
        ORDER BY sequence`,
      range ? [listingId, range.from, range.to] : [listingId],
    ),
    db.query<ResourceLinkRecord>(
      `SELECT p.resource_id, p.name, p.units AS resource_units, lr.units, lr.people_per_unit
         FROM listing_resources lr JOIN resource_pools p USING (resource_id) WHERE lr.listing_id = $1 ORDER BY p.resource_id`,
      [listingId],
    ),
  ]);
  const window: BookingWindow = {
    cutoff_hours: facts.cutoff_hours ?? 0,
    min_notice_days: facts.min_notice_days ?? 0,
    max_advance_days: facts.max_advance_days,
    min_people: facts.min_people,
  };
  return { listing, window, schedules, exceptions, resources };
}

export interface SlotUsageRecord {
  slot_date: string;
  start_time: string | null;
  capacity: number;
  booked: number;
}

export interface ResourceUsageRecord {
  resource_id: string;
  usage_date: string;
  capacity: number;
  used: number;
}

/** What is booked of the listing's slots and taken of its resources, over a range of dates. */
export async function loadUsage(db: Queryable, state: AvailabilityState, from: string, to: string, resourcesTo: string) {
  const [slots, resources] = await Promise.all([
    db.query<SlotUsageRecord>(
      `SELECT slot_date, ${TIME('start_time')} AS start_time, capacity, booked FROM slot_usage
        WHERE listing_id = $1 AND slot_date BETWEEN $2 AND $3`,
      [state.listing.listing_id, from, to],
    ),
    state.resources.length === 0
      ? Promise.resolve([])
      : db.query<ResourceUsageRecord>(
          `SELECT resource_id, usage_date, capacity, used FROM resource_usage
          WHERE resource_id = ANY($1::uuid[]) AND usage_date BETWEEN $2 AND $3`,
          [state.resources.map((r) => r.resource_id), from, resourcesTo],
        ),
  ]);
  return { slots, resources };
}
export type Usage = Awaited<ReturnType<typeof loadUsage>>;
