import { randomBytes } from 'node:crypto';

import { TWO_STEP_CHALLENGE_SECONDS, type TwoStepChallengeReply } from '@portal/contracts';

import type { Queryable } from '../db/database';
import { codeTimeStep, normalRecoveryCode } from './totp';
import { type TwoStepRepository, twoStepRepository } from './two-step-repository';

/**
 * Spends `code` for a person with two-step on: an app code of a time step later than the last one
 * taken (so the same code never works twice), or one of their unused recovery codes.
 */
export async function spendCode(repo: TwoStepRepository, userId: string, code: string): Promise<boolean> {
  const login = await repo.find(userId);
  if (!login?.enabled) return false;
  if (/^\d{6}$/.test(code)) {
    const timeStep = await codeTimeStep(login.secret, code, login.lastTimeStep);
    return timeStep !== null && (await repo.takeTimeStep(userId, timeStep));
  }
  return repo.useRecoveryCode(userId, normalRecoveryCode(code));
}

/** What users/login adds once the password is right: a second step owed, or set-up asked for. */
type SignInStep = TwoStepChallengeReply | { two_step?: 'setup' };

/** The hook users/login calls after the password: nothing usable as a session leaves before the code. */
export function twoStepSignIn(db: Queryable) {
  const repo = twoStepRepository(db);
  return {
    async atSignIn(userId: string, supplierId: string | null): Promise<SignInStep> {
      const login = await repo.find(userId);
      if (login?.enabled) {
        const challenge = randomBytes(32).toString('base64url');
        await repo.createChallenge(challenge, userId, supplierId, TWO_STEP_CHALLENGE_SECONDS);
        return {
          message: 'Enter the code from your authenticator app',
          two_step: 'code',
          challenge,
          expires_in: TWO_STEP_CHALLENGE_SECONDS,
        };
      }
      return (await repo.required(supplierId)) ? { two_step: 'setup' } : {};
    },
  };
}
