import * as v from 'valibot';
import { PortalConfigSchema, type PortalConfig } from '@portal/contracts';

/** Reads portal.config.json beside index.html, so remotes move without rebuilding the host. */
export async function loadPortalConfig(): Promise<PortalConfig> {
  const response = await fetch(new URL('/portal.config.json', document.baseURI), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`portal.config.json could not be loaded (${response.status})`);
  return v.parse(PortalConfigSchema, await response.json());
}
