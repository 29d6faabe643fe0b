import { randomUUID } from 'node:crypto';

import { type AvailabilityRulesRequest, firstAvailabilityRules } from '@portal/contracts';

import type { ExceptionRecord, ResourceLinkRecord, ScheduleRecord } from '../availability/availability-state';
import { CapacityLedger, type SeedRules } from './capacity-ledger';
import { addDays, isoDate } from './dates';
import type { SeededListing } from './listings';
import type { Row } from './rows';

/**
 * The demo's availability (issue 13): every listing's rules from its wizard answers, as a new
 * listing gets them, with seasons for the trips that run in some months, departures, booking
 * windows, closures ('Road closed by landslide', 'Eid holidays'), a capacity change, and the
 * shared resources 'Jeeps' (8) and 'Guides' (3) that several tours draw on.
 */

export interface AvailabilityPlan {
  rows: Record<'resource_pools' | 'availability_rules' | 'availability_schedules' | 'availability_exceptions' | 'listing_resources', Row[]>;
  rules: Map<string, SeedRules>;
  poolUnits: Map<string, number>;
}

export const emptyAvailabilityPlan = (): AvailabilityPlan => ({
  rows: { resource_pools: [], availability_rules: [], availability_schedules: [], availability_exceptions: [], listing_resources: [] },
  rules: new Map(),
  poolUnits: new Map(),
});

/** The ledger that keeps the seed's bookings within the plan's capacity. */
export const ledgerOf = (plan: AvailabilityPlan) => new CapacityLedger(plan.rules, plan.poolUnits);

/** Eid al-Fitr and Eid al-Adha (first day, as announced in Pakistan; a day either way as the moon is sighted). */
const EIDS = [
  '2025-03-31',
  '2025-06-07',
  '2026-03-21',
  '2026-05-27',
  '2027-03-10',
  '2027-05-17',
  '2028-02-27',
  '2028-05-05',
  '2029-02-15',
  '2029-04-24',
  '2030-02-05',
  '2030-04-13',
  '2031-01-25',
  '2031-04-02',
];

/** Months (1-12) as seasons: one schedule per run of consecutive months, each year from `fromYear` to `toYear`. */
function seasons(months: readonly number[], fromYear: number, toYear: number) {
  const runs: [number, number][] = [];
  for (const month of [...months].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && last[1] === month - 1) last[1] = month;
    else runs.push([month, month]);
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: toYear - fromYear + 1 }, (_, i) => fromYear + i).flatMap((year) =>
    runs.map(([first, last]) => ({ starts_on: `${year}-${pad(first)}-01`, ends_on: `${year}-${pad(last)}-${lastDay(year, last)}` })),
  );
}

/** A listing's rules: from its wizard answers, then the trip's seasons, departures and booking window. */
function rulesOf(listing: SeededListing, today: string): AvailabilityRulesRequest {
  const first = firstAvailabilityRules(listing.listing_type, listing.meta_data, isoDate(listing.created_at));
  const trip = listing.trip;
  if (!trip)
    return listing.title === 'Honda CG 125 2022' ? { ...first, schedules: first.schedules.map((s) => ({ ...s, capacity: 5 })) } : first;
  const [base] = first.schedules;
  const times = trip.days === 1 ? ['10:00', '15:00'] : base!.start_times;
  const schedules = trip.months
    ? seasons(trip.months, Number(base!.starts_on.slice(0, 4)), Number(today.slice(0, 4)) + 2).map((season) => ({
        ...base!,
        ...season,
        start_times: times,
      }))
    : [{ ...base!, start_times: times }];
  const window =
    trip.listing_type === 'trek' ? { cutoff_hours: 0, min_notice_days: 7 } : { cutoff_hours: trip.days === 1 ? 2 : 12, min_notice_days: 0 };
  return { ...first, schedules, booking_window: { ...first.booking_window, ...window } };
}

interface Change {
  title: string;
  from: number;
  to: number;
  closed: boolean;
  capacity?: number;
  note: string;
}

/** Changes of dates, in days from today. */
function demoChanges(today: string): Change[] {
  const eid = EIDS.find((date) => date >= addDays(today, 7)) ?? addDays(today, 100);
  const eidFrom = Math.round((Date.parse(eid) - Date.parse(today)) / 86_400_000);
  return [
    // Began two days ago, ends by itself in three.
    { title: 'Hunza Valley 5-Day Tour', from: -2, to: 3, closed: true, note: 'Road closed by landslide on the Karakoram Highway' },
    { title: 'Hunza Valley 5-Day Tour', from: 20, to: 22, closed: false, capacity: 8, note: 'Only the small coaster is available' },
    { title: 'Lahore Heritage Day Tour', from: eidFrom, to: eidFrom + 2, closed: true, note: 'Eid holidays' },
    { title: 'Honda CG 125 2022', from: 30, to: 31, closed: true, note: 'Annual servicing' },
  ];
}

const POOLS = [
  {
    name: 'Jeeps',
    units: 8,
    listings: [
      'Skardu & Shigar Valley 6-Day Tour',
      'Fairy Meadows 4-Day Tour',
      'Swat Valley Family Tour',
      'Chitral & Kalash Valleys 7-Day Tour',
    ],
    people_per_unit: 4,
  },
  {
    name: 'Guides',
    units: 3,
    listings: ['Swat Valley Family Tour', 'Chitral & Kalash Valleys 7-Day Tour', 'Rush Lake Trek'],
    people_per_unit: null,
  },
] as const;

function addRules(plan: AvailabilityPlan, listing: SeededListing, rules: AvailabilityRulesRequest, now: Date) {
  const w = rules.booking_window;
  plan.rows.availability_rules.push({
    listing_id: listing.listing_id,
    cutoff_hours: w.cutoff_hours,
    min_notice_days: w.min_notice_days,
    max_advance_days: w.max_advance_days,
    min_people: w.min_people,
    updated_at: listing.created_at < now ? listing.created_at : now,
  });
  const schedules: ScheduleRecord[] = rules.schedules.map((s, position) => ({ schedule_id: randomUUID(), position, ...s }));
  plan.rows.availability_schedules.push(...schedules.map((s) => ({ ...s, listing_id: listing.listing_id })));
  plan.rules.set(listing.listing_id, { listing_type: listing.listing_type, schedules, exceptions: [], resources: [] });
}

function addChange(plan: AvailabilityPlan, listing: SeededListing, change: Change, today: string, now: Date, sequence: number) {
  const row = {
    exception_id: randomUUID(),
    starts_on: addDays(today, change.from),
    ends_on: addDays(today, change.to),
    start_time: null,
    closed: change.closed,
    capacity: change.capacity ?? null,
    note: change.note,
    created_at: now,
  };
  // The database numbers the stored changes itself, in this order; the ledger needs only the order.
  plan.rows.availability_exceptions.push({ ...row, listing_id: listing.listing_id });
  plan.rules.get(listing.listing_id)!.exceptions.push({ ...row, sequence } satisfies ExceptionRecord);
}

function addPools(plan: AvailabilityPlan, supplierId: string, listings: readonly SeededListing[], now: Date) {
  for (const pool of POOLS) {
    const resource_id = randomUUID();
    plan.rows.resource_pools.push({
      resource_id,
      supplier_id: supplierId,
      name: pool.name,
      units: pool.units,
      created_at: now,
      updated_at: now,
    });
    plan.poolUnits.set(resource_id, pool.units);
    for (const title of pool.listings) {
      const listing = listings.find((l) => l.title === title)!;
      const link: ResourceLinkRecord = {
        resource_id,
        name: pool.name,
        resource_units: pool.units,
        units: 1,
        people_per_unit: pool.people_per_unit,
      };
      plan.rows.listing_resources.push({
        listing_id: listing.listing_id,
        resource_id,
        units: link.units,
        people_per_unit: link.people_per_unit,
      });
      plan.rules.get(listing.listing_id)!.resources.push(link);
    }
  }
}

/** Rules for every listing, and (for the demo operator) its changes of dates and shared resources. */
export function planAvailability(
  plan: AvailabilityPlan,
  now: Date,
  supplierId: string,
  listings: readonly SeededListing[],
  demo: boolean,
): void {
  const today = isoDate(now);
  for (const listing of listings) addRules(plan, listing, rulesOf(listing, today), now);
  if (!demo) return;
  demoChanges(today).forEach((change, i) => addChange(plan, listings.find((l) => l.title === change.title)!, change, today, now, i + 1));
  addPools(plan, supplierId, listings, now);
}
