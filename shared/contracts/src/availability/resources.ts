import * as v from 'valibot';

import { LISTING_TYPES } from '../listing-types';
import { requiredText } from '../listings/fields';
import { requiredCountField } from './fields';
import { AVAILABILITY_LIMITS as L } from './kinds';

/**
 * A supplier's shared resource ('Jeeps', 8 units; 'Guides', 3): several of its listings draw on
 * it, so together they cannot sell more than it holds on any day.
 */
export const ResourceRequestSchema = v.object(
  {
    name: requiredText('Name', L.maxPoolNameLength),
    units: requiredCountField('Units', 0, L.maxPoolUnits),
  },
  'A resource needs a name and its units.',
);
export type ResourceRequest = v.InferOutput<typeof ResourceRequestSchema>;
export type ResourceInput = v.InferInput<typeof ResourceRequestSchema>;

export const ResourceSchema = v.object({
  resource_id: v.string(),
  name: v.string(),
  units: v.number(),
  /** The listings that draw on it, with what one booking takes. */
  listings: v.array(
    v.object({
      listing_id: v.string(),
      title: v.string(),
      listing_type: v.picklist(LISTING_TYPES),
      units: v.number(),
      people_per_unit: v.nullable(v.number()),
    }),
  ),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Resource = v.InferOutput<typeof ResourceSchema>;
