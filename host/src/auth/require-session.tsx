import { Outlet, useLocation } from 'react-router-dom';

import { useSession } from '@portal/session';

import { LeaveForLogin } from './leave-for-login';
import { isPastExpiry, useSessionExpiry } from './session-expiry';

/**
 * Protected routes need a stored token; without one the person signs in, then comes back here. A
 * token whose time has run out ends the session with the sign-in page saying so (session-expiry.ts).
 */
export function RequireSession() {
  const token = useSession((s) => s.token);
  const location = useLocation();
  useSessionExpiry(token);
  // A token past its time shows nothing while the effect above ends the session.
  if (isPastExpiry(token)) return null;
  if (!token) return <LeaveForLogin from={location.pathname + location.search} />;
  return <Outlet />;
}
