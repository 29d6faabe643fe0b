import { createRoot } from 'react-dom/client';
import { configureApi, createPortalQueryClient } from '@portal/api';
import { useSession } from '@portal/session';
import { App } from './app';
import { loadPortalConfig } from './portal-config';
import { startFederation } from './federation/remote-registry';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  const config = await loadPortalConfig();
  // An expired or refused token signs the person out; the guard then sends them to /login.
  configureApi({ baseUrl: config.apiBaseUrl, onUnauthorized: () => useSession.getState().signOut() });
  startFederation(config.remotes);
  // The portal's one cache of server data, for the shell and every remote.
  const queryClient = createPortalQueryClient();
  // Another person's data (or none) follows a sign-in or sign-out: nothing cached is kept.
  useSession.subscribe((session, previous) => {
    if (session.token !== previous.token) queryClient.clear();
  });
  root.render(<App queryClient={queryClient} />);
}

void start();
