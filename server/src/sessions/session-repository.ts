import type { Queryable } from '../db/database';

/** What every request needs to know about its session's user now, not when the token was signed. */
interface SessionStanding {
  tokenVersion: number;
  role: string;
  /** Last used more than a minute ago: worth writing the time again. */
  idle: boolean;
}

/** Where a session was signed in from. */
export interface SessionClient {
  browser: string;
  ipAddress: string;
  /** The hash of the browser's key (its cookie); none for a session begun outside a browser (tests, tools). */
  browserHash?: string;
}

interface SessionRow {
  session_id: string;
  browser: string;
  ip_address: string;
  created_at: string;
  last_used_at: string;
}

/** The rows of user_sessions (migration 014): one per sign-in, ended by deleting it. */
export function sessionRepository(db: Queryable) {
  return {
    /**
     * A new session of the user, at their current token version; drops their expired ones on the
     * way. A session expires when it starts until its first token is signed (`signed`), so one
     * started by another sign-in of the same person a moment ago is left: those expired a minute
     * ago and more are dropped.
     */
    async start(userId: string, client: SessionClient): Promise<string> {
      await db.query(`DELETE FROM user_sessions WHERE user_id = $1 AND expires_at < now() - interval '1 minute'`, [userId]);
      const [row] = await db.query<{ session_id: string }>(
        `INSERT INTO user_sessions (user_id, token_version, browser, ip_address, browser_hash, expires_at)
         SELECT user_id, token_version, $2, $3, $4, now() FROM users WHERE user_id = $1 RETURNING session_id`,
        [userId, client.browser, client.ipAddress, client.browserHash ?? null],
      );
      if (!row) throw new Error(`no user ${userId} to start a session for`);
      return row.session_id;
    },

    /** A token was signed for the session: the version it carries and when it expires. False when the session has ended. */
    async signed(sessionId: string, userId: string, tokenVersion: number, expiresAt: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE user_sessions SET token_version = $3, expires_at = greatest(expires_at, $4)
         WHERE session_id = $1 AND user_id = $2 RETURNING session_id`,
        [sessionId, userId, tokenVersion, expiresAt],
      );
      return rows.length > 0;
    },

    /** One indexed read per request: null once the session has ended. */
    async standing(sessionId: string, userId: string): Promise<SessionStanding | null> {
      const [row] = await db.query<{ token_version: number; role: string; idle: boolean }>(
        `SELECT u.token_version, u.role, s.last_used_at < now() - interval '1 minute' AS idle
         FROM user_sessions s JOIN users u ON u.user_id = s.user_id WHERE s.session_id = $1 AND s.user_id = $2`,
        [sessionId, userId],
      );
      return row ? { tokenVersion: row.token_version, role: row.role, idle: row.idle } : null;
    },

    /** Whether the user is signed in, with a token that still counts, in the browser of that key's hash. */
    async signedInBrowser(userId: string, browserHash: string): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM user_sessions s JOIN users u ON u.user_id = s.user_id
         WHERE s.user_id = $1 AND s.browser_hash = $2 AND s.expires_at > now() AND s.token_version = u.token_version LIMIT 1`,
        [userId, browserHash],
      );
      return rows.length > 0;
    },

    async touch(sessionId: string): Promise<void> {
      await db.query('UPDATE user_sessions SET last_used_at = now() WHERE session_id = $1', [sessionId]);
    },

    /** The user's sessions whose tokens still work, most recently used first. */
    list(userId: string): Promise<SessionRow[]> {
      return db.query<SessionRow>(
        `SELECT s.session_id, s.browser, s.ip_address, s.created_at, s.last_used_at
         FROM user_sessions s JOIN users u ON u.user_id = s.user_id
         WHERE s.user_id = $1 AND s.token_version = u.token_version AND s.expires_at > now()
         ORDER BY s.last_used_at DESC, s.created_at DESC`,
        [userId],
      );
    },

    /** Ends one of the user's sessions; false when it is not theirs or has ended already. */
    async end(userId: string, sessionId: string): Promise<boolean> {
      const rows = await db.query('DELETE FROM user_sessions WHERE session_id = $1 AND user_id = $2 RETURNING session_id', [
        sessionId,
        userId,
      ]);
      return rows.length > 0;
    },

    async endAll(userId: string): Promise<void> {
      await db.query('DELETE FROM user_sessions WHERE user_id = $1', [userId]);
    },
  };
}
