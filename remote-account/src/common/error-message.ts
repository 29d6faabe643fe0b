import { ApiError } from '@portal/api';

/** The toast of a failed call: `withMessage(message)` when the call failed with one, else the fallback (spec section 8). */
export function failureText(error: unknown, withMessage: (message: string) => string, fallback: string): string {
  return error instanceof ApiError && error.message ? withMessage(error.message) : fallback;
}
