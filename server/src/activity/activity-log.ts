import type { ActivityKind, ActivityObjectType } from '@portal/contracts';

import type { Queryable } from '../db/database';

/** The member who acts: their business and their user (the membership is looked up from both). */
export interface ActivityActor {
  supplierId: string;
  userId: string;
}

/** What an entry is about. */
export interface ActivityObject {
  type: ActivityObjectType;
  id: string;
}

/** Entries name their object in a few words; longer text is cut rather than refused. */
const SUMMARY_MAX_LENGTH = 200;

/**
 * Writes one entry of the business's activity log (the acting membership is filled in by the
 * database). Called with the transaction of the change it records (where there is one), so the
 * entry exists exactly when the change does. `at` is for the demo data's past entries.
 */
export async function recordActivity(
  db: Queryable,
  actor: ActivityActor,
  kind: ActivityKind,
  object: ActivityObject,
  summary: string,
  at?: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO activity_log (supplier_id, user_id, kind, object_type, object_id, summary, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7::timestamptz, now()))`,
    [actor.supplierId, actor.userId, kind, object.type, object.id, [...summary].slice(0, SUMMARY_MAX_LENGTH).join(''), at ?? null],
  );
}

/** '#1042 Hunza Valley Tour on 15 Dec 2026 for Ayesha Khan': a booking as an entry names it, read in the caller's transaction. */
async function bookingSummary(db: Queryable, bookingId: string): Promise<string> {
  const [row] = await db.query<{ summary: string }>(
    `SELECT '#' || booking_number || ' ' || tour_name || ' on ' || to_char(selected_date, 'FMDD Mon YYYY') || ' for ' || customer_name AS summary
       FROM bookings WHERE booking_id = $1`,
    [bookingId],
  );
  return row?.summary ?? '';
}

/** A booking's change by a member (confirmed, declined, cancelled, rescheduled, assigned). */
export async function recordBookingActivity(
  db: Queryable,
  actor: ActivityActor,
  kind: ActivityKind,
  bookingId: string,
  at?: Date,
): Promise<void> {
  await recordActivity(db, actor, kind, { type: 'booking', id: bookingId }, await bookingSummary(db, bookingId), at);
}

/** 'Payouts CSV, search "PO-12"': which file was downloaded, and what its list was searched for. */
export const exportSummary = (file: string, q: string | undefined) => (q ? `${file}, search "${q}"` : file);
