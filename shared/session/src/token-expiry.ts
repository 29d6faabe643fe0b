/**
 * When a session token stops being accepted, read from its `exp` claim (a JWT's payload is
 * readable, only its signature is secret). Null for a token that does not say: the server then
 * decides, and its 401 ends the session.
 */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Milliseconds until the token's time runs out (0 or less once it has); null when it does not say. */
export const msUntilExpiry = (token: string, now = Date.now()): number | null => {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null ? null : expiresAt - now;
};
