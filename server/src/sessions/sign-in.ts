import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { userRepository } from '../users/user-repository';
import { browserSummary } from './browser-summary';
import { browserKey, hashOf, knownBrowsers } from './known-browsers';
import { newSignInMail } from './new-sign-in-mail';

interface SignInOptions {
  /** Tell the person by e-mail when the browser is new to them; not for the sign-up that made the account. */
  announce: boolean;
}

/**
 * Signing in, wherever a person does (login, sign-up, accepting an invitation): a new session of
 * theirs from this request's browser and address, and its token. A browser new to the person is
 * remembered, and announced by e-mail unless told not to.
 */
export function signIns(app: FastifyInstance, { db, mailer }: { db: Database; mailer: Mailer }) {
  const browsers = knownBrowsers(db);
  const users = userRepository(db);

  return async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    subject: { userId: string; supplierId: string | null },
    { announce }: SignInOptions,
  ): Promise<string> {
    const key = browserKey(request, reply);
    const client = { browser: browserSummary(request.headers['user-agent']), ipAddress: request.ip, browserHash: hashOf(key) };
    const token = await app.startSession(subject, client);
    const isNew = await browsers.remember(subject.userId, key);
    const user = isNew && announce ? await users.findById(subject.userId) : null;
    // The sign-in has happened; an e-mail that cannot go out now does not undo it.
    if (user) await mailer.send(newSignInMail(user, client, new Date())).catch((error: unknown) => request.log.error(error));
    return token;
  };
}
export type SignIn = ReturnType<typeof signIns>;
