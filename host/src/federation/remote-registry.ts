import { createElement } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { PortalConfig, RemoteName } from '@portal/contracts';
import { RemoteUnavailable } from './remote-unavailable';

let remoteEntries: PortalConfig['remotes'] | null = null;

const RETRIES = 2;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Layer 1: a manifest or entry that fails to download is fetched again before giving up. */
const retryPlugin: ModuleFederationRuntimePlugin = {
  name: 'portal-retry',
  async fetch(url, init) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const response = await fetch(url, init);
        if (response.ok || attempt >= RETRIES) return response;
      } catch (error) {
        if (attempt >= RETRIES) throw error;
      }
      await wait(300 * (attempt + 1));
    }
  },
};

/** Layer 2: a remote that cannot be loaded resolves to a fallback screen instead of a crash. */
const fallbackPlugin: ModuleFederationRuntimePlugin = {
  name: 'portal-fallback',
  errorLoadRemote({ id, error }) {
    console.error(`Remote module ${id} could not be loaded`, error);
    return { default: () => createElement(RemoteUnavailable) };
  },
};

export function startFederation(remotes: PortalConfig['remotes']): void {
  remoteEntries = remotes;
  registerPlugins([retryPlugin, fallbackPlugin]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/** Forgets a failed remote so the next load fetches its manifest again. */
export function resetRemote(remote: RemoteName): void {
  if (!remoteEntries) return;
  registerRemotes([{ name: remote, entry: remoteEntries[remote] }], { force: true });
}

export interface RouteModule {
  default: React.ComponentType;
}

export async function loadRouteModule(remote: RemoteName, module: string): Promise<RouteModule> {
  const loaded = await loadRemote<RouteModule>(`${remote}/${module}`);
  if (!loaded?.default) throw new Error(`${remote}/${module} has no default export`);
  return loaded;
}
