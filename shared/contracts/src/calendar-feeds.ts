import * as v from 'valibot';

/** A calendar feed's secret: 32 random bytes in hex, the whole of what its address needs to be read. */
export const CalendarFeedTokenParamsSchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
});

/** A listing's calendar feed: the secret address a phone's calendar subscribes to. */
export const CalendarFeedSchema = v.object({
  url: v.string(),
});
export type CalendarFeed = v.InferOutput<typeof CalendarFeedSchema>;
