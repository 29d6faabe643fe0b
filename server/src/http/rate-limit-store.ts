import { createHash } from 'node:crypto';

import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

import type { Queryable } from '../db/database';

/** One in this many counts also sweeps the counters whose window has ended, so the table stays small. */
const SWEEP_EVERY = 200;

/**
 * Counts a key's request and answers the count in its window and the window's milliseconds left,
 * in one statement: two instances counting the same key at once both add to the one row. A window
 * that has ended starts again at 1.
 */
const COUNT = `
  INSERT INTO rate_limit_counters AS c (counter_key, hits, window_ends)
  VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
  ON CONFLICT (counter_key) DO UPDATE SET
    hits = CASE WHEN c.window_ends <= now() THEN 1 ELSE c.hits + 1 END,
    window_ends = CASE WHEN c.window_ends <= now() THEN excluded.window_ends ELSE c.window_ends END
  RETURNING hits, greatest(0, ceil(extract(epoch FROM window_ends - now()) * 1000))::bigint AS ttl`;

/**
 * @fastify/rate-limit's store on the database every API instance uses (rate_limit_counters,
 * migration 028, ADR 0021), instead of each process's memory: a person's requests count the same
 * whichever instance serves them. A limit's keys say which limit they count (src/http/rate-limits.ts),
 * so every limit shares the one table. The plugin's continueExceeding and exponentialBackoff are not
 * used by the portal, nor implemented here.
 */
export function databaseRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  let counted = 0;
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      const digest = createHash('sha256').update(key).digest('base64url');
      counted += 1;
      if (counted % SWEEP_EVERY === 0) void db.query('DELETE FROM rate_limit_counters WHERE window_ends < now()').catch(() => undefined);
      db.query<{ hits: number; ttl: number }>(COUNT, [digest, timeWindow]).then(
        ([row]) => callback(null, { current: row!.hits, ttl: Number(row!.ttl) }),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
