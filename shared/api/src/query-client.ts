import { MutationCache, QueryClient, type QueryClientConfig, type QueryKey } from '@tanstack/react-query';

import { ApiError } from './client';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The query keys a successful mutation makes stale, so every screen showing them refetches. */
      invalidates?: readonly QueryKey[];
    };
  }
}

/** Reads are asked again this many times after a failure that may pass. */
export const READ_RETRIES = 2;

/**
 * A read is retried (twice) when the server could not be reached (status 0) or failed (5xx);
 * never on a 4xx, which asking again cannot change, nor on a reply that broke its contract.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= READ_RETRIES || !(error instanceof ApiError)) return false;
  return error.status === 0 || error.status >= 500;
}

/** How long a read counts as fresh: screens mounting within it share one request. */
export const FRESH_MS = 30_000;

/**
 * The portal's one QueryClient (the host owns it; a remote run alone and each component test make
 * their own). A mutation's `meta.invalidates` keys are made stale once it succeeds, wherever it ran.
 */
export function createPortalQueryClient(config: QueryClientConfig = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: { retry: shouldRetryRead, staleTime: FRESH_MS, ...config.defaultOptions?.queries },
      mutations: { retry: false, ...config.defaultOptions?.mutations },
    },
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        // Not awaited: the screen shows the mutation's reply at once; the rest refreshes meanwhile.
        for (const queryKey of mutation.meta?.invalidates ?? []) void client.invalidateQueries({ queryKey });
      },
    }),
  });
  return client;
}
