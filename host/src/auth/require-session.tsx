import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@portal/session';
import { LeaveForLogin } from './leave-for-login';

/** Protected routes need a stored token; without one the person signs in, then comes back here. */
export function RequireSession() {
  const token = useSession((s) => s.token);
  const location = useLocation();
  if (!token) return <LeaveForLogin from={location.pathname + location.search} />;
  return <Outlet />;
}
