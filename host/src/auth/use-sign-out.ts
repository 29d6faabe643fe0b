import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@portal/contracts';
import { useSession } from '@portal/session';

/** Log Out clears the session and goes to /login. */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(() => {
    useSession.getState().signOut();
    void navigate(paths.login, { replace: true });
  }, [navigate]);
}
