import type { Role } from '@portal/contracts';

import type { Queryable } from '../db/database';
import { hashCode } from './totp';

interface LoginRow {
  secret: string;
  enabled: boolean;
  last_time_step: string | null;
}

/** The person's TOTP secret, recovery codes and sign-in challenges; every query names the user. */
export function twoStepRepository(db: Queryable) {
  return {
    async find(userId: string) {
      const [row] = await db.query<LoginRow>(
        'SELECT secret, enabled_at IS NOT NULL AS enabled, last_time_step FROM two_step_logins WHERE user_id = $1',
        [userId],
      );
      return row
        ? { secret: row.secret, enabled: row.enabled, lastTimeStep: row.last_time_step === null ? null : Number(row.last_time_step) }
        : null;
    },
    /** A new, unconfirmed secret in place of any earlier unconfirmed one; none while two-step is on. */
    async startSetup(userId: string, secret: string): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO two_step_logins (user_id, secret) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, last_time_step = NULL, created_at = now()
         WHERE two_step_logins.enabled_at IS NULL RETURNING user_id`,
        [userId, secret],
      );
      return rows.length > 0;
    },
    /** Takes a code's time step, unless a code of that step or a later one was taken meanwhile. */
    async takeTimeStep(userId: string, timeStep: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE two_step_logins SET last_time_step = $2
         WHERE user_id = $1 AND (last_time_step IS NULL OR last_time_step < $2) RETURNING user_id`,
        [userId, timeStep],
      );
      return rows.length > 0;
    },
    async enable(userId: string, recoveryCodes: readonly string[]) {
      await db.query('UPDATE two_step_logins SET enabled_at = now() WHERE user_id = $1', [userId]);
      await db.query('DELETE FROM two_step_recovery_codes WHERE user_id = $1', [userId]);
      await db.query('INSERT INTO two_step_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])', [
        userId,
        recoveryCodes.map(hashCode),
      ]);
    },
    async disable(userId: string) {
      await db.query('DELETE FROM two_step_logins WHERE user_id = $1', [userId]);
      await db.query('DELETE FROM two_step_recovery_codes WHERE user_id = $1', [userId]);
    },
    /** Spends a recovery code: true the first time it is used, false ever after. */
    async useRecoveryCode(userId: string, code: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE two_step_recovery_codes SET used_at = now()
         WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING user_id`,
        [userId, hashCode(code)],
      );
      return rows.length > 0;
    },
    async recoveryCodesLeft(userId: string): Promise<number> {
      const [row] = await db.query<{ left: number }>(
        'SELECT count(*)::int AS left FROM two_step_recovery_codes WHERE user_id = $1 AND used_at IS NULL',
        [userId],
      );
      return row?.left ?? 0;
    },
    async required(supplierId: string | null): Promise<boolean> {
      if (!supplierId) return false;
      const [row] = await db.query<{ two_step_required: boolean }>('SELECT two_step_required FROM suppliers WHERE supplier_id = $1', [
        supplierId,
      ]);
      return row?.two_step_required ?? false;
    },
    async setRequired(supplierId: string, required: boolean) {
      await db.query('UPDATE suppliers SET two_step_required = $2 WHERE supplier_id = $1', [supplierId, required]);
    },

    async createChallenge(challenge: string, userId: string, supplierId: string | null, seconds: number) {
      // Expired challenges of anyone go as new ones are made, so the table stays small.
      await db.query('DELETE FROM two_step_challenges WHERE expires_at < now()');
      await db.query(
        `INSERT INTO two_step_challenges (challenge_hash, user_id, supplier_id, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
        [hashCode(challenge), userId, supplierId, seconds],
      );
    },
    /** The person a live challenge with fewer than `maxTries` wrong codes is for, with their role in the business they sign in to. */
    async challengeOwner(challenge: string, maxTries: number) {
      const [row] = await db.query<{ user_id: string; supplier_id: string | null; full_name: string; email: string; role: Role | null }>(
        `SELECT c.user_id, c.supplier_id, u.full_name, u.email, m.role FROM two_step_challenges c
         JOIN users u ON u.user_id = c.user_id
         LEFT JOIN supplier_members m ON m.user_id = c.user_id AND m.supplier_id = c.supplier_id
         WHERE c.challenge_hash = $1 AND c.expires_at > now() AND c.failed_tries < $2`,
        [hashCode(challenge), maxTries],
      );
      return row ?? null;
    },
    async failChallenge(challenge: string) {
      await db.query('UPDATE two_step_challenges SET failed_tries = failed_tries + 1 WHERE challenge_hash = $1', [hashCode(challenge)]);
    },
    async endChallenge(challenge: string) {
      await db.query('DELETE FROM two_step_challenges WHERE challenge_hash = $1', [hashCode(challenge)]);
    },
  };
}

export type TwoStepRepository = ReturnType<typeof twoStepRepository>;
