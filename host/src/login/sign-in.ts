import { ApiError, configureApi, login, signInWithCode } from '@portal/api';
import type { LoginRequest, SignedInReply, TwoStepSignIn } from '@portal/contracts';
import { askTwoStepSetup, useSession } from '@portal/session';

import { loadPortalConfig } from '../portal-config';
import { hostText } from '../strings/host-strings';

let apiReady: Promise<void> | null = null;

/**
 * The API's address comes from portal.config.json, as in the shell: read once, started as soon as
 * the page is interactive so signing in does not wait for it, and read again after a failure.
 */
export function prepareApi(): Promise<void> {
  apiReady ??= loadPortalConfig().then(
    (config) => configureApi({ baseUrl: config.apiBaseUrl }),
    (error: unknown) => {
      apiReady = null;
      throw error;
    },
  );
  return apiReady;
}

/** Keeps the session of a full sign-in, and whether the business asks for two-step set-up first. */
function keepSession(reply: SignedInReply): void {
  useSession
    .getState()
    .signIn({ token: reply.token, userId: reply.user.user_id, supplierId: reply.user.supplier_id, role: reply.user.role });
  askTwoStepSetup(reply.two_step === 'setup');
}

/**
 * Signs in through @portal/api (the reply parsed with its contract) and keeps the session; for a
 * person with two-step sign-in on, answers the challenge the code goes with instead (no session yet).
 */
export async function signIn(values: LoginRequest): Promise<string | null> {
  await prepareApi();
  const reply = await login(values);
  if (reply.two_step === 'code') return reply.challenge;
  keepSession(reply);
  return null;
}

/** Sign-in's second step: the challenge and a code from the app or a recovery code. */
export async function signInWithTwoStep(values: TwoStepSignIn): Promise<void> {
  await prepareApi();
  keepSession(await signInWithCode(values));
}

/**
 * What a signed-out page says when a request failed: the server's message, else `withoutMessage`;
 * 'Something went wrong' when the server could not answer.
 */
export function requestFailure(error: unknown, withoutMessage: string): string {
  if (error instanceof ApiError && error.status > 0) return error.message || withoutMessage;
  return hostText()('errors.somethingWentWrong');
}

/** The spec's words for a failed sign-in: the server's message, else 'Login failed'; 'Something went wrong' when the server could not answer. */
export const signInFailure = (error: unknown): string => requestFailure(error, hostText()('login.failed'));
