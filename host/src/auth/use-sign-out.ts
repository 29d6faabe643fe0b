import { useCallback } from 'react';

import { logout } from '@portal/api';
import { useSession } from '@portal/session';

import { goToLogin } from './handover';

/**
 * Log Out ends the session on the server first (its token stops working at once, wherever it was
 * copied), then clears it here and loads the sign-in page (which also drops everything held in
 * memory). Offline, or with a session the server had ended already, the person is signed out all the same.
 */
export function useSignOut() {
  return useCallback(async () => {
    await logout().catch(() => undefined);
    goToLogin();
    useSession.getState().signOut();
  }, []);
}
