import { useEffect } from 'react';

import { paths } from '@portal/contracts';

import { goToLogin } from './handover';

// Where the shell's document was loaded. If the server sent the shell for /login itself (its own
// page missing), leaving for /login would load the shell again, forever.
const loadedAt = window.location.pathname;

/** Renders nothing and loads the sign-in page, a page of its own (host/src/login). */
export function LeaveForLogin({ from }: { from?: string }) {
  useEffect(() => {
    if (loadedAt === paths.login)
      throw new Error('The server answered /login with the shell: login.html is not deployed beside index.html');
    goToLogin({ from });
  }, [from]);
  return null;
}
