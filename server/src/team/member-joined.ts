import { type Role, ROLE_LABELS } from '@portal/contracts';

import type { Queryable } from '../db/database';
import { recordLiveEvent } from '../live/live-events';

/**
 * The business's live event of a person joining through an invitation, named 'Sana Khan
 * (Operations)' as the membership reads in the caller's transaction; the person is its actor.
 * Call it last in the joining's transaction (recordLiveEvent).
 */
export async function recordMemberJoined(tx: Queryable, memberId: string): Promise<void> {
  const [member] = await tx.query<{ supplier_id: string; user_id: string; full_name: string; role: Role }>(
    `SELECT m.supplier_id, m.user_id, u.full_name, m.role FROM supplier_members m JOIN users u USING (user_id) WHERE m.member_id = $1`,
    [memberId],
  );
  if (!member) return;
  await recordLiveEvent(tx, {
    supplierId: member.supplier_id,
    kind: 'member.joined',
    objectId: memberId,
    subject: `${member.full_name} (${ROLE_LABELS[member.role]})`,
    actorUserId: member.user_id,
  });
}
