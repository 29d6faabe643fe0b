import { LIVE_EVENT_KINDS, LIVE_EVENT_RETENTION_DAYS, type LiveEvent } from '@portal/contracts';

import type { Queryable } from '../db/database';
import { liveEventOf, type LiveEventRow } from './live-events';

/** An event as a stream decides on it: the event, who caused it and whose booking it is about. */
export interface StoredLiveEvent {
  event: LiveEvent;
  /** The event's id as a number, to compare with a stream's cursor. */
  eventId: number;
  actorUserId: string | null;
  /** The guide the event's booking is assigned to now, if any. */
  guideMemberId: string | null;
}

interface EventRow extends LiveEventRow {
  event_id: number;
  actor_user_id: string | null;
  guide_member_id: string | null;
}

const stored = (row: EventRow): StoredLiveEvent => ({
  event: liveEventOf(row),
  eventId: Number(row.event_id),
  actorUserId: row.actor_user_id,
  guideMemberId: row.guide_member_id,
});

/** The live_events rows (migration 024) as the event stream reads them. */
export function eventStreamRepository(db: Queryable) {
  return {
    /**
     * The business's events after `afterId`, oldest first, at most `limit`: of the kinds this
     * release knows (one written by a newer release, since rolled back, is passed over, not a failure of every read).
     */
    async after(supplierId: string, afterId: number, limit: number): Promise<StoredLiveEvent[]> {
      const rows = await db.query<EventRow>(
        `SELECT e.event_id, e.kind, e.object_id, e.booking_id, e.subject, e.detail, e.actor_user_id, e.created_at, b.guide_member_id
         FROM live_events e LEFT JOIN bookings b ON b.booking_id = e.booking_id
         WHERE e.supplier_id = $1 AND e.event_id > $2 AND e.kind = ANY($4::text[]) ORDER BY e.event_id LIMIT $3`,
        [supplierId, afterId, limit, [...LIVE_EVENT_KINDS]],
      );
      return rows.map(stored);
    },

    /**
     * The business's newest event id (0 for none): where a stream that names no last event starts.
     * With `recordedMsAgo`, the newest recorded at least that long ago. By when it was recorded: an
     * event's id is given as its transaction commits, so one a longer transaction recorded (rare:
     * they take milliseconds) may come just under it; the caller's margin allows for that.
     */
    async latestId(supplierId: string, recordedMsAgo = 0): Promise<number> {
      const [row] = await db.query<{ latest: number | null }>(
        `SELECT max(event_id) AS latest FROM live_events
          WHERE supplier_id = $1 AND created_at <= clock_timestamp() - make_interval(secs => $2::double precision / 1000)`,
        [supplierId, recordedMsAgo],
      );
      return Number(row?.latest ?? 0);
    },

    /** The user's token version now (a role change or removal raises it). */
    async tokenVersion(userId: string): Promise<number | null> {
      const [row] = await db.query<{ token_version: number }>('SELECT token_version FROM users WHERE user_id = $1', [userId]);
      return row?.token_version ?? null;
    },

    /**
     * The sessions of `sessionIds` that have not ended (signed out, or their last token expired), with their user's token version: one read
     * for every stream of an instance (a heartbeat) or of a business (an event).
     */
    async standing(sessionIds: readonly string[]): Promise<Map<string, number>> {
      const rows = await db.query<{ session_id: string; token_version: number }>(
        `SELECT s.session_id, u.token_version FROM user_sessions s JOIN users u ON u.user_id = s.user_id
         WHERE s.session_id = ANY($1::uuid[]) AND s.expires_at > now() AND u.role = 'supplier'`,
        [sessionIds],
      );
      return new Map(rows.map((row) => [row.session_id, row.token_version]));
    },

    /** Events past their retention are gone for resuming and for the notification centre; answers how many. */
    async deleteExpired(): Promise<number> {
      const rows = await db.query(`DELETE FROM live_events WHERE created_at < now() - make_interval(days => $1) RETURNING event_id`, [
        LIVE_EVENT_RETENTION_DAYS,
      ]);
      return rows.length;
    },
  };
}
