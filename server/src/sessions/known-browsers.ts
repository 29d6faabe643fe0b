import { createHash, randomBytes } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { API_PREFIX } from '@portal/contracts';

import type { Queryable } from '../db/database';

/**
 * A browser is known by a random key the API gives it in a cookie at its first sign-in: nothing
 * about the browser itself is read or kept, and the server stores only the key's hash. The cookie
 * is sent only to the API, never readable by scripts; clearing cookies makes the browser new again.
 */
const COOKIE = 'portal_browser';
const KEY = /^[A-Za-z0-9_-]{43}$/;
/** About 400 days, the longest a browser keeps a cookie. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** The key of the browser's cookie, if it sent one. */
export function cookieKey(request: FastifyRequest): string | null {
  const header = request.headers.cookie ?? '';
  for (const pair of header.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === COOKIE && value && KEY.test(value)) return value;
  }
  return null;
}

/** The browser's key from its cookie; a new key (and its cookie on the reply) when it has none. */
export function browserKey(request: FastifyRequest, reply: FastifyReply): string {
  const known = cookieKey(request);
  if (known) return known;
  const key = randomBytes(32).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${COOKIE}=${key}; Path=${API_PREFIX}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`);
  return key;
}

/** The browsers each person has signed in from (known_browsers, migration 014). */
export function knownBrowsers(db: Queryable) {
  return {
    /** Records the browser for the user; true when it had not been seen for them before. */
    async remember(userId: string, key: string): Promise<boolean> {
      const rows = await db.query(
        'INSERT INTO known_browsers (user_id, browser_hash) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING user_id',
        [userId, hashOf(key)],
      );
      return rows.length > 0;
    },
  };
}
