import type { FastifyInstance } from 'fastify';

import { TWO_STEP_REFUSALS, twoStepEndpoints } from '@portal/contracts';

import { finishSignIn } from '../auth/auth-routes';
import { verifyPassword } from '../auth/password';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { refuse } from '../http/errors';
import { route } from '../http/route';
import type { Mailer } from '../mail/mailer';
import { principalOf, requireSupplier } from '../plugins/auth';
import { signIns } from '../sessions/sign-in';
import { userRepository } from '../users/user-repository';
import { codeTimeStep, newRecoveryCodes, newSecret } from './totp';
import { twoStepRepository } from './two-step-repository';
import { spendCode } from './two-step-sign-in';

/** Wrong codes one sign-in challenge takes before the person has to give the password again. */
const CHALLENGE_TRIES = 5;

/** Two-step sign-in: the person's set-up from the profile, the sign-in's second step, the owner's requirement. */
export function twoStepRoutes(app: FastifyInstance, { db, config, mailer }: { db: Database; config: ServerConfig; mailer: Mailer }) {
  const repo = twoStepRepository(db);
  const signIn = signIns(app, { db, mailer });
  const users = userRepository(db);

  route(app, twoStepEndpoints.getTwoStep, {
    handler: async ({ request }) => {
      const { userId, supplierId } = principalOf(request);
      const login = await repo.find(userId);
      return {
        enabled: login?.enabled ?? false,
        recovery_codes_left: login?.enabled ? await repo.recoveryCodesLeft(userId) : 0,
        required: await repo.required(supplierId),
      };
    },
  });

  route(app, twoStepEndpoints.startTwoStep, {
    rateLimitMax: config.PASSWORD_RATE_LIMIT,
    handler: async ({ request }) => {
      const { userId } = principalOf(request);
      const user = await users.findById(userId);
      const setup = newSecret(user!.email);
      if (!(await repo.startSetup(userId, setup.secret))) throw refuse(TWO_STEP_REFUSALS.alreadyOn);
      return setup;
    },
  });

  route(app, twoStepEndpoints.confirmTwoStep, {
    rateLimitMax: config.PASSWORD_RATE_LIMIT,
    handler: async ({ body, request }) => {
      const { userId } = principalOf(request);
      const login = await repo.find(userId);
      if (login?.enabled) throw refuse(TWO_STEP_REFUSALS.alreadyOn);
      if (!login) throw refuse(TWO_STEP_REFUSALS.notPending);
      const timeStep = await codeTimeStep(login.secret, body.code, login.lastTimeStep);
      if (timeStep === null || !(await repo.takeTimeStep(userId, timeStep))) throw refuse(TWO_STEP_REFUSALS.wrongCode);
      const recoveryCodes = newRecoveryCodes();
      await db.transaction((tx) => twoStepRepository(tx).enable(userId, recoveryCodes));
      return { recovery_codes: recoveryCodes };
    },
  });

  route(app, twoStepEndpoints.disableTwoStep, {
    rateLimitMax: config.PASSWORD_RATE_LIMIT,
    handler: async ({ body, request }) => {
      const { userId } = principalOf(request);
      if (!(await repo.find(userId))?.enabled) throw refuse(TWO_STEP_REFUSALS.off);
      const hash = await users.passwordHash(userId);
      if (!hash || !(await verifyPassword(body.password, hash))) throw refuse(TWO_STEP_REFUSALS.wrongPassword);
      if (!(await spendCode(repo, userId, body.code))) throw refuse(TWO_STEP_REFUSALS.wrongCode);
      await db.transaction((tx) => twoStepRepository(tx).disable(userId));
      return { message: 'Two-step sign-in is off.' };
    },
  });

  route(app, twoStepEndpoints.signInWithCode, {
    rateLimitMax: config.LOGIN_RATE_LIMIT,
    handler: async ({ body, request, reply }) => {
      const person = await repo.challengeOwner(body.challenge, CHALLENGE_TRIES);
      if (!person) throw refuse(TWO_STEP_REFUSALS.challengeEnded);
      if (!(await spendCode(repo, person.user_id, body.code))) {
        await repo.failChallenge(body.challenge);
        throw refuse(TWO_STEP_REFUSALS.wrongCode);
      }
      // Single use: the challenge cannot sign in twice.
      await repo.endChallenge(body.challenge);
      return finishSignIn(signIn, db, { request, reply }, person);
    },
  });

  route(app, twoStepEndpoints.getTwoStepRequirement, {
    handler: async ({ request }) => ({ required: await repo.required(requireSupplier(request)) }),
  });

  route(app, twoStepEndpoints.setTwoStepRequirement, {
    handler: async ({ body, request }) => {
      await repo.setRequired(requireSupplier(request), body.required);
      return { required: body.required };
    },
  });
}
