import type { Principal } from './auth';

/**
 * Principals of tokens already verified, by the token's text, until each token expires. A
 * verified token always says the same thing, so a client calling again is not verified again:
 * verifying (decoding, hashing, checking the signature) cost more than the busiest route's own work.
 * Bounded; the least recently used token goes first.
 */
export function verifiedTokens(maxEntries = 1000) {
  const entries = new Map<string, { principal: Principal; expiresAt: number }>();
  return {
    get(token: string, now = Date.now()): Principal | null {
      const entry = entries.get(token);
      if (!entry) return null;
      entries.delete(token);
      if (entry.expiresAt <= now) return null;
      entries.set(token, entry);
      return entry.principal;
    },

    /** `expiresAt` in milliseconds since the epoch, from the token's `exp`. */
    set(token: string, principal: Principal, expiresAt: number): void {
      entries.set(token, { principal, expiresAt });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
