import type { QueryClient } from '@tanstack/react-query';
import type { Root } from 'react-dom/client';

import type { PortalConfig } from '@portal/contracts';
import { PortalProviders } from '@portal/ui';

import { loadPortalConfig } from '../portal-config';
import { ConfigUnavailable } from './config-unavailable';

/**
 * Loads portal.config.json and hands it to `launch`, which renders the portal. Until it loads
 * (a failed request, a reply that is not the configuration), the page shows why, with Retry,
 * rather than staying blank.
 */
export async function startPortal(
  root: Root,
  queryClient: QueryClient,
  launch: (config: PortalConfig) => void,
  load: () => Promise<PortalConfig> = loadPortalConfig,
): Promise<void> {
  let config: PortalConfig;
  try {
    config = await load();
  } catch (error) {
    console.error('The portal configuration could not be loaded', error);
    root.render(
      <PortalProviders queryClient={queryClient} globalStylesInPage>
        <ConfigUnavailable onRetry={() => startPortal(root, queryClient, launch, load)} />
      </PortalProviders>,
    );
    return;
  }
  launch(config);
}
