import * as v from 'valibot';

import { type BulkAvailabilityInput, type BulkAvailabilityRequest, BulkAvailabilityRequestSchema } from '@portal/contracts';

/** The three changes a bulk change can make; their words are the namespace's `bulk.<action>`. */
export const BULK_ACTIONS = ['close', 'capacity', 'reopen'] as const;
type BulkAction = (typeof BULK_ACTIONS)[number];

/** The bulk change as the form holds it: text as typed, the listings by id. */
export interface BulkValues {
  listing_ids: string[];
  from: string;
  to: string;
  action: BulkAction;
  capacity: string;
  note: string;
}

export const emptyBulk = (): BulkValues => ({ listing_ids: [], from: '', to: '', action: 'close', capacity: '', note: '' });

const FormShape = v.object({
  listing_ids: v.array(v.string()),
  from: v.string(),
  to: v.string(),
  action: v.picklist(BULK_ACTIONS),
  capacity: v.string(),
  note: v.string(),
});

const toRequest = (f: v.InferOutput<typeof FormShape>): BulkAvailabilityInput => ({
  listing_ids: f.listing_ids,
  from: f.from.trim(),
  to: f.to.trim() || null,
  closed: f.action === 'close',
  capacity: f.action === 'capacity' ? f.capacity : null,
  note: f.action === 'close' ? f.note : null,
});

/**
 * The form's schema: the choice of what to do turned into the request, then the contracts' schema
 * the server checks POST availability/bulk with, so its messages land on the same fields. A
 * capacity left empty would read as a reopening: the form asks for one instead.
 */
export const bulkFormSchema = v.pipe(
  FormShape,
  v.forward(
    v.partialCheck([['action'], ['capacity']], (f) => f.action !== 'capacity' || f.capacity.trim() !== '', 'Capacity is required.'),
    ['capacity'],
  ),
  v.transform(toRequest),
  BulkAvailabilityRequestSchema,
);
export type { BulkAvailabilityRequest };
