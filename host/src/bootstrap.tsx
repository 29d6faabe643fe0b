import { createRoot } from 'react-dom/client';
import { configureApi } from '@portal/api';
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
  root.render(<App />);
}

void start();
