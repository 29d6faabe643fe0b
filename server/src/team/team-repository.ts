import type { Membership, PortalLanguage, Role, TeamMember } from '@portal/contracts';

import type { Queryable } from '../db/database';

/** The business's name, whichever profile field its type keeps it in. */
export const BUSINESS_NAME_SQL = `COALESCE(s.profile_data->>'business_name', s.profile_data->>'property_name', s.profile_data->>'name', '')`;

interface MemberRow {
  member_id: string;
  user_id: string;
  full_name: string;
  email: string;
  role: Role;
  last_sign_in_at: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toMember = (row: MemberRow, callerId: string): TeamMember => ({
  member_id: row.member_id,
  full_name: row.full_name,
  email: row.email,
  role: row.role,
  status: 'active',
  last_sign_in_at: iso(row.last_sign_in_at),
  you: row.user_id === callerId,
});

const MEMBER_SQL = `SELECT m.member_id, m.user_id, u.full_name, u.email, m.role, m.last_sign_in_at
  FROM supplier_members m JOIN users u ON u.user_id = m.user_id`;

/** The people of a business; every query is scoped to the caller's supplier. */
export function teamRepository(db: Queryable) {
  return {
    async list(supplierId: string, callerId: string): Promise<TeamMember[]> {
      const rows = await db.query<MemberRow>(
        `${MEMBER_SQL} WHERE m.supplier_id = $1 ORDER BY m.role = 'owner' DESC, u.full_name, m.created_at`,
        [supplierId],
      );
      return rows.map((row) => toMember(row, callerId));
    },
    async find(supplierId: string, memberId: string, callerId: string): Promise<(TeamMember & { userId: string }) | null> {
      const [row] = await db.query<MemberRow>(`${MEMBER_SQL} WHERE m.supplier_id = $1 AND m.member_id = $2`, [supplierId, memberId]);
      return row ? { ...toMember(row, callerId), userId: row.user_id } : null;
    },
    /** Locks the business's owners, so two requests cannot each take away one of the last two. */
    async lockOwners(supplierId: string): Promise<string[]> {
      const rows = await db.query<{ member_id: string }>(
        `SELECT member_id FROM supplier_members WHERE supplier_id = $1 AND role = 'owner' FOR UPDATE`,
        [supplierId],
      );
      return rows.map((row) => row.member_id);
    },
    async setRole(memberId: string, role: Role): Promise<void> {
      await db.query('UPDATE supplier_members SET role = $2 WHERE member_id = $1', [memberId, role]);
    },
    async remove(memberId: string): Promise<void> {
      await db.query('DELETE FROM supplier_members WHERE member_id = $1', [memberId]);
    },
    async isMember(supplierId: string, email: string): Promise<boolean> {
      const rows = await db.query(
        'SELECT 1 FROM supplier_members m JOIN users u ON u.user_id = m.user_id WHERE m.supplier_id = $1 AND u.email = $2',
        [supplierId, email],
      );
      return rows.length > 0;
    },
    /** Makes the membership; answers its id, or null when the person was a member already. */
    async add(supplierId: string, userId: string, role: Role): Promise<string | null> {
      const [added] = await db.query<{ member_id: string }>(
        `INSERT INTO supplier_members (supplier_id, user_id, role) VALUES ($1, $2, $3) ON CONFLICT (supplier_id, user_id) DO NOTHING
         RETURNING member_id`,
        [supplierId, userId, role],
      );
      return added?.member_id ?? null;
    },
    /** Every session of the user ends: their tokens name a role or membership that may be gone. */
    async endSessions(userId: string): Promise<void> {
      await db.query('UPDATE users SET token_version = token_version + 1 WHERE user_id = $1', [userId]);
    },
    async signedIn(userId: string, supplierId: string): Promise<void> {
      await db.query('UPDATE supplier_members SET last_sign_in_at = now() WHERE user_id = $1 AND supplier_id = $2', [userId, supplierId]);
    },
    /** Who sends an invitation, and the business's name, for its e-mail. */
    /** Who invites, to which business, and in which language the invitation is written (the inviter's). */
    async inviter(supplierId: string, userId: string): Promise<{ inviterName: string; businessName: string; language: PortalLanguage }> {
      const [row] = await db.query<{ full_name: string; business_name: string; language: PortalLanguage }>(
        `SELECT u.full_name, ${BUSINESS_NAME_SQL} AS business_name, u.language FROM suppliers s, users u
         WHERE s.supplier_id = $1 AND u.user_id = $2`,
        [supplierId, userId],
      );
      return { inviterName: row?.full_name ?? '', businessName: row?.business_name ?? '', language: row?.language ?? 'en' };
    },
    async memberships(userId: string): Promise<Membership[]> {
      return db.query<Membership>(
        `SELECT m.supplier_id, ${BUSINESS_NAME_SQL} AS business_name, m.role FROM supplier_members m
         JOIN suppliers s ON s.supplier_id = m.supplier_id WHERE m.user_id = $1 ORDER BY m.role = 'owner' DESC, m.created_at`,
        [userId],
      );
    },
  };
}
