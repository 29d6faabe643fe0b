import { useQueryClient } from '@tanstack/react-query';
import { Component, type ReactNode, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';

import type { RemoteName } from '@portal/contracts';
import { useSession } from '@portal/session';
import { Center, Spinner, useResolved } from '@portal/ui';

import { markShownWhenSettled } from '../layout/first-screen';
import { startReads } from '../routes/route-reads';
import type { RemoteRouteEntry } from '../routes/route-table';
import { useHostStrings } from '../strings/host-strings';
import { loadRouteModule, refreshRemote, remoteEntry, resetRemote, type RouteModule, subscribeToRemoteEntries } from './remote-registry';
import { RemoteRetryContext, RemoteUnavailable } from './remote-unavailable';
import { sectionVisit } from './section-visit';

function Loading() {
  const t = useHostStrings();
  return (
    <Center py="16">
      <Spinner size="lg" color="teal.600" role="status" aria-label={t('loading')} />
    </Center>
  );
}

const loading = <Loading />;

interface BoundaryProps {
  children: ReactNode;
  /** Reads the configuration again; true when it names another version of the remote. */
  recover: () => Promise<boolean>;
}

/**
 * Layer 3: anything a remote throws while loading or rendering stays inside its route. A page
 * holding a version whose files are gone (rolled back, then deleted) first asks for the version
 * the configuration names now: the boundary is keyed by the remote's entry, so that version mounts
 * in a fresh one, once. Otherwise the section is unavailable, with Retry.
 */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean; recovering: boolean }> {
  override state = { failed: false, recovering: false };

  static getDerivedStateFromError() {
    return { failed: true, recovering: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote screen failed', error);
    void this.props.recover().then((replaced) => {
      if (!replaced) this.setState({ recovering: false });
    });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.state.recovering ? loading : <RemoteUnavailable />;
  }
}

// One load per remote module, version and attempt, so re-renders reuse the same promise.
const loads = new Map<string, Promise<RouteModule>>();
const loaded = new Set<string>();

function routeModule(remote: RemoteName, module: string, key: string): Promise<RouteModule> {
  let load = loads.get(key);
  if (!load) {
    load = loadRouteModule(remote, module);
    void load.then(
      () => loaded.add(key),
      () => undefined,
    );
    loads.set(key, load);
  }
  return load;
}

// Not use() in Suspense: React would hold the screen back until 300 ms after the spinner appeared.
function RemoteScreen({ remote, module, loadKey }: { remote: RemoteName; module: string; loadKey: string }) {
  const screen = useResolved(routeModule(remote, module, loadKey));
  const queryClient = useQueryClient();
  useEffect(() => (screen ? markShownWhenSettled(queryClient) : undefined), [screen, queryClient]);
  return screen ? <screen.default /> : loading;
}

/**
 * The remote's current entry, and whether the section's code must wait for the visit's check of
 * portal.config.json: only a module this page has not loaded yet waits, so it is not downloaded
 * from a version about to be replaced; a loaded one shows at once and is swapped if a new one is named.
 */
function useRemoteVersion(remote: RemoteName, loadKeyOf: (entry: string) => string) {
  const entry = useSyncExternalStore(subscribeToRemoteEntries, () => remoteEntry(remote));
  const check = sectionVisit(remote);
  const checked = useResolved(check);
  const loadKey = loadKeyOf(entry);
  return { loadKey, waiting: check !== null && checked === undefined && !loaded.has(loadKey) };
}

/** Starts the route's first reads beside its code; the screen's own queries then find them in the cache. */
function useStartReads(reads: RemoteRouteEntry['reads']) {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.userId);
  const supplierId = useSession((s) => s.supplierId);
  useEffect(() => {
    startReads(queryClient, reads?.({ userId, supplierId }) ?? []);
  }, [queryClient, reads, userId, supplierId]);
}

/** Mounts one exposed route component of a remote, with a Retry fallback when it fails. */
export function RemoteRoute({ remote, module, reads }: Pick<RemoteRouteEntry, 'remote' | 'module' | 'reads'>) {
  useStartReads(reads);
  const [attempt, setAttempt] = useState(0);
  const { loadKey, waiting } = useRemoteVersion(remote, (entry) => `${entry} ${remote}/${module}#${attempt}`);
  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);
  const recover = useCallback(() => refreshRemote(remote), [remote]);
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={loadKey} recover={recover}>
        {/* For whatever a screen itself suspends on. */}
        <Suspense fallback={loading}>{waiting ? loading : <RemoteScreen remote={remote} module={module} loadKey={loadKey} />}</Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
