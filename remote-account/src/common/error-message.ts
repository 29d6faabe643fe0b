import { ApiError } from '@portal/api';

/** '{prefix}: {message}' when the call failed with a message, else the fallback (spec section 8). */
export function failureText(error: unknown, prefix: string, fallback: string): string {
  return error instanceof ApiError && error.message ? `${prefix}: ${error.message}` : fallback;
}
