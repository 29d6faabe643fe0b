import { Component, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RemoteName } from '@portal/contracts';
import { useSession } from '@portal/session';
import { Center, Spinner, useResolved } from '@portal/ui';
import { startReads } from '../routes/route-reads';
import type { RemoteRouteEntry } from '../routes/route-table';
import { loadRouteModule, resetRemote, type RouteModule } from './remote-registry';
import { RemoteRetryContext, RemoteUnavailable } from './remote-unavailable';

/** Layer 3: anything a remote throws while loading or rendering stays inside its route. */
class RemoteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote screen failed', error);
  }

  override render() {
    return this.state.failed ? <RemoteUnavailable /> : this.props.children;
  }
}

// One load per remote module and attempt, so re-renders reuse the same promise.
const loads = new Map<string, Promise<RouteModule>>();

function routeModule(remote: RemoteName, module: string, attempt: number): Promise<RouteModule> {
  const key = `${remote}/${module}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    load = loadRouteModule(remote, module);
    loads.set(key, load);
  }
  return load;
}

const loading = <Center py="16"><Spinner size="lg" color="teal.600" role="status" aria-label="Loading" /></Center>;

// Not use() in Suspense: React would hold the screen back until 300 ms after the spinner appeared.
function RemoteScreen({ remote, module, attempt }: { remote: RemoteName; module: string; attempt: number }) {
  const loaded = useResolved(routeModule(remote, module, attempt));
  return loaded ? <loaded.default /> : loading;
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
  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={`${remote}/${module}#${attempt}`}>
        {/* For whatever a screen itself suspends on. */}
        <Suspense fallback={loading}>
          <RemoteScreen remote={remote} module={module} attempt={attempt} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
