import * as v from 'valibot';

import { QueryFlagSchema } from './common';

/**
 * The trip filters the spec gives both My Bookings ('Filter by') and My Listings (the Filter
 * menu), each a boolean query parameter. Within a pair, ticked boxes add up (Tours and Treks: both
 * kinds); the pairs narrow each other. Group and private read the trip's type; international and
 * local its audience.
 */
export const TRIP_FILTERS = ['tours', 'treks', 'group', 'private', 'international', 'local'] as const;
export type TripFilter = (typeof TRIP_FILTERS)[number];
export const TRIP_FILTER_LABELS: Record<TripFilter, string> = {
  tours: 'Tours',
  treks: 'Treks',
  group: 'Group only',
  private: 'Private only',
  international: 'For international tourists',
  local: 'For local tourists',
};

/** The six filters as query parameters, for the list queries (and CSV exports) that take them. */
export const TripFilterQuerySchema = v.object({
  tours: QueryFlagSchema,
  treks: QueryFlagSchema,
  group: QueryFlagSchema,
  private: QueryFlagSchema,
  international: QueryFlagSchema,
  local: QueryFlagSchema,
});
