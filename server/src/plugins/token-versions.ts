import type { Queryable } from '../db/database';

/** What each request needs to know about the token's user now, not when the token was signed. */
export interface UserStanding {
  tokenVersion: number;
  role: string;
}

/**
 * Each user's current token version and role, read from the database and kept for `ttlMs`, so a
 * busy client costs one query every few seconds rather than one per request. A password change
 * on this instance forgets the user at once; other instances notice within `ttlMs`.
 * Bounded; the least recently read user goes first.
 */
export function tokenVersions(db: Queryable, { ttlMs = 5000, maxEntries = 10_000 } = {}) {
  const entries = new Map<string, { standing: UserStanding | null; readAt: number }>();
  return {
    async current(userId: string, now = Date.now()): Promise<UserStanding | null> {
      const entry = entries.get(userId);
      entries.delete(userId);
      if (entry && now - entry.readAt < ttlMs) {
        entries.set(userId, entry);
        return entry.standing;
      }
      const [row] = await db.query<{ token_version: number; role: string }>('SELECT token_version, role FROM users WHERE user_id = $1', [
        userId,
      ]);
      const standing = row ? { tokenVersion: row.token_version, role: row.role } : null;
      entries.set(userId, { standing, readAt: now });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return standing;
    },

    forget(userId: string): void {
      entries.delete(userId);
    },
  };
}

export type TokenVersions = ReturnType<typeof tokenVersions>;
