import type { Queryable } from '../db/database';

type BookingEventKind = 'confirmed' | 'declined' | 'cancelled';

export interface BookingEvent {
  bookingId: string;
  kind: BookingEventKind;
  /** The portal user who did it; null for the marketplace team's commands. */
  actorId: string | null;
  reason?: string | null;
  note?: string | null;
}

/** Writes down a change of a booking's status, who made it and why (booking_events, 009). */
export async function recordBookingEvent(tx: Queryable, e: BookingEvent): Promise<void> {
  await tx.query(
    'INSERT INTO booking_events (booking_id, kind, actor_id, reason, note) VALUES ($1, $2, $3, $4, $5)',
    [e.bookingId, e.kind, e.actorId, e.reason ?? null, e.note ?? null],
  );
}
