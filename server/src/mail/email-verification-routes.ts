import { createHash } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { authEndpoints, EMAIL_ALREADY_VERIFIED_MESSAGE, languageOfRequest, templateIn, USER_REFUSALS } from '@portal/contracts';

import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { refuse } from '../http/errors';
import { route } from '../http/route';
import { requireUser } from '../plugins/auth';
import { userRepository } from '../users/user-repository';
import { createVerificationToken, verificationLink, verificationMail, verifyEmail, type VerifyOutcome } from './email-verification';
import type { Mailer } from './mailer';

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
const VERIFY_PAGE_POLICY = `default-src 'none'; style-src '${hashOf(STYLE)}'; frame-ancestors 'none'`;

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

export function emailVerificationRoutes(
  app: FastifyInstance,
  { db, config, mailer }: { db: Database; config: ServerConfig; mailer: Mailer },
) {
  route(app, authEndpoints.verifyEmail, {
    rateLimitMax: config.VERIFY_EMAIL_RATE_LIMIT,
    handler: async ({ query, reply }) => {
      const outcome = await verifyEmail(db, query.token);
      return reply
        .status(pages[outcome].status)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', VERIFY_PAGE_POLICY)
        .send(page(outcome, config.PORTAL_URL));
    },
  });

  route(app, authEndpoints.resendVerificationEmail, {
    rateLimitMax: config.VERIFY_EMAIL_RESEND_RATE_LIMIT,
    handler: async ({ params, request }) => {
      requireUser(request, params.id);
      const user = await userRepository(db).verificationState(params.id);
      if (!user) throw refuse(USER_REFUSALS.userNotFound);
      if (user.verified) return { message: EMAIL_ALREADY_VERIFIED_MESSAGE, email_verified: true };
      const token = await createVerificationToken(db, params.id);
      // Unlike sign-up's, this one was asked for: a mail server that is down is the answer's to tell.
      await mailer
        .send(verificationMail({ email: user.email, fullName: user.full_name, language: user.language }, verificationLink(config, token)))
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'verification e-mail not sent');
          throw refuse(USER_REFUSALS.verificationNotSent);
        });
      const language = languageOfRequest(request.headers['accept-language']);
      return {
        message: templateIn(language, 'We have sent a new verification email to {email}.', { email: user.email }),
        email_verified: false,
      };
    },
  });
}
