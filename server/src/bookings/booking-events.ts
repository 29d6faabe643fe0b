import type { BookingEvent as HistoryLine, Departure } from '@portal/contracts';

import type { Queryable } from '../db/database';

/**
 * The kinds stored in booking_events (009, 020); 'created' is the booking's own created_at,
 * 'assigned' lives in booking_guide_events (018).
 */
type StoredKind = Exclude<HistoryLine['kind'], 'created' | 'assigned'>;

/** What a kind needs besides who and why: a move's departures, a refund's amount. */
interface EventDetails {
  from?: Departure;
  to?: Departure;
  amount?: number;
  /** An assignment's guide; null: taken off. */
  guide?: string | null;
}

export interface BookingEvent {
  bookingId: string;
  kind: StoredKind;
  /** The portal user who did it; null for the marketplace team's commands. */
  actorId: string | null;
  reason?: string | null;
  note?: string | null;
  details?: EventDetails;
}

/** Writes down a change of a booking, who made it and why (booking_events, 009 and 020). */
export async function recordBookingEvent(tx: Queryable, e: BookingEvent): Promise<void> {
  await tx.query('INSERT INTO booking_events (booking_id, kind, actor_id, reason, note, details) VALUES ($1, $2, $3, $4, $5, $6)', [
    e.bookingId,
    e.kind,
    e.actorId,
    e.reason ?? null,
    e.note ?? null,
    e.details ? JSON.stringify(e.details) : null,
  ]);
}

interface EventRow {
  kind: HistoryLine['kind'];
  at: Date | string;
  by: string | null;
  reason: string | null;
  note: string | null;
  details: EventDetails | null;
}

/**
 * A booking's history, oldest first: its creation (by the customer it is for), every stored
 * change and every guide assignment, with the name of the member who made it (null: the
 * marketplace team). The caller has
 * checked that the booking is the supplier's.
 */
export async function bookingHistory(db: Queryable, bookingId: string): Promise<HistoryLine[]> {
  const rows = await db.query<EventRow>(
    `SELECT 'created' AS kind, created_at AS at, customer_name AS by, NULL AS reason, NULL AS note, NULL::jsonb AS details, 0 AS n
       FROM bookings WHERE booking_id = $1
     UNION ALL
     SELECT e.kind, e.created_at, u.full_name, e.reason, e.note, e.details, 1
       FROM booking_events e LEFT JOIN users u ON u.user_id = e.actor_id WHERE e.booking_id = $1
     UNION ALL
     SELECT 'assigned', a.created_at, u.full_name, NULL, NULL, jsonb_build_object('guide', g.full_name), 1
       FROM booking_guide_events a LEFT JOIN users u ON u.user_id = a.actor_id LEFT JOIN users g ON g.user_id = a.guide_user_id
      WHERE a.booking_id = $1
     ORDER BY at, n`,
    [bookingId],
  );
  return rows.map(({ kind, at, by, reason, note, details }) => ({
    kind,
    at: new Date(at).toISOString(),
    by,
    reason,
    note,
    ...(details ?? {}),
  }));
}
