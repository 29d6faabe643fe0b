import { createHash, randomBytes } from 'node:crypto';

import { generateSecret, generateURI, verify } from 'otplib';

import { RECOVERY_CODE_COUNT } from '@portal/contracts';

/** The name authenticator apps show beside the login. */
const ISSUER = 'Supplier Portal';

/** A new TOTP secret (base32, 160 bits) and the otpauth:// address an app reads from the QR code. */
export function newSecret(login: string): { secret: string; otpauth_uri: string } {
  const secret = generateSecret();
  return { secret, otpauth_uri: generateURI({ issuer: ISSUER, label: login, secret }) };
}

/**
 * The time step of `code` when it is right for `secret` now (one step either side, for a clock a
 * little off) and later than `afterTimeStep`, so a code already taken is never taken again; else null.
 */
export async function codeTimeStep(secret: string, code: string, afterTimeStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: 30, ...(afterTimeStep === null ? {} : { afterTimeStep }) });
  // The functional API answers HOTP's result type too; a TOTP check always carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Recovery codes are random (50 bits each), so a plain SHA-256 keeps them safe at rest. */
export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** One recovery code as it is shown: two groups of five, e.g. 'k7m2p-x9qtr'. */
function recoveryCode(): string {
  const letters = [...randomBytes(10)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);

/** A recovery code as typed (any case, with or without its dash) in the form it is hashed in. */
export const normalRecoveryCode = (code: string) =>
  code
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/^(.{5})(.{5})$/, '$1-$2');
