import { useEffect } from 'react';

import { SESSION_EXPIRED_MESSAGE } from '@portal/contracts';
import { getSession, msUntilExpiry, useSession } from '@portal/session';

import { goToLogin } from './handover';

// setTimeout waits at most 2^31 - 1 ms (24.8 days); tokens live hours (the server's TOKEN_TTL).
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * The session ended without the person signing out: the API refused its token (a 401) or the
 * token's time ran out. The sign-in page says so, and brings them back to this page once signed
 * in (both through the handover of the sign-in page). Nothing when no one is signed in.
 */
export function endExpiredSession(): void {
  if (!getSession().token) return;
  goToLogin({ from: window.location.pathname + window.location.search, notice: { tone: 'info', text: SESSION_EXPIRED_MESSAGE } });
  useSession.getState().signOut();
}

/** Whether the token's own time has run out (a token that does not say is the server's to judge). */
export const isPastExpiry = (token: string | null): boolean => token !== null && (msUntilExpiry(token) ?? 1) <= 0;

/**
 * Ends the session when its token's time runs out, at once if it has already (a person coming
 * back the next day) or at that moment (a person idle on a page), as a 401 from the API does.
 */
export function useSessionExpiry(token: string | null): void {
  useEffect(() => {
    if (token === null) return;
    const remaining = msUntilExpiry(token);
    if (remaining === null) return;
    if (remaining <= 0) {
      endExpiredSession();
      return;
    }
    const timer = setTimeout(
      () => {
        if (getSession().token === token) endExpiredSession();
      },
      Math.min(remaining + 50, LONGEST_WAIT_MS),
    );
    return () => clearTimeout(timer);
  }, [token]);
}
