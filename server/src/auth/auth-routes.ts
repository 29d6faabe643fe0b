import { randomBytes } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { authEndpoints, CUSTOMER_ACCOUNT_MESSAGE, EMAIL_TAKEN_MESSAGE } from '@portal/contracts';
import { signupEndpoints } from '@portal/contracts/endpoints/signup';

import { scryptParams, type ServerConfig } from '../config';
import type { Database } from '../db/database';
import { conflict, forbidden, unauthorized } from '../http/errors';
import { route } from '../http/route';
import type { Mailer } from '../mail/mailer';
import { signIns } from '../sessions/sign-in';
import { teamRepository } from '../team/team-repository';
import { userRepository } from '../users/user-repository';
import { refuseCommonPassword } from './common-passwords';
import { hashPassword, needsRehash, verifyPassword } from './password';

export function authRoutes(app: FastifyInstance, { db, config, mailer }: { db: Database; config: ServerConfig; mailer: Mailer }) {
  const users = userRepository(db);
  const signIn = signIns(app, { db, mailer });
  const params = scryptParams(config);
  const unknownUserHash = hashPassword(randomBytes(16).toString('hex'), params);

  route(app, authEndpoints.login, {
    rateLimitMax: [config.LOGIN_RATE_LIMIT, config.LOGIN_ADDRESS_RATE_LIMIT],
    handler: async ({ body, request, reply }) => {
      const found = await users.findCredentials(body.email);
      // An unknown e-mail costs the same hash as a known one, so timing does not tell which exist.
      const passwordRight = await verifyPassword(body.password, found?.passwordHash ?? (await unknownUserHash));
      if (!found || !passwordRight) throw unauthorized('Invalid email or password');
      // Said only to the person who knows the password, so it tells a stranger nothing.
      if (found.user.role !== 'supplier') throw forbidden(CUSTOMER_ACCOUNT_MESSAGE);
      // A hash made with weaker parameters than today's is replaced while the password is at hand.
      if (needsRehash(found.passwordHash, params))
        await users.rehashPassword(found.user.user_id, found.passwordHash, await hashPassword(body.password, params));
      const token = await signIn(request, reply, { userId: found.user.user_id, supplierId: found.supplierId }, { announce: true });
      if (found.supplierId) await teamRepository(db).signedIn(found.user.user_id, found.supplierId);
      return {
        message: 'Login successful',
        token,
        user: {
          user_id: found.user.user_id,
          supplier_id: found.supplierId,
          role: found.role,
          full_name: found.user.full_name,
          email: found.user.email,
        },
      };
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
        if (existing.user.role !== 'supplier') throw forbidden(CUSTOMER_ACCOUNT_MESSAGE);
        const id = existing.user.user_id;
        reply.status(200);
        return {
          message: 'User already registered; continuing sign-up',
          user: { user_id: id },
          token: await signIn(request, reply, { userId: id, supplierId: null }, { announce: false }),
        };
      }
      throw conflict(EMAIL_TAKEN_MESSAGE, [{ field: 'email', message: EMAIL_TAKEN_MESSAGE }]);
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
