import type { FastifyInstance } from 'fastify';

import {
  authEndpoints,
  languageOfRequest,
  messageIn,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  RESET_LINK_INVALID_REFUSAL,
} from '@portal/contracts';

import { scryptParams, type ServerConfig } from '../config';
import type { Database } from '../db/database';
import { refuse } from '../http/errors';
import { route } from '../http/route';
import type { Mailer } from '../mail/mailer';
import { userRepository } from '../users/user-repository';
import { refuseCommonPassword } from './common-passwords';
import { hashPassword } from './password';
import { isUsableResetToken, resetPassword, sendResetLink } from './password-reset';

/**
 * Account recovery: a reset link by e-mail, and the new password it lets a person set. The request
 * is answered the same, and as fast, whether or not the e-mail has an account: the link is made and
 * sent after the answer. Both routes are limited per address (guessing at links, mail flooding),
 * and each account gets a few e-mails an hour at most.
 */
export function passwordResetRoutes(app: FastifyInstance, deps: { db: Database; config: ServerConfig; mailer: Mailer }) {
  const { db, config } = deps;
  const users = userRepository(db);
  // Links being made and sent after their answers; the server waits for them when it closes.
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(sending);
  });

  route(app, authEndpoints.requestPasswordReset, {
    rateLimitMax: config.PASSWORD_RESET_RATE_LIMIT,
    handler: async ({ body, request }) => {
      const found = await users.findCredentials(body.email);
      // Customers of the marketplace do not use the portal: they are answered as no account at all.
      if (found?.user.role === 'supplier') {
        const { user_id: userId, email, full_name: fullName, language } = found.user;
        const user = { userId, email, fullName, language };
        const job = new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => sendResetLink({ ...deps, log: request.log }, user))
          .catch((error: unknown) => request.log.error({ err: error, userId: user.userId }, 'password reset e-mail not sent'))
          .finally(() => sending.delete(job));
        sending.add(job);
      }
      return { message: messageIn(languageOfRequest(request.headers['accept-language']), PASSWORD_RESET_SENT_MESSAGE) };
    },
  });

  route(app, authEndpoints.confirmPasswordReset, {
    rateLimitMax: config.PASSWORD_RESET_RATE_LIMIT,
    handler: async ({ body, request }) => {
      // Checked before the (deliberately slow) password hash, so a guessed token costs the server little.
      if (!(await isUsableResetToken(db, body.token))) throw refuse(RESET_LINK_INVALID_REFUSAL);
      refuseCommonPassword(body.password);
      const userId = await resetPassword(db, body.token, await hashPassword(body.password, scryptParams(config)));
      if (!userId) throw refuse(RESET_LINK_INVALID_REFUSAL);
      return { message: messageIn(languageOfRequest(request.headers['accept-language']), PASSWORD_RESET_DONE_MESSAGE) };
    },
  });
}
