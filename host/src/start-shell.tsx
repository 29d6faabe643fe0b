import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { configureApi, createPortalQueryClient } from '@portal/api';
import { applyPreferredLanguage } from '@portal/i18n';
import { useSession } from '@portal/session';

import { App } from './app';
import { portalApiConfig } from './auth/api-session';
import { startFederation } from './federation/remote-registry';
import { startFirstScreen } from './routes/route-reads';
import { startPortal } from './startup/start-portal';

/** Renders the portal into #root once portal.config.json has loaded (bootstrap.tsx calls it last). */
export function startShell(): void {
  const root = createRoot(document.getElementById('root')!);
  // The portal's one cache of server data, for the shell and every remote.
  const queryClient = createPortalQueryClient();
  // Another person's data (or none) follows a sign-in or sign-out: nothing cached is kept.
  useSession.subscribe((session, previous) => {
    if (session.token !== previous.token) queryClient.clear();
  });

  void startPortal(root, queryClient, (config) => {
    configureApi(portalApiConfig(config.apiBaseUrl));
    startFederation(config.remotes);
    startFirstScreen(queryClient, window.location.pathname);
    // As a transition, React renders the shell in slices of a few milliseconds between which the
    // browser stays responsive, rather than in one long task (Lighthouse's blocking time on a phone).
    // The member's language (its strings, `<html lang dir>`) before the first render; in English
    // nothing is fetched.
    void applyPreferredLanguage().then(() => startTransition(() => root.render(<App queryClient={queryClient} />)));
  });
}
