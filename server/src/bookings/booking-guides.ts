import { BOOKING_OPERATION_REFUSALS, type Guide } from '@portal/contracts';

import type { Database, Queryable } from '../db/database';
import { refuse } from '../http/errors';

/** Who assigns which guide to which booking of which business. */
export interface Assignment {
  bookingId: string;
  supplierId: string;
  actorId: string;
  /** The guide's membership; null takes the guide off. */
  memberId: string | null;
}

/** The business's members in the guide role, by name. */
export function guidesOf(db: Queryable, supplierId: string): Promise<Guide[]> {
  return db.query<Guide>(
    `SELECT m.member_id, u.full_name FROM supplier_members m JOIN users u ON u.user_id = m.user_id
      WHERE m.supplier_id = $1 AND m.role = 'guide' ORDER BY u.full_name, m.member_id`,
    [supplierId],
  );
}

/** The guide's account, when `memberId` is a guide of the business; else a 400 naming the field. */
async function guideUserOf(db: Queryable, supplierId: string, memberId: string): Promise<string> {
  const [row] = await db.query<{ user_id: string }>(
    `SELECT user_id FROM supplier_members WHERE member_id = $1 AND supplier_id = $2 AND role = 'guide'`,
    [memberId, supplierId],
  );
  if (!row) throw refuse(BOOKING_OPERATION_REFUSALS.notAGuide);
  return row.user_id;
}

/**
 * Sets the booking's guide and writes down who did it (booking_guide_events, 018); false when the
 * booking is not the business's. Assigning the guide it already has records nothing.
 */
export async function assignGuide(db: Database, a: Assignment): Promise<boolean> {
  const guideUserId = a.memberId === null ? null : await guideUserOf(db, a.supplierId, a.memberId);
  return db.transaction(async (tx) => {
    const [before] = await tx.query<{ guide_member_id: string | null }>(
      'SELECT guide_member_id FROM bookings WHERE booking_id = $1 AND supplier_id = $2 FOR UPDATE',
      [a.bookingId, a.supplierId],
    );
    if (!before) return false;
    if (before.guide_member_id === a.memberId) return true;
    await tx.query('UPDATE bookings SET guide_member_id = $2 WHERE booking_id = $1', [a.bookingId, a.memberId]);
    await tx.query('INSERT INTO booking_guide_events (booking_id, guide_user_id, actor_id) VALUES ($1, $2, $3)', [
      a.bookingId,
      guideUserId,
      a.actorId,
    ]);
    return true;
  });
}
