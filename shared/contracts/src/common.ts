import * as v from 'valibot';

/** Every error reply of the provider API. */
export const ErrorReplySchema = v.object({
  message: v.string(),
  errors: v.optional(v.array(v.object({ field: v.string(), message: v.string() }))),
});
export type ErrorReply = v.InferOutput<typeof ErrorReplySchema>;

/** The error reply's words when the server itself failed (a 500). */
export const SERVER_FAILURE_MESSAGE = 'Something went wrong on our side. Please try again.';

export const IdSchema = v.pipe(v.string(), v.uuid());

/** An id in a route parameter; anything else answers 404 rather than reaching the database. */
export const IdParamsSchema = v.object({ id: IdSchema });

export const MessageReplySchema = v.object({ message: v.string() });

/** The last page a list answers: beyond any real list, and an OFFSET the database takes (`?page=1e20` is refused). */
export const PAGE_MAX = 1_000_000;

/** Query parameters every list endpoint accepts; filters are added per list. */
export const PageQuerySchema = v.object({
  page: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(PAGE_MAX, 'Page must be at most 1,000,000.')),
    '1',
  ),
  pageSize: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(100)), '10'),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxCodePoints(100))),
});

/** A checkbox of a list's filters in the URL: present as 'true' (or '1') when ticked. */
export const QueryFlagSchema = v.optional(
  v.pipe(
    v.picklist(['true', 'false', '1', '0'], 'Use true or false.'),
    v.transform((value) => value === 'true' || value === '1'),
  ),
  'false',
);

/** Header that carries the total of a list endpoint, next to a JSON array body. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
