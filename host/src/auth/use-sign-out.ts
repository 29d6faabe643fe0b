import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@portal/session';

/** Log Out clears the session and goes to /login. */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(() => {
    useSession.getState().signOut();
    void navigate('/login', { replace: true });
  }, [navigate]);
}
