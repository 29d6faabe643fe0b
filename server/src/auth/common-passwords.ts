import { dictionary } from '@zxcvbn-ts/language-common';

import { AUTH_REFUSALS } from '@portal/contracts';

import { refuse } from '../http/errors';

/** How many of the most common passwords are refused. */
const COMMON_PASSWORDS_REFUSED = 10_000;

let common: Set<string> | undefined;

/**
 * Whether `password` is among the 10,000 most common (zxcvbn's list, ranked by how often each was
 * found in leaks; all lower-case, so 'Password1' counts as 'password1'). Kept on the server: the
 * list would weigh on the sign-up and sign-in pages.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED));
  return common.has(password.toLowerCase());
}

/** Refuses a common password with 400, the message at the password field, as any invalid field. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw refuse(AUTH_REFUSALS.commonPassword);
}
