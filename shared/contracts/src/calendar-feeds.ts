import * as v from 'valibot';

import { LISTING_ERRORS } from './listings/requests';

/** A calendar feed's secret: 32 random bytes in hex, the whole of what its address needs to be read. */
export const CalendarFeedTokenParamsSchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
});

/** A listing's calendar feed: the secret address a phone's calendar subscribes to. */
export const CalendarFeedSchema = v.object({
  url: v.string(),
});
export type CalendarFeed = v.InferOutput<typeof CalendarFeedSchema>;

/** The calendar feed handlers' refusals beyond their schemas (they need the stored listings and feeds). */
export const CALENDAR_FEED_REFUSALS = {
  /** Another supplier's listing, or none. */
  listingNotFound: { status: 404, message: LISTING_ERRORS.notFound },
  /** A secret address that was reset, or never made. */
  feedNotFound: { status: 404, message: 'Calendar feed not found' },
} as const;
