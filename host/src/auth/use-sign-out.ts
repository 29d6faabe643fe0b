import { useCallback } from 'react';

import { useSession } from '@portal/session';

import { goToLogin } from './handover';

/** Log Out clears the session and loads the sign-in page (which also drops everything held in memory). */
export function useSignOut() {
  return useCallback(() => {
    goToLogin();
    useSession.getState().signOut();
  }, []);
}
