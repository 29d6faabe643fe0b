import * as v from 'valibot';

import { IdSchema } from '../common';
import { dateField, daysBetween, timeField } from './dates';
import { fieldRules, noteField, optionalCountField } from './fields';
import { AVAILABILITY_LIMITS as L } from './kinds';

export const EXCEPTION_MESSAGES = {
  toBeforeFrom: 'The last date cannot be before the first.',
  tooLong: `Choose at most ${L.maxRangeDays} days.`,
  closedWithCapacity: 'Leave the capacity out when closing.',
} as const;

/**
 * The fields of a change to some dates: close them (with a note such as 'Eid holidays'), give them
 * another capacity, or neither (reopen: earlier changes of those dates are lifted). Without a start
 * time it applies to every slot of each day; with one, to that slot only. `to` defaults to `from`:
 * a closure with a last date ends by itself.
 */
const exceptionEntries = {
  from: dateField('First date'),
  to: v.optional(v.nullable(dateField('Last date')), null),
  closed: v.boolean('Say whether the dates are closed (true or false).'),
  capacity: optionalCountField('Capacity', 0, L.maxCapacity),
  start_time: v.optional(v.nullable(timeField('Start time')), null),
  note: noteField('Note', L.maxNoteLength),
};

type ExceptionFields = { from: string; to: string | null; closed: boolean; capacity: number | null };

const exceptionRules = <T extends ExceptionFields>() =>
  fieldRules<T>(
    ['to', (e) => e.to !== null && e.to < e.from, EXCEPTION_MESSAGES.toBeforeFrom],
    ['to', (e) => e.to !== null && daysBetween(e.from, e.to) >= L.maxRangeDays, EXCEPTION_MESSAGES.tooLong],
    ['capacity', (e) => e.closed && e.capacity !== null, EXCEPTION_MESSAGES.closedWithCapacity],
  );

/** `to` defaults to `from`: a change of one day. */
const withLastDate = <T extends ExceptionFields>() => v.transform((e: T) => ({ ...e, to: e.to ?? e.from }));

const ExceptionFieldsSchema = v.object(exceptionEntries, 'The change must be an object with from, closed and the rest.');
type ExceptionInput = v.InferOutput<typeof ExceptionFieldsSchema>;

/** POST listings/{id}/availability/exceptions. */
export const AvailabilityExceptionRequestSchema = v.pipe(
  ExceptionFieldsSchema,
  exceptionRules<ExceptionInput>(),
  withLastDate<ExceptionInput>(),
);
export type AvailabilityExceptionRequest = v.InferOutput<typeof AvailabilityExceptionRequestSchema>;
export type AvailabilityExceptionInput = v.InferInput<typeof AvailabilityExceptionRequestSchema>;

/** What a change does: close, set a capacity, or reopen (lift earlier changes). */
export const exceptionAction = (e: Pick<AvailabilityExceptionRequest, 'closed' | 'capacity'>): 'close' | 'capacity' | 'reopen' =>
  e.closed ? 'close' : e.capacity !== null ? 'capacity' : 'reopen';

/** POST availability/bulk: one change applied to several of the supplier's listings at once, or to none. */
const BulkFieldsSchema = v.object(
  {
    listing_ids: v.pipe(
      v.array(IdSchema, 'listing_ids must be a list of listing ids.'),
      v.minLength(1, 'Choose at least one listing.'),
      v.maxLength(L.maxBulkListings, `Choose at most ${L.maxBulkListings} listings.`),
      v.transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
    ),
    ...exceptionEntries,
  },
  'The change must be an object with listing_ids, from, closed and the rest.',
);
type BulkInput = v.InferOutput<typeof BulkFieldsSchema>;
export const BulkAvailabilityRequestSchema = v.pipe(BulkFieldsSchema, exceptionRules<BulkInput>(), withLastDate<BulkInput>());
export type BulkAvailabilityRequest = v.InferOutput<typeof BulkAvailabilityRequestSchema>;
export type BulkAvailabilityInput = v.InferInput<typeof BulkAvailabilityRequestSchema>;

/** A stored change of some dates of a listing. */
export const AvailabilityExceptionSchema = v.object({
  exception_id: v.string(),
  from: v.string(),
  to: v.string(),
  closed: v.boolean(),
  /** The capacity of each affected slot; null for a closure. */
  capacity: v.nullable(v.number()),
  /** The one slot it changes; null: every slot of the day. */
  start_time: v.nullable(v.string()),
  note: v.nullable(v.string()),
  created_at: v.string(),
});
export type AvailabilityException = v.InferOutput<typeof AvailabilityExceptionSchema>;

/** The reply of POST exceptions: the stored change (null for a reopening) and the listing's changes now. */
export const AvailabilityExceptionReplySchema = v.object({
  exception: v.nullable(AvailabilityExceptionSchema),
  exceptions: v.array(AvailabilityExceptionSchema),
});
export type AvailabilityExceptionReply = v.InferOutput<typeof AvailabilityExceptionReplySchema>;

export const BulkAvailabilityReplySchema = v.object({
  listings: v.array(v.object({ listing_id: v.string(), exception: v.nullable(AvailabilityExceptionSchema) })),
});
export type BulkAvailabilityReply = v.InferOutput<typeof BulkAvailabilityReplySchema>;

/** DELETE listings/{id}/availability/exceptions/{exceptionId}. */
export const ExceptionParamsSchema = v.object({ id: IdSchema, exceptionId: IdSchema });
