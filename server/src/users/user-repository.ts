import type { BankAccount, Role, User } from '@portal/contracts';
import { toE164 } from '@portal/contracts/phone';

import type { Queryable } from '../db/database';

type Language = User['language'];

interface UserRow {
  user_id: string;
  full_name: string;
  email: string;
  phone_number: string | null;
  telephone_number: string | null;
  bank_account: BankAccount | null;
  profile_photo: string | null;
  role: string;
  email_verified_at: string | null;
  password_hash: string;
  language: Language;
}

/** A stored number in E.164; migration 007 took out the separators, this also what it could not (a national '0'). */
export const storedPhone = (value: string | null): string | null => (value === null ? null : (toE164(value) ?? value));

const toUser = (row: UserRow): User => ({
  user_id: row.user_id,
  full_name: row.full_name,
  email: row.email,
  phone_number: storedPhone(row.phone_number),
  telephone_number: storedPhone(row.telephone_number),
  bank_account: row.bank_account,
  profile_photo: row.profile_photo,
  role: row.role,
  email_verified: row.email_verified_at !== null,
  language: row.language,
});

export function userRepository(db: Queryable) {
  return {
    async findById(userId: string): Promise<User | null> {
      const [row] = await db.query<UserRow>('SELECT * FROM users WHERE user_id = $1', [userId]);
      return row ? toUser(row) : null;
    },
    /** The user's password hash and the business they sign in to first: their own, else the oldest they joined. */
    async findCredentials(email: string) {
      const [row] = await db.query<UserRow & { supplier_id: string | null; member_role: Role | null }>(
        `SELECT u.*, m.supplier_id, m.role AS member_role FROM users u
         LEFT JOIN LATERAL (
           SELECT supplier_id, role FROM supplier_members WHERE user_id = u.user_id ORDER BY role = 'owner' DESC, created_at LIMIT 1
         ) m ON true
         WHERE u.email = $1`,
        [email],
      );
      return row ? { user: toUser(row), passwordHash: row.password_hash, supplierId: row.supplier_id, role: row.member_role } : null;
    },
    async insert(values: { full_name: string; email: string; phone_number: string; password_hash: string; role: string }) {
      const [row] = await db.query<{ user_id: string }>(
        `INSERT INTO users (full_name, email, phone_number, password_hash, role) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (email) DO NOTHING RETURNING user_id`,
        [values.full_name, values.email, values.phone_number, values.password_hash, values.role],
      );
      return row?.user_id ?? null;
    },
    async markEmailVerified(userId: string) {
      await db.query('UPDATE users SET email_verified_at = now() WHERE user_id = $1 AND email_verified_at IS NULL', [userId]);
    },
    /** Where a verification e-mail goes, and whether the address is verified already. */
    async verificationState(userId: string) {
      const [row] = await db.query<{ email: string; full_name: string; language: Language; verified: boolean }>(
        'SELECT email, full_name, language, email_verified_at IS NOT NULL AS verified FROM users WHERE user_id = $1',
        [userId],
      );
      return row ?? null;
    },

    async passwordHash(userId: string): Promise<string | null> {
      const [row] = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE user_id = $1', [userId]);
      return row?.password_hash ?? null;
    },
    /** The same password hashed anew; not if the password changed meanwhile. Sessions go on. */
    async rehashPassword(userId: string, previousHash: string, passwordHash: string) {
      await db.query('UPDATE users SET password_hash = $3 WHERE user_id = $1 AND password_hash = $2', [userId, previousHash, passwordHash]);
    },
    /** Stores the new hash and raises the token version: every token signed before no longer counts. */
    async changePassword(userId: string, passwordHash: string) {
      await db.query('UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now() WHERE user_id = $1', [
        userId,
        passwordHash,
      ]);
    },
    async update(
      userId: string,
      changes: Partial<{
        bank_account: BankAccount;
        profile_photo: string;
        full_name: string;
        telephone_number: string | null;
        language: Language;
      }>,
    ) {
      const columns = Object.keys(changes) as (keyof typeof changes)[];
      if (columns.length === 0) return;
      const sets = columns.map((column, i) => `${column} = $${i + 2}`).join(', ');
      await db.query(`UPDATE users SET ${sets}, updated_at = now() WHERE user_id = $1`, [
        userId,
        ...columns.map((c) => changes[c] ?? null),
      ]);
    },
  };
}
