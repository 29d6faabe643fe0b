import type { Principal } from './auth';

/** What a token said when its signature was checked. */
export interface VerifiedToken {
  principal: Principal;
  /** The user's token version when it was signed; compared with the current one on every request. */
  tokenVersion: number;
}

/**
 * Tokens already verified, by the token's text, until each token expires. A verified token always
 * says the same thing, so a client calling again is not verified again: verifying (decoding,
 * hashing, checking the signature) cost more than the busiest route's own work. Whether the token
 * still counts (its version against the user's) is checked on every request all the same.
 * Bounded; the least recently used token goes first.
 */
export function verifiedTokens(maxEntries = 1000) {
  const entries = new Map<string, VerifiedToken & { expiresAt: number }>();
  return {
    get(token: string, now = Date.now()): VerifiedToken | null {
      const entry = entries.get(token);
      if (!entry) return null;
      entries.delete(token);
      if (entry.expiresAt <= now) return null;
      entries.set(token, entry);
      return entry;
    },

    /** `expiresAt` in milliseconds since the epoch, from the token's `exp`. */
    set(token: string, verified: VerifiedToken, expiresAt: number): void {
      entries.set(token, { ...verified, expiresAt });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
