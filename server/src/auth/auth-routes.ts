import { randomBytes } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { AUTH_REFUSALS, authEndpoints, type LoginReply, type Role } from '@portal/contracts';
import { signupEndpoints } from '@portal/contracts/endpoints/signup';

import { scryptParams, type ServerConfig } from '../config';
import type { Database } from '../db/database';
import { refuse } from '../http/errors';
import { route } from '../http/route';
import type { Mailer } from '../mail/mailer';
import { type SignIn, signIns } from '../sessions/sign-in';
import { teamRepository } from '../team/team-repository';
import { twoStepSignIn } from '../two-step/two-step-sign-in';
import { userRepository } from '../users/user-repository';
import { refuseCommonPassword } from './common-passwords';
import { hashPassword, needsRehash, verifyPassword } from './password';

/** Who signs in, to which business and with which role there. */
export interface SigningIn {
  user_id: string;
  supplier_id: string | null;
  role: Role | null;
  full_name: string;
  email: string;
}

/**
 * The end of every sign-in (after the password, or after the second step): a session of this
 * browser's (a new browser is told by e-mail), its token and the reply.
 */
export async function finishSignIn(
  signIn: SignIn,
  db: Database,
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
  person: SigningIn,
): Promise<LoginReply> {
  const token = await signIn(request, reply, { userId: person.user_id, supplierId: person.supplier_id }, { announce: true });
  if (person.supplier_id) await teamRepository(db).signedIn(person.user_id, person.supplier_id);
  const { user_id, supplier_id, role, full_name, email } = person;
  return { message: 'Login successful', token, user: { user_id, supplier_id, role, full_name, email } };
}

export function authRoutes(app: FastifyInstance, { db, config, mailer }: { db: Database; config: ServerConfig; mailer: Mailer }) {
  const users = userRepository(db);
  const twoStep = twoStepSignIn(db);
  const signIn = signIns(app, { db, mailer });
  const params = scryptParams(config);
  const unknownUserHash = hashPassword(randomBytes(16).toString('hex'), params);

  route(app, authEndpoints.login, {
    rateLimitMax: [config.LOGIN_RATE_LIMIT, config.LOGIN_ADDRESS_RATE_LIMIT],
    handler: async ({ body, request, reply }) => {
      const found = await users.findCredentials(body.email);
      // An unknown e-mail costs the same hash as a known one, so timing does not tell which exist.
      const passwordRight = await verifyPassword(body.password, found?.passwordHash ?? (await unknownUserHash));
      if (!found || !passwordRight) throw refuse(AUTH_REFUSALS.invalidCredentials);
      // Said only to the person who knows the password, so it tells a stranger nothing.
      if (found.user.role !== 'supplier') throw refuse(AUTH_REFUSALS.customerAccount);
      // A hash made with weaker parameters than today's is replaced while the password is at hand.
      if (needsRehash(found.passwordHash, params))
        await users.rehashPassword(found.user.user_id, found.passwordHash, await hashPassword(body.password, params));
      const step = await twoStep.atSignIn(found.user.user_id, found.supplierId);
      if (step.two_step === 'code') return step;
      const person = { ...found.user, supplier_id: found.supplierId, role: found.role };
      return { ...(await finishSignIn(signIn, db, { request, reply }, person)), ...step };
    },
  });

  route(app, signupEndpoints.registerUser, {
    rateLimitMax: config.REGISTER_RATE_LIMIT,
    handler: async ({ body, request, reply }) => {
      refuseCommonPassword(body.password);
      const userId = await users.insert({ ...body, role: 'supplier', password_hash: await hashPassword(body.password, params) });
      if (userId) {
        return {
          message: 'User registered successfully',
          user: { user_id: userId },
          token: await signIn(request, reply, { userId, supplierId: null }, { announce: false }),
        };
      }
      // Submitting the wizard again after the supplier step failed: the same person, same password,
      // no supplier yet, continues with the account that already exists.
      const existing = await users.findCredentials(body.email);
      if (existing && !existing.supplierId && (await verifyPassword(body.password, existing.passwordHash))) {
        if (existing.user.role !== 'supplier') throw refuse(AUTH_REFUSALS.customerAccount);
        const id = existing.user.user_id;
        reply.status(200);
        return {
          message: 'User already registered; continuing sign-up',
          user: { user_id: id },
          token: await signIn(request, reply, { userId: id, supplierId: null }, { announce: false }),
        };
      }
      throw refuse(AUTH_REFUSALS.emailTaken);
    },
  });

  route(app, authEndpoints.checkEmail, {
    rateLimitMax: config.REGISTER_RATE_LIMIT,
    handler: async ({ body }) => {
      const found = await users.findCredentials(body.email);
      // Every answer costs one hash, as users/register does, so its timing says no more than the answer.
      if (!found) {
        await verifyPassword(body.password, await unknownUserHash);
        return { available: true };
      }
      // Taken, unless it is the same person's sign-up begun before (users/register lets it continue).
      const sameUnfinished =
        !found.supplierId && found.user.role === 'supplier' && (await verifyPassword(body.password, found.passwordHash));
      return { available: sameUnfinished };
    },
  });
}
