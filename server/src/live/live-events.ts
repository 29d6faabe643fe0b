import { type LiveEvent, type LiveEventKind, liveEventLink } from '@portal/contracts';

import type { Queryable } from '../db/database';

/** One thing that happened in a business, as `recordLiveEvent` stores it. */
export interface NewLiveEvent {
  supplierId: string;
  kind: LiveEventKind;
  objectId: string;
  bookingId?: string | null;
  subject: string;
  detail?: string | null;
  /** The member whose action it was; null for the marketplace's own (a customer, the team). */
  actorUserId?: string | null;
}

/** Subjects and details are a line in a list; longer text is cut rather than refused. */
const TEXT_MAX_LENGTH = 200;
const cut = (text: string) => [...text].slice(0, TEXT_MAX_LENGTH).join('');

// Any constant key: the transactions that write events take it in turn, so event ids become
// visible in the order they were given and a stream resuming after id N never skips one that
// committed late. Held to the end of the caller's transaction: record the event last in it.
const EVENT_ORDER_LOCK = 38_0001;

/**
 * Stores an event in the caller's transaction (so it exists exactly when the change does); the
 * table's trigger notifies every instance's streams on commit.
 */
export async function recordLiveEvent(db: Queryable, event: NewLiveEvent): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock($1)', [EVENT_ORDER_LOCK]);
  await db.query(
    `INSERT INTO live_events (supplier_id, kind, object_id, booking_id, subject, detail, actor_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      event.supplierId,
      event.kind,
      event.objectId,
      event.bookingId ?? null,
      cut(event.subject),
      event.detail == null ? null : cut(event.detail),
      event.actorUserId ?? null,
    ],
  );
}

/** A live_events row as the stream and the notification centre read it. */
export interface LiveEventRow {
  event_id: number | string;
  kind: LiveEventKind;
  object_id: string;
  booking_id: string | null;
  subject: string;
  detail: string | null;
  created_at: Date | string;
}

/** The event a row holds, as streamed and listed, with the link to its object. */
export const liveEventOf = (row: LiveEventRow): LiveEvent => ({
  id: String(row.event_id),
  kind: row.kind,
  objectId: row.object_id,
  bookingId: row.booking_id,
  subject: row.subject,
  detail: row.detail,
  link: liveEventLink(row.kind, row.object_id),
  createdAt: new Date(row.created_at).toISOString(),
});
