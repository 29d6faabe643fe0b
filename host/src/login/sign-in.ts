import { ApiError, configureApi, login } from '@portal/api';
import type { LoginRequest } from '@portal/contracts';
import { useSession } from '@portal/session';

import { loadPortalConfig } from '../portal-config';

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

/** Signs in through @portal/api (the reply parsed with its contract) and keeps the session. */
export async function signIn(values: LoginRequest): Promise<void> {
  await prepareApi();
  const reply = await login(values);
  useSession
    .getState()
    .signIn({ token: reply.token, userId: reply.user.user_id, supplierId: reply.user.supplier_id, role: reply.user.role });
}

/**
 * What a signed-out page says when a request failed: the server's message, else `withoutMessage`;
 * 'Something went wrong' when the server could not answer.
 */
export function requestFailure(error: unknown, withoutMessage: string): string {
  if (error instanceof ApiError && error.status > 0) return error.message || withoutMessage;
  return 'Something went wrong';
}

/** The spec's words for a failed sign-in: the server's message, else 'Login failed'; 'Something went wrong' when the server could not answer. */
export const signInFailure = (error: unknown): string => requestFailure(error, 'Login failed');
