// How the static server delivers a file of a production build (issue 14): the Brotli or gzip copy
// the build wrote beside it when the client accepts one, and caching by name: a file whose name
// carries a content hash never changes, everything else (index.html, main.js, remoteEntry.js,
// mf-manifest.json, portal.config.json) is revalidated. docker/nginx applies the same rules.
import { existsSync, statSync } from 'node:fs';
import { basename } from 'node:path';

/** [contenthash:8] of the preset's chunk names, e.g. 541.63caefc2.js. */
const HASHED = /\.[0-9a-f]{8}\.js$/;
/** Preferred first: Brotli is ~15% smaller than gzip on our bundles. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/** Kept a year, never revalidated: the file at that address never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControl(file) {
  return HASHED.test(basename(file)) ? IMMUTABLE : 'no-cache';
}

/** The codings an Accept-Encoding header allows (a `;q=0` refuses one). */
export function acceptedEncodings(header = '') {
  return new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name = '']) => name.trim().toLowerCase()),
  );
}

/**
 * What to send for `file`: the path on disk, its Content-Encoding (none for the file itself) and
 * whether the answer varies by Accept-Encoding (a compressed copy exists).
 */
export function chooseVariant(file, acceptEncoding) {
  const copies = PRECOMPRESSED.filter(({ suffix }) => existsSync(file + suffix));
  const accepted = acceptedEncodings(acceptEncoding);
  const chosen = copies.find(({ encoding }) => accepted.has(encoding));
  return { path: chosen ? file + chosen.suffix : file, encoding: chosen?.encoding ?? null, varies: copies.length > 0 };
}

/** A validator for revalidation: changes whenever the bytes sent change. */
export function entityTag(path) {
  const { size, mtimeMs } = statSync(path);
  return `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
}

/** Headers of the delivery: encoding, caching and the validator, for the caller to send. */
export function deliveryHeaders(file, variant, etag) {
  return {
    'Cache-Control': cacheControl(file),
    ETag: etag,
    'Content-Length': String(statSync(variant.path).size),
    ...(variant.encoding ? { 'Content-Encoding': variant.encoding } : {}),
    ...(variant.varies ? { Vary: 'Accept-Encoding' } : {}),
  };
}

/** True when the client's cached copy (If-None-Match) is still the one we would send. */
export function notModified(ifNoneMatch, etag) {
  return Boolean(ifNoneMatch) && ifNoneMatch.split(',').some((tag) => tag.trim() === etag);
}
