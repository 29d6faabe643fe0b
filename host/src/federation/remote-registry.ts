import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';

import type { PortalConfig, RemoteName } from '@portal/contracts';
import { stringsLoaded } from '@portal/i18n';

import { loadPortalConfig } from '../portal-config';

type RemoteEntries = PortalConfig['remotes'];

/** Each remote's manifest as this page loads it: the version portal.config.json named when last read. */
let remoteEntries: RemoteEntries | null = null;
const entryListeners = new Set<() => void>();

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

export function startFederation(remotes: RemoteEntries): void {
  remoteEntries = remotes;
  registerPlugins([retryPlugin]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/** The manifest the page loads `remote` from now. */
export const remoteEntry = (remote: RemoteName): string => remoteEntries?.[remote] ?? '';

/** Called whenever a remote's entry changes (a release or a rollback was picked up). */
export function subscribeToRemoteEntries(listener: () => void): () => void {
  entryListeners.add(listener);
  return () => entryListeners.delete(listener);
}

let reading: Promise<RemoteEntries | null> | null = null;

/** portal.config.json read again, once for everyone asking meanwhile; null when it cannot be read. */
function readRemoteEntries(): Promise<RemoteEntries | null> {
  reading ??= loadPortalConfig()
    .then(
      (config) => config.remotes,
      () => null,
    )
    .finally(() => {
      reading = null;
    });
  return reading;
}

/**
 * Layer 2 (ADR 0017): reads portal.config.json again and, when it names another version of
 * `remote` than the one this page holds (a release or a rollback since), registers that version in
 * its place, so the next load of the remote's modules uses it. True when the remote changed.
 */
export async function refreshRemote(remote: RemoteName): Promise<boolean> {
  const entry = (await readRemoteEntries())?.[remote];
  if (!remoteEntries || !entry || entry === remoteEntries[remote]) return false;
  try {
    registerRemotes([{ name: remote, entry }], { force: true });
  } catch (error) {
    console.error(`The new version of the ${remote} remote could not be registered`, error);
    return false;
  }
  remoteEntries = { ...remoteEntries, [remote]: entry };
  entryListeners.forEach((listener) => listener());
  return true;
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
  // The screen's code registered its packages' words; in Urdu they are fetched now.
  await stringsLoaded();
  return loaded;
}
