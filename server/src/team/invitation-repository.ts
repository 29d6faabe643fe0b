import { createHash } from 'node:crypto';

import { type Invitation, INVITATION_DAYS, type Role } from '@portal/contracts';

import type { Queryable } from '../db/database';
import { BUSINESS_NAME_SQL } from './team-repository';

// The table keeps a hash of the token: a copy of the database lets no one join a business.
const invitationHash = (token: string) => createHash('sha256').update(token).digest('hex');

interface InvitationRow {
  invitation_id: string;
  email: string;
  role: Role;
  created_at: Date | string;
  expires_at: Date | string;
  expired: boolean;
}

const toInvitation = (row: InvitationRow): Invitation => ({
  invitation_id: row.invitation_id,
  email: row.email,
  role: row.role,
  created_at: new Date(row.created_at).toISOString(),
  expires_at: new Date(row.expires_at).toISOString(),
  status: row.expired ? 'expired' : 'pending',
});

const COLUMNS = 'invitation_id, email, role, created_at, expires_at, expires_at <= now() AS expired';
const OPEN = 'accepted_at IS NULL AND withdrawn_at IS NULL';

/** An open invitation found by its link, with what its page shows. */
export interface OpenInvitation {
  invitation_id: string;
  supplier_id: string;
  email: string;
  role: Role;
  business_name: string;
}

export function invitationRepository(db: Queryable) {
  return {
    /** Invitations neither accepted nor withdrawn, expired ones too (they can be resent). */
    async listOpen(supplierId: string): Promise<Invitation[]> {
      const rows = await db.query<InvitationRow>(
        `SELECT ${COLUMNS} FROM team_invitations WHERE supplier_id = $1 AND ${OPEN} ORDER BY created_at DESC`,
        [supplierId],
      );
      return rows.map(toInvitation);
    },
    async findOpen(supplierId: string, invitationId: string): Promise<Invitation | null> {
      const [row] = await db.query<InvitationRow>(
        `SELECT ${COLUMNS} FROM team_invitations WHERE supplier_id = $1 AND invitation_id = $2 AND ${OPEN}`,
        [supplierId, invitationId],
      );
      return row ? toInvitation(row) : null;
    },
    async findOpenByEmail(supplierId: string, email: string): Promise<Invitation | null> {
      const [row] = await db.query<InvitationRow>(
        `SELECT ${COLUMNS} FROM team_invitations WHERE supplier_id = $1 AND email = $2 AND ${OPEN}`,
        [supplierId, email],
      );
      return row ? toInvitation(row) : null;
    },
    async create(values: { supplierId: string; email: string; role: Role; token: string; invitedBy: string }): Promise<Invitation> {
      const [row] = await db.query<InvitationRow>(
        `INSERT INTO team_invitations (supplier_id, email, role, token_hash, invited_by, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6)) RETURNING ${COLUMNS}`,
        [values.supplierId, values.email, values.role, invitationHash(values.token), values.invitedBy, INVITATION_DAYS],
      );
      return toInvitation(row!);
    },
    /** A new link for the invitation, valid from now; the earlier one stops working. */
    async renew(supplierId: string, invitationId: string, token: string): Promise<Invitation | null> {
      const [row] = await db.query<InvitationRow>(
        `UPDATE team_invitations SET token_hash = $3, created_at = now(), expires_at = now() + make_interval(days => $4)
         WHERE supplier_id = $1 AND invitation_id = $2 AND ${OPEN} RETURNING ${COLUMNS}`,
        [supplierId, invitationId, invitationHash(token), INVITATION_DAYS],
      );
      return row ? toInvitation(row) : null;
    },
    async withdraw(supplierId: string, invitationId: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE team_invitations SET withdrawn_at = now() WHERE supplier_id = $1 AND invitation_id = $2 AND ${OPEN} RETURNING 1`,
        [supplierId, invitationId],
      );
      return rows.length > 0;
    },
    /** The usable invitation of a link: open and not expired. */
    async findUsable(token: string): Promise<OpenInvitation | null> {
      const [row] = await db.query<OpenInvitation>(
        `SELECT i.invitation_id, i.supplier_id, i.email, i.role, ${BUSINESS_NAME_SQL} AS business_name
         FROM team_invitations i JOIN suppliers s ON s.supplier_id = i.supplier_id
         WHERE i.token_hash = $1 AND i.accepted_at IS NULL AND i.withdrawn_at IS NULL AND i.expires_at > now()`,
        [invitationHash(token)],
      );
      return row ?? null;
    },
    /** Spends the link; false when another request spent it first. */
    async spend(invitationId: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE team_invitations SET accepted_at = now() WHERE invitation_id = $1 AND ${OPEN} AND expires_at > now() RETURNING 1`,
        [invitationId],
      );
      return rows.length > 0;
    },
  };
}
