import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_PREFIX } from '@portal/contracts';
import type { ServerConfig } from '../config';

/** A signed link works for an hour at least... */
const LIFETIME_SECONDS = 60 * 60;
/** ...and its expiry is rounded up to a quarter of an hour, so a list polled every few seconds keeps the same links (and the browser its cached images). */
const STEP_SECONDS = 15 * 60;

export type LinkCheck = 'valid' | 'expired' | 'invalid';

/**
 * The addresses of uploaded files. A file's own address (`{PUBLIC_URL}/api/v1/files/{name}`) is
 * what records store and what serves a public image; a private file (a document, a ticket or
 * message attachment) is served only through the same address signed for a while
 * (`?expires=…&signature=…`), which the API answers with the records that hold it, to whoever may
 * read them. The signing key is derived from the token secret.
 */
export function fileUrls(config: Pick<ServerConfig, 'PUBLIC_URL' | 'JWT_SECRET'>) {
  const prefix = `${config.PUBLIC_URL.replace(/\/$/, '')}${API_PREFIX}/files/`;
  const key = createHmac('sha256', config.JWT_SECRET).update('uploaded file links').digest();
  const signatureOf = (name: string, expires: number) => createHmac('sha256', key).update(`${name}\n${expires}`).digest();
  /** The stored name of a file's own address; null for anything else (another host, a signed link, a path). */
  const nameOf = (url: string): string | null => {
    if (!url.startsWith(prefix)) return null;
    const name = url.slice(prefix.length);
    return /^[0-9a-f-]{36}\.[a-z]+$/.test(name) ? name : null;
  };

  return {
    urlOf: (name: string) => `${prefix}${name}`,
    nameOf,

    /** A file's own address, signed for about an hour; any other value unchanged. */
    signed<T extends string | null>(url: T, now = Date.now()): T {
      const name = url === null ? null : nameOf(url);
      if (name === null) return url;
      const expires = Math.ceil((now / 1000 + LIFETIME_SECONDS) / STEP_SECONDS) * STEP_SECONDS;
      return `${url}?expires=${expires}&signature=${signatureOf(name, expires).toString('base64url')}` as T;
    },

    check(name: string, link: { expires?: string; signature?: string }, now = Date.now()): LinkCheck {
      if (!link.expires || !link.signature || !/^\d{1,12}$/.test(link.expires)) return 'invalid';
      const expected = signatureOf(name, Number(link.expires));
      const given = Buffer.from(link.signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return Number(link.expires) * 1000 > now ? 'valid' : 'expired';
    },
  };
}

export type FileUrls = ReturnType<typeof fileUrls>;
