import * as v from 'valibot';

import { type PortalConfig, PortalConfigSchema, resolvePortalConfig } from '@portal/contracts';

/**
 * Reads portal.config.json beside index.html, so remotes move without rebuilding the host. Its
 * paths ('/api/v1') are at the address the page was opened at, whatever name that is.
 */
export async function loadPortalConfig(): Promise<PortalConfig> {
  const response = await fetch(new URL('/portal.config.json', document.baseURI), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`portal.config.json could not be loaded (${response.status})`);
  return resolvePortalConfig(v.parse(PortalConfigSchema, await response.json()), document.baseURI);
}
