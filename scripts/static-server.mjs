// Serves a production build: the host with a fallback to index.html for client routes and the API
// under /api/, a remote with CORS so the host's origin can load its manifest and chunks. Node only,
// no dependencies.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { forwardToApi } from './api-proxy.mjs';
import { chooseVariant, deliveryHeaders, entityTag, notModified } from './static-delivery.mjs';

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8', '.woff2': 'font/woff2',
};

/**
 * `headers` go with every file (the portal's security headers, scripts/security-headers.mjs); `api`,
 * the origin of the provider API, is served under /api/ (the host's).
 */
export function serveStatic({ dir, port, spa, headers = {}, api }) {
  const server = createServer((request, response) => {
    if (api && request.url?.startsWith('/api/')) {
      forwardToApi(request, response, api);
      return;
    }
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir)) {
      response.writeHead(403, headers).end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) {
      if (!spa || extname(path)) {
        response.writeHead(404, { ...headers, 'Access-Control-Allow-Origin': '*' }).end('Not found');
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
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
      ...deliveryHeaders(file, variant, etag),
    });
    if (unchanged) response.end();
    else createReadStream(variant.path).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolve(server));
  });
}
