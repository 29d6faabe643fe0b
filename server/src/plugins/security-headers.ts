import fp from 'fastify-plugin';

/**
 * The security headers a JSON API needs, set once per reply from a fixed object. (helmet computes
 * a browser-page policy per request and cost this API about 40% of its throughput.)
 */
const headers = {
  // An answer is about someone (a profile carries the IBAN, a token the session): neither the
  // browser's cache nor a shared one keeps it. A reply with caching of its own (an uploaded
  // file, upload-routes.ts) sets its header after this one.
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  // Uploaded photos are shown by the portal, which has another origin.
  'cross-origin-resource-policy': 'cross-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const;

export const securityHeaders = fp(
  async (app) => {
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });
  },
  { name: 'security-headers' },
);
