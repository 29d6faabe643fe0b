import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { perAddress } from '../http/rate-limits';
import { route } from '../http/route';
import { verifyEmail, type VerifyOutcome } from './email-verification';

const VerifyQuerySchema = v.object({ token: v.pipe(v.string(), v.trim(), v.nonEmpty('The link has no token.'), v.maxLength(200)) });

const pages: Record<VerifyOutcome, { status: number; title: string; text: string }> = {
  verified: { status: 200, title: 'Email verified', text: 'Thank you: your email address is verified.' },
  already_verified: { status: 200, title: 'Email already verified', text: 'This email address was verified already.' },
  invalid: { status: 400, title: 'Link not valid', text: 'This verification link is not valid or has expired.' },
};

const STYLE = `body{font-family:system-ui,sans-serif;background:#f7fafc;color:#1a202c;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;padding:2rem;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.1);max-width:28rem;margin:1rem}a{display:inline-block;margin-top:1rem;background:#2b6cb0;color:#fff;padding:.6rem 1rem;border-radius:6px;text-decoration:none}`;

/**
 * The API's policy (default-src 'none') blocked the page's inline style, so the page came unstyled;
 * this one allows that style alone, by its hash, and still nothing else.
 */
export const VERIFY_PAGE_POLICY = `default-src 'none'; style-src '${hashOf(STYLE)}'; frame-ancestors 'none'`;

function hashOf(text: string): string {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`;
}

/** A small page of its own: the person arrives from an e-mail, and may not be signed in anywhere. */
function page(outcome: VerifyOutcome, portalUrl: string): string {
  const { title, text } = pages[outcome];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>${STYLE}</style>
</head><body><main><h1>${title}</h1><p>${text}</p><a href="${portalUrl.replace(/\/$/, '')}/login">Log in to dashboard</a></main></body></html>`;
}

export function emailVerificationRoutes(app: FastifyInstance, { db, config }: { db: Database; config: ServerConfig }) {
  route(app, {
    method: 'GET',
    url: '/users/verify-email',
    summary: 'The link of the verification e-mail: marks the address verified and answers a page',
    tags: ['auth'],
    public: true,
    query: VerifyQuerySchema,
    // The link's token is long and random; guessing at it is slowed all the same.
    rateLimit: perAddress(config.VERIFY_EMAIL_RATE_LIMIT, '1 minute'),
    handler: async ({ query, reply }) => {
      const outcome = await verifyEmail(db, query.token);
      return reply.status(pages[outcome].status).type('text/html; charset=utf-8').header('content-security-policy', VERIFY_PAGE_POLICY).send(page(outcome, config.PORTAL_URL));
    },
  });
}
