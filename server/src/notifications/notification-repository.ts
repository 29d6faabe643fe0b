import type { BellLiveEventKind, Notification } from '@portal/contracts';

import type { Queryable } from '../db/database';
import { countOf, pagedQuery } from '../db/paged-query';
import { liveEventOf, type LiveEventRow } from '../live/live-events';
import type { VisibleKinds } from './notification-visibility';

/** Whose notifications: the member, their business, and what their role lets them hear of. */
export interface Reader {
  supplierId: string;
  memberId: string;
  kinds: VisibleKinds;
}

/** The kinds asked for are the bell's (visibleKinds): never a quiet one. */
interface NotificationRow extends LiveEventRow {
  kind: BellLiveEventKind;
  read: boolean;
}

// The member's own row gives their joining, their account (their own actions are no news to them)
// and their read-all mark; an event read one by one has a row of notification_reads.
const FROM = `FROM live_events e
  JOIN supplier_members m ON m.member_id = $2 AND m.supplier_id = e.supplier_id
  LEFT JOIN notification_read_marks mark ON mark.member_id = m.member_id
  LEFT JOIN notification_reads r ON r.member_id = m.member_id AND r.event_id = e.event_id`;

const VISIBLE = `e.supplier_id = $1 AND e.created_at >= m.created_at AND e.actor_user_id IS DISTINCT FROM m.user_id
  AND (e.kind = ANY($3::text[])
    OR (e.kind = ANY($4::text[]) AND e.booking_id IN (SELECT b.booking_id FROM bookings b WHERE b.guide_member_id = m.member_id)))`;

const READ = '(e.event_id <= coalesce(mark.read_through, 0) OR r.event_id IS NOT NULL)';

const columns = `e.event_id::text AS event_id, e.kind, e.object_id, e.booking_id, e.subject, e.detail, e.created_at, ${READ} AS read`;

const orderBy = { newest: 'e.event_id DESC' } as const;

const paramsOf = ({ supplierId, memberId, kinds }: Reader) => [supplierId, memberId, kinds.whole, kinds.assigned];

const toNotification = (row: NotificationRow): Notification => ({ ...liveEventOf(row), kind: row.kind, read: row.read });

/** The notification centre: a member's view of their business's live events, and what they have read of it. */
export function notificationRepository(db: Queryable) {
  const unread = (reader: Reader) => countOf(db, `${FROM} WHERE ${VISIBLE} AND NOT ${READ}`, paramsOf(reader));
  return {
    unread,
    async page(reader: Reader, page: number, pageSize: number): Promise<{ rows: Notification[]; total: number }> {
      const query = { columns, from: `${FROM} WHERE ${VISIBLE}`, params: paramsOf(reader), orderBy, sort: 'newest' as const };
      const { rows, total } = await pagedQuery<NotificationRow, 'newest'>(db, query, page, pageSize);
      return { rows: rows.map(toNotification), total };
    },
    /** Marks one event read; false when the member does not see it (another business's, another guide's, their own). */
    async markRead(reader: Reader, eventId: string): Promise<boolean> {
      const [seen] = await db.query<{ event_id: string }>(`SELECT e.event_id ${FROM} WHERE ${VISIBLE} AND e.event_id = $5`, [
        ...paramsOf(reader),
        eventId,
      ]);
      if (!seen) return false;
      await db.query('INSERT INTO notification_reads (member_id, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        reader.memberId,
        eventId,
      ]);
      return true;
    },
    /**
     * Every event up to the newest of the business's counts as read: later ones are not, whatever
     * arrives while this runs. The single reads it covers are no longer needed.
     */
    async markAllRead(reader: Reader): Promise<void> {
      const [newest] = await db.query<{ event_id: string | null }>(
        'SELECT max(event_id)::text AS event_id FROM live_events WHERE supplier_id = $1',
        [reader.supplierId],
      );
      if (!newest?.event_id) return;
      await db.query(
        `INSERT INTO notification_read_marks (member_id, read_through) VALUES ($1, $2)
         ON CONFLICT (member_id) DO UPDATE SET read_through = greatest(notification_read_marks.read_through, EXCLUDED.read_through)`,
        [reader.memberId, newest.event_id],
      );
      await db.query('DELETE FROM notification_reads WHERE member_id = $1 AND event_id <= $2', [reader.memberId, newest.event_id]);
    },
  };
}
