import * as v from 'valibot';

import {
  addDays,
  AVAILABILITY_ERRORS,
  AVAILABILITY_REFUSALS,
  type AvailabilityCalendar,
  type AvailabilityExceptionReply,
  type AvailabilityExceptionRequest,
  type AvailabilityRules,
  type AvailabilityRulesRequest,
  availabilityRulesRequestSchema,
  type BulkAvailabilityReply,
  type BulkAvailabilityRequest,
  CAPACITY_UNIT,
  MARKETPLACE_TIME_ZONE,
  SLOT_KIND,
} from '@portal/contracts';

import { type ActivityActor, recordActivity } from '../activity/activity-log';
import type { Database, Queryable } from '../db/database';
import { fieldErrors, refuse } from '../http/errors';
import { karachiDate } from '../pakistan-time';
import { type AvailabilityState, loadAvailabilityState, loadUsage } from './availability-state';
import { redrawResources } from './booking-capacity';
import { deriveDays } from './derive';
import { rulesReply, toException } from './replies';
import { rulesRepository } from './rules-repository';
import { syncSlotCapacities } from './usage-sync';

/** The caller and the moment (Pakistan's today is read from it); tests pass another moment. */
export interface Caller {
  supplierId: string;
  now?: Date;
}

/** A caller who changes availability: the member is named in the activity log. */
type Member = Caller & ActivityActor;

/** One entry of the activity log for a listing's availability: its title and what changed. */
async function recordChange(tx: Queryable, member: Member, listingId: string, what: string): Promise<void> {
  const [listing] = await tx.query<{ title: string }>('SELECT title FROM listings WHERE listing_id = $1', [listingId]);
  await recordActivity(tx, member, 'availability.changed', { type: 'listing', id: listingId }, `${listing?.title ?? ''}: ${what}`);
}

/** 'dates 2026-12-01 to 2026-12-03 closed': what a change of dates did, in a few words. */
const datesChanged = (change: { from: string; to?: string | null; closed: boolean }) =>
  `dates ${change.from}${change.to && change.to !== change.from ? ` to ${change.to}` : ''} ${change.closed ? 'closed' : 'changed'}`;

const todayOf = (caller: Caller) => karachiDate(caller.now ?? new Date());

async function owned(
  db: Queryable,
  caller: Caller,
  listingId: string,
  options: Parameters<typeof loadAvailabilityState>[2] = {},
): Promise<AvailabilityState> {
  const state = await loadAvailabilityState(db, listingId, { ...options, supplierId: caller.supplierId });
  if (!state) throw refuse(AVAILABILITY_REFUSALS.listingNotFound);
  return state;
}

/** The resources a listing draws on and what one booking takes, as one comparable text. */
const linksOf = (state: AvailabilityState) => JSON.stringify(state.resources.map((r) => [r.resource_id, r.units, r.people_per_unit]));

/** Resources must be the supplier's own. */
async function checkResources(db: Queryable, supplierId: string, rules: AvailabilityRulesRequest): Promise<void> {
  if (rules.resources.length === 0) return;
  const ids = rules.resources.map((link) => link.resource_id);
  const own = new Set(
    (
      await db.query<{ resource_id: string }>(
        'SELECT resource_id FROM resource_pools WHERE supplier_id = $1 AND resource_id = ANY($2::uuid[])',
        [supplierId, ids],
      )
    ).map((row) => row.resource_id),
  );
  const unknown = ids.flatMap((id, i) =>
    own.has(id) ? [] : [{ field: `resources.${i}.resource_id`, message: AVAILABILITY_ERRORS.unknownResource }],
  );
  if (unknown.length > 0) throw refuse(AVAILABILITY_REFUSALS.unknownResource, undefined, unknown);
}

/** A change of dates must start today or later, and name a start time only where there are start times. */
function checkChange(state: AvailabilityState, change: AvailabilityExceptionRequest, today: string, field = (name: string) => name): void {
  const errors = [];
  if (change.from < today) errors.push({ field: field('from'), message: AVAILABILITY_ERRORS.pastDate });
  if (change.start_time !== null && SLOT_KIND[state.listing.listing_type] === 'whole_day') {
    errors.push({ field: field('start_time'), message: AVAILABILITY_ERRORS.wholeDayStartTime });
  }
  if (errors.length > 0) throw refuse(AVAILABILITY_REFUSALS.changeNotAllowed, undefined, errors);
}

/** Applies one change of dates to a listing whose rules row is locked, then keeps slot capacities in step. */
async function applyChange(tx: Queryable, listingId: string, change: AvailabilityExceptionRequest, today: string, nameListing: boolean) {
  const rules = rulesRepository(tx);
  // A closure replaces earlier closures of those dates, a capacity change earlier capacity changes; a reopening lifts closures.
  await rules.lift(listingId, change.from, change.to, change.start_time, change.capacity === null);
  const stored = change.closed || change.capacity !== null ? await rules.insertException(listingId, change) : null;
  await syncSlotCapacities(tx, (await loadAvailabilityState(tx, listingId))!, { today, nameListing });
  return stored;
}

/** Locks the listing's rules row FOR UPDATE (creating it if needed), after checking the listing is the caller's. */
async function lockForChange(tx: Queryable, caller: Caller, listingId: string): Promise<void> {
  const own = await tx.query('SELECT 1 FROM listings WHERE listing_id = $1 AND supplier_id = $2', [listingId, caller.supplierId]);
  if (own.length === 0) throw refuse(AVAILABILITY_REFUSALS.listingNotFound);
  await rulesRepository(tx).ensure(listingId);
  await tx.query('SELECT 1 FROM availability_rules WHERE listing_id = $1 FOR UPDATE', [listingId]);
}

/**
 * The same change of dates to several listings, in the caller's transaction: every listing must be
 * the caller's. Also what a departure cancellation uses to close its dates (bookings/).
 */
export async function applyBulkChange(
  tx: Queryable,
  caller: Caller,
  request: BulkAvailabilityRequest,
  today: string,
): Promise<BulkAvailabilityReply> {
  const { listing_ids: ids, ...change } = request;
  const own = await tx.query<{ listing_id: string }>(
    'SELECT listing_id FROM listings WHERE supplier_id = $1 AND listing_id = ANY($2::uuid[]) ORDER BY listing_id',
    [caller.supplierId, ids],
  );
  if (own.length !== ids.length) throw refuse(AVAILABILITY_REFUSALS.listingNotFound);
  const listings = [];
  // In id order, so two bulk changes lock their listings in the same order.
  for (const { listing_id } of own) {
    const state = await owned(tx, caller, listing_id);
    checkChange(state, change, today, (name) => (name === 'start_time' ? `start_time (${state.listing.title})` : name));
    await lockForChange(tx, caller, listing_id);
    const stored = await applyChange(tx, listing_id, change, today, true);
    listings.push({ listing_id, exception: stored ? toException(stored) : null });
  }
  return { listings };
}

/** The availability routes' work: every read and change is the signed-in supplier's own. */
export function availabilityService({ db }: { db: Database }) {
  async function exceptionReply(
    q: Queryable,
    listingId: string,
    today: string,
    stored: Awaited<ReturnType<typeof applyChange>>,
  ): Promise<AvailabilityExceptionReply> {
    const exceptions = await rulesRepository(q).exceptionsFrom(listingId, today);
    return { exception: stored ? toException(stored) : null, exceptions: exceptions.map(toException) };
  }

  return {
    /** GET listings/{id}/availability: the derived days of the range. */
    async calendar(caller: Caller, listingId: string, from: string, to: string): Promise<AvailabilityCalendar> {
      const now = caller.now ?? new Date();
      const state = await owned(db, caller, listingId, { dates: { from, to } });
      const usage = await loadUsage(db, state, from, to, addDays(to, state.listing.span_days - 1));
      const { listing, window } = state;
      return {
        listing_id: listing.listing_id,
        listing_type: listing.listing_type,
        listing_status: listing.status,
        title: listing.title,
        slot_kind: SLOT_KIND[listing.listing_type],
        capacity_unit: CAPACITY_UNIT[listing.listing_type],
        time_zone: MARKETPLACE_TIME_ZONE,
        today: karachiDate(now),
        from,
        to,
        has_schedule: state.schedules.length > 0,
        min_people: window?.min_people ?? null,
        days: deriveDays({ state, usage, from, to, now }),
      };
    },

    async rules(caller: Caller, listingId: string): Promise<AvailabilityRules> {
      const state = await owned(db, caller, listingId);
      return rulesReply(state, await rulesRepository(db).exceptionsFrom(listingId, todayOf(caller)));
    },

    /** PUT rules: checked for the listing's type and against what is booked, in one transaction. */
    async putRules(caller: Member, listingId: string, body: AvailabilityRulesRequest): Promise<AvailabilityRules> {
      const today = todayOf(caller);
      return db.transaction(async (tx) => {
        const before = await owned(tx, caller, listingId);
        const parsed = v.safeParse(availabilityRulesRequestSchema(before.listing.listing_type), body);
        if (!parsed.success) throw refuse(AVAILABILITY_REFUSALS.invalidForType, undefined, fieldErrors(parsed.issues));
        await checkResources(tx, caller.supplierId, parsed.output);
        await lockForChange(tx, caller, listingId);
        await rulesRepository(tx).replace(listingId, parsed.output);
        const after = (await loadAvailabilityState(tx, listingId))!;
        await syncSlotCapacities(tx, after, { today });
        if (linksOf(before) !== linksOf(after)) await redrawResources(tx, after, today);
        await recordChange(tx, caller, listingId, 'schedule and rules changed');
        return rulesReply(after, await rulesRepository(tx).exceptionsFrom(listingId, today));
      });
    },

    /** POST exceptions: close, change the capacity of, or reopen some dates. */
    async addException(caller: Member, listingId: string, change: AvailabilityExceptionRequest): Promise<AvailabilityExceptionReply> {
      const today = todayOf(caller);
      return db.transaction(async (tx) => {
        checkChange(await owned(tx, caller, listingId), change, today);
        await lockForChange(tx, caller, listingId);
        const stored = await applyChange(tx, listingId, change, today, false);
        await recordChange(tx, caller, listingId, datesChanged(change));
        return exceptionReply(tx, listingId, today, stored);
      });
    },

    /** DELETE exceptions/{id}: the dates follow the schedule again, if what is booked fits. */
    async deleteException(caller: Member, listingId: string, exceptionId: string): Promise<AvailabilityExceptionReply> {
      const today = todayOf(caller);
      return db.transaction(async (tx) => {
        await lockForChange(tx, caller, listingId);
        if (!(await rulesRepository(tx).deleteException(listingId, exceptionId))) throw refuse(AVAILABILITY_REFUSALS.exceptionNotFound);
        await syncSlotCapacities(tx, (await loadAvailabilityState(tx, listingId))!, { today });
        await recordChange(tx, caller, listingId, 'a change of dates removed');
        return exceptionReply(tx, listingId, today, null);
      });
    },

    /** POST availability/bulk: the same change to several listings, all or none; every listing must be the caller's. */
    async bulk(caller: Member, request: BulkAvailabilityRequest): Promise<BulkAvailabilityReply> {
      const today = todayOf(caller);
      return db.transaction(async (tx) => {
        const reply = await applyBulkChange(tx, caller, request, today);
        for (const { listing_id } of reply.listings) await recordChange(tx, caller, listing_id, datesChanged(request));
        return reply;
      });
    },
  };
}
