import type { AvailabilityExceptionRequest, AvailabilityRulesRequest } from '@portal/contracts';

import type { Queryable } from '../db/database';
import type { ExceptionRecord } from './availability-state';

const EXCEPTION_COLUMNS = `exception_id, starts_on, ends_on, to_char(start_time, 'HH24:MI') AS start_time, closed, capacity, note, sequence, created_at`;

/** The SQL that writes a listing's rules and changes of dates; callers hold its rules row FOR UPDATE. */
export function rulesRepository(db: Queryable) {
  return {
    /** Gives the listing a rules row (no schedules, the default window) if it has none: the row every change locks. */
    async ensure(listingId: string): Promise<void> {
      await db.query('INSERT INTO availability_rules (listing_id) VALUES ($1) ON CONFLICT (listing_id) DO NOTHING', [listingId]);
    },

    /** Replaces the booking window, the schedules (in order) and the resources drawn on. */
    async replace(listingId: string, rules: AvailabilityRulesRequest): Promise<void> {
      const w = rules.booking_window;
      await db.query(
        `UPDATE availability_rules SET cutoff_hours = $2, min_notice_days = $3, max_advance_days = $4, min_people = $5, updated_at = now()
          WHERE listing_id = $1`,
        [listingId, w.cutoff_hours, w.min_notice_days, w.max_advance_days, w.min_people],
      );
      await db.query('DELETE FROM availability_schedules WHERE listing_id = $1', [listingId]);
      for (const [position, s] of rules.schedules.entries()) {
        await db.query(
          `INSERT INTO availability_schedules (listing_id, position, starts_on, ends_on, weekdays, start_times, capacity)
           VALUES ($1, $2, $3, $4, $5::smallint[], $6::time[], $7)`,
          [listingId, position, s.starts_on, s.ends_on, s.weekdays, s.start_times, s.capacity],
        );
      }
      await db.query('DELETE FROM listing_resources WHERE listing_id = $1', [listingId]);
      for (const link of rules.resources) {
        await db.query('INSERT INTO listing_resources (listing_id, resource_id, units, people_per_unit) VALUES ($1, $2, $3, $4)', [
          listingId,
          link.resource_id,
          link.units,
          link.people_per_unit,
        ]);
      }
    },

    /**
     * Lifts earlier closures (`closed`) or capacity changes from the dates `from`..`to`, of every
     * slot or of one start time: those inside are deleted, those reaching over an end are cut back,
     * one spanning the whole range is cut in two (both parts keep its place in the order).
     */
    async lift(listingId: string, from: string, to: string, startTime: string | null, closed: boolean): Promise<void> {
      // $1 listing, $2 start time (null: every slot), $3 closures or capacity changes, $4 and $5 the dates each statement reads.
      const scope = 'listing_id = $1 AND ($2::time IS NULL OR start_time = $2::time) AND closed = $3';
      const run = (sql: string, ...dates: string[]) => db.query(sql, [listingId, startTime, closed, ...dates]);
      await run(
        `INSERT INTO availability_exceptions (listing_id, starts_on, ends_on, start_time, closed, capacity, note, sequence, created_at)
         SELECT listing_id, $5::date + 1, ends_on, start_time, closed, capacity, note, sequence, created_at
           FROM availability_exceptions WHERE ${scope} AND starts_on < $4::date AND ends_on > $5::date`,
        from,
        to,
      );
      await run(
        `UPDATE availability_exceptions SET ends_on = $4::date - 1 WHERE ${scope} AND starts_on < $4::date AND ends_on >= $4::date`,
        from,
      );
      await run(
        `UPDATE availability_exceptions SET starts_on = $5::date + 1 WHERE ${scope} AND starts_on BETWEEN $4::date AND $5::date AND ends_on > $5::date`,
        from,
        to,
      );
      await run(`DELETE FROM availability_exceptions WHERE ${scope} AND starts_on >= $4::date AND ends_on <= $5::date`, from, to);
    },

    async insertException(listingId: string, change: AvailabilityExceptionRequest): Promise<ExceptionRecord> {
      const [row] = await db.query<ExceptionRecord>(
        `INSERT INTO availability_exceptions (listing_id, starts_on, ends_on, start_time, closed, capacity, note)
         VALUES ($1, $2, $3, $4::time, $5, $6, $7) RETURNING ${EXCEPTION_COLUMNS}`,
        [listingId, change.from, change.to, change.start_time, change.closed, change.closed ? null : change.capacity, change.note],
      );
      return row!;
    },

    async deleteException(listingId: string, exceptionId: string): Promise<boolean> {
      const rows = await db.query(
        'DELETE FROM availability_exceptions WHERE listing_id = $1 AND exception_id = $2 RETURNING exception_id',
        [listingId, exceptionId],
      );
      return rows.length > 0;
    },

    /** The listing's changes that end today or later, by first date. */
    async exceptionsFrom(listingId: string, today: string): Promise<ExceptionRecord[]> {
      return db.query<ExceptionRecord>(
        `SELECT ${EXCEPTION_COLUMNS} FROM availability_exceptions WHERE listing_id = $1 AND ends_on >= $2 ORDER BY starts_on, start_time NULLS FIRST, sequence`,
        [listingId, today],
      );
    },

    /** A copy gets the original's rules (window, schedules, resources), not its changes of dates. */
    async copy(fromListingId: string, toListingId: string): Promise<void> {
      const copied = await db.query(
        `INSERT INTO availability_rules (listing_id, cutoff_hours, min_notice_days, max_advance_days, min_people)
         SELECT $2, cutoff_hours, min_notice_days, max_advance_days, min_people FROM availability_rules WHERE listing_id = $1 RETURNING listing_id`,
        [fromListingId, toListingId],
      );
      if (copied.length === 0) return;
      await db.query(
        `INSERT INTO availability_schedules (listing_id, position, starts_on, ends_on, weekdays, start_times, capacity)
         SELECT $2, position, starts_on, ends_on, weekdays, start_times, capacity FROM availability_schedules WHERE listing_id = $1`,
        [fromListingId, toListingId],
      );
      await db.query(
        `INSERT INTO listing_resources (listing_id, resource_id, units, people_per_unit)
         SELECT $2, resource_id, units, people_per_unit FROM listing_resources WHERE listing_id = $1`,
        [fromListingId, toListingId],
      );
    },
  };
}
