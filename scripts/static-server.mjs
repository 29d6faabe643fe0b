// Serves a production build: the host with a fallback to index.html for client routes, the API
// under /api/ and each remote under /remotes/<name>/. No CORS: the portal's pages load the remotes
// at their own origin (ADR 0014), and no other site may read the portal's files. Node only.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

import { forward } from './proxy.mjs';
import { chooseVariant, deliveryHeaders, entityTag, IMMUTABLE, notModified } from './static-delivery.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * Where the host sends a request on instead of answering it from its files: the provider API at
 * the origin `api()` answers (under /api/), or a remote at its origin in `remotes` (under /remotes/<name>/).
 */
function upstreamOf(url, { api, remotes }) {
  if (api && url.startsWith('/api/')) return { upstream: api(), path: url, unreachable: 'The API is not reachable' };
  const [, name, path] = /^\/remotes\/([\w-]+)(\/.*)$/.exec(url) ?? [];
  if (remotes?.has(name)) return { upstream: remotes.get(name), path, unreachable: `The ${name} remote is not reachable` };
  return undefined;
}

/**
 * The file a path names: in the host's build, or (with `releases`, ADR 0017) a released remote's
 * version folder under /releases/<remote>/<version>/, whose files never change, and the
 * portal.config.json a release wrote in place of the build's own.
 */
function fileOf(path, { dir, releases }) {
  if (releases && path.startsWith('/releases/')) {
    const versions = join(releases, 'versions');
    return { base: versions, file: normalize(join(versions, path.slice('/releases/'.length))), immutable: true };
  }
  const released = releases && join(releases, 'portal.config.json');
  if (path === '/portal.config.json' && released && existsSync(released)) return { base: releases, file: released, immutable: false };
  return { base: dir, file: normalize(join(dir, path)), immutable: false };
}

/** The origins one after another, a request each: round robin, as nginx takes an upstream's servers. */
function inTurn(origins) {
  let next = 0;
  return () => origins[next++ % origins.length];
}

/**
 * `headers` go with every file (the portal's security headers, scripts/security-headers.mjs). The
 * host's options: `api`, the origin of the provider API (or its instances' origins, taken in turn), and `remotes`, each remote's origin by its
 * name in portal.config.json, are served at the host's own origin (ADR 0013, ADR 0014), and
 * `releases`, the releases root of the remotes released alone (ADR 0017).
 * @param {{ dir: string, port: number, spa: boolean, headers?: Record<string, string>, api?: string | string[], remotes?: Map<string, string>, releases?: string }} options
 */
export function serveStatic({ dir, port, spa, headers = {}, api, remotes, releases }) {
  const nextApi = api ? inTurn([api].flat()) : undefined;
  const server = createServer((request, response) => {
    const forwarded = upstreamOf(request.url ?? '/', { api: nextApi, remotes });
    if (forwarded) {
      forward(request, response, forwarded.upstream, forwarded);
      return;
    }
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const { base, immutable, ...named } = fileOf(path, { dir, releases });
    let { file } = named;
    if (!file.startsWith(base)) {
      response.writeHead(403, headers).end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) {
      if (!spa || extname(path) || immutable) {
        response.writeHead(404, headers).end('Not found');
        return;
      }
      // A route with a page of its own (/login: login.html, prerendered) is served from it; every
      // other client route from the shell's index.html.
      file = existsSync(`${file}.html`) ? `${file}.html` : join(dir, 'index.html');
    }
    const variant = chooseVariant(file, request.headers['accept-encoding']);
    const etag = entityTag(variant.path);
    const unchanged = notModified(request.headers['if-none-match'], etag);
    response.writeHead(unchanged ? 304 : 200, {
      ...headers,
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      'X-Content-Type-Options': 'nosniff',
      ...deliveryHeaders(file, variant, etag),
      ...(immutable ? { 'Cache-Control': IMMUTABLE } : {}),
    });
    if (unchanged) response.end();
    else createReadStream(variant.path).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolve(server));
  });
}
