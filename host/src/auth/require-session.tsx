import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@portal/contracts';
import { useSession } from '@portal/session';

/** Protected routes need a stored token; without one the person is sent to /login. */
export function RequireSession() {
  const token = useSession((s) => s.token);
  const location = useLocation();
  if (!token) return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
