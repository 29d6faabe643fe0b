import { createHmac, timingSafeEqual } from 'node:crypto';

import { API_PREFIX } from '@portal/contracts';

import type { ServerConfig } from '../config';

/** A signed link works for an hour at least... */
const LIFETIME_SECONDS = 60 * 60;
/** ...and its expiry is rounded up to a quarter of an hour, so a list polled every few seconds keeps the same links (and the browser its cached images). */
const STEP_SECONDS = 15 * 60;

export type LinkCheck = 'valid' | 'expired' | 'invalid';

const prefix = `${API_PREFIX}/files/`;
/** A file's own address: its stored name, then (optionally) the name it was uploaded under. */
const OWN_ADDRESS = new RegExp(`^${prefix}([0-9a-f-]{36}\\.[a-z]+)(?:/[^/?#]{1,1500})?$`);
/** The longest uploaded file name kept in an address, in characters. */
const LABEL_LENGTH = 120;

/**
 * The name a file was uploaded under, as the last segment of its address: what the portal shows
 * and what a browser saves the file as. Only the name, never a folder it was sent with; control
 * characters become spaces.
 */
const labelOf = (original: string) => {
  const name = original
    .split(/[/\\]/)
    .pop()!
    .replace(/\p{Cc}/gu, ' ')
    .trim();
  const label = [...name].slice(-LABEL_LENGTH).join('');
  return label === '' || label === '.' || label === '..' ? '' : `/${encodeURIComponent(label)}`;
};

/** A file's own address: its stored name and the name it was uploaded under, at the portal's origin. */
export const fileAddress = (name: string, original = '') => `${prefix}${name}${labelOf(original)}`;

/**
 * The addresses of uploaded files. A file's own address is a path at the portal's origin
 * (`/api/v1/files/{name}/{uploaded name}`, never a host name: the browser reaches the API where it
 * reached the portal); records store it and it serves a public image. A private file (a document,
 * a ticket or message attachment) is served only through the same address signed for a while
 * (`?expires=…&signature=…`), which the API answers with the records that hold it, to whoever may
 * read them. The signing key is derived from the token secret.
 */
export function fileUrls(config: Pick<ServerConfig, 'JWT_SECRET'>) {
  const key = createHmac('sha256', config.JWT_SECRET).update('uploaded file links').digest();
  const signatureOf = (name: string, expires: number) => createHmac('sha256', key).update(`${name}\n${expires}`).digest();
  /** The stored name of a file's own address; null for anything else (a host name, a signed link, another path). */
  const nameOf = (url: string): string | null => OWN_ADDRESS.exec(url)?.[1] ?? null;

  return {
    urlOf: fileAddress,
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
