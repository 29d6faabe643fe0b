// The host's origin as the portal's one address, as the compose nginx serves it too: the provider
// API under /api/ (ADR 0013) and each remote under /remotes/<name>/ (ADR 0014). The browser's calls
// and the remotes' files are then same-origin: none waits for a CORS preflight or a connection of
// its own. The server and the remotes still listen on their own ports. Node only.
import { request as httpRequest } from 'node:http';
import { createGzip } from 'node:zlib';

import { acceptedEncodings } from './static-delivery.mjs';

/** Answers that carry no body, whatever their headers say. */
const bodiless = (request, answer) => request.method === 'HEAD' || answer.statusCode === 204 || answer.statusCode === 304;

/** A JSON answer worth compressing for a client that accepts gzip, as the compose nginx does it (gzip 6, from 1 KB). */
function gzipsAnswer(request, answer) {
  const length = Number(answer.headers['content-length'] ?? Infinity);
  return (
    !bodiless(request, answer) &&
    /^application\/json/.test(answer.headers['content-type'] ?? '') &&
    !answer.headers['content-encoding'] &&
    length >= 1024 &&
    acceptedEncodings(request.headers['accept-encoding']).has('gzip')
  );
}

/** The answer as it goes to the browser: gzipped on the way when `gzipsAnswer`. */
function relay(request, response, answer) {
  if (!gzipsAnswer(request, answer)) {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
    return;
  }
  const headers = {
    ...answer.headers,
    'content-encoding': 'gzip',
    vary: [answer.headers.vary, 'Accept-Encoding'].filter(Boolean).join(', '),
  };
  delete headers['content-length'];
  response.writeHead(answer.statusCode ?? 502, headers);
  answer.pipe(createGzip({ level: 6 })).pipe(response);
}

/**
 * Sends `request` on to `upstream` (an origin), at `path` there, and its answer back, both streamed.
 * When the upstream cannot be reached the answer is a 502 with `unreachable` as its message.
 */
export function forward(request, response, upstream, { path = request.url, unreachable }) {
  const target = new URL(upstream);
  // The portal's front door: the client is whoever opened this connection. A header the client
  // sent is replaced, not added to, or a person could name any address the server then believes
  // and start a new rate-limit count with each request.
  const forwardedFor = request.socket.remoteAddress ?? '';
  const outgoing = httpRequest(
    {
      host: target.hostname,
      port: target.port,
      method: request.method,
      path,
      headers: {
        ...request.headers,
        host: target.host,
        'x-forwarded-for': forwardedFor,
        'x-forwarded-host': request.headers.host ?? '',
        'x-forwarded-proto': 'http',
      },
    },
    (answer) => relay(request, response, answer),
  );
  outgoing.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
    // A kept-alive connection the upstream closed just as it was reused: a read is sent again once.
    if (outgoing.reusedSocket && error.code === 'ECONNRESET' && !response.headersSent && ['GET', 'HEAD'].includes(request.method)) {
      forward(request, response, upstream, { path, unreachable });
      return;
    }
    if (response.headersSent) response.destroy();
    else response.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message: unreachable }));
  });
  // A browser that goes away (a cancelled read) cancels the request upstream with it.
  response.on('close', () => {
    if (!response.writableFinished) outgoing.destroy();
  });
  request.pipe(outgoing);
}
