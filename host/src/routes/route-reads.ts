import { type QueryClient, skipToken } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';

import { noteFirstReads, userQueries } from '@portal/api';
import { canAny } from '@portal/contracts';
import { getSession } from '@portal/session';

import { isPastExpiry } from '../auth/session-expiry';
import { protectedRoutes, type RouteRead } from './route-table';

/** Starts reads without waiting for them; the screens' own queries then find them in the cache. */
export function startReads(queryClient: QueryClient, reads: readonly RouteRead[]): void {
  for (const read of reads) {
    // A read the screen would not make (no supplier yet) is not made here either.
    if (read.queryFn !== skipToken) void queryClient.prefetchQuery(read);
  }
}

/**
 * A signed-in first load starts what its page shows first as the shell starts, not after the
 * shell's first render, which takes a phone a few hundred milliseconds (issues 14 and 35): the
 * header's user and the route's reads; the live stream, which opens once the screen has shown
 * (live-updates.ts), then starts before them (noteFirstReads). Nothing without a session that
 * the routes would let in (RequireSession). The screen's code is not fetched here: in Lighthouse's
 * simulation its requests shared the network with the shell's libraries and the largest paint
 * came later.
 */
export function startFirstScreen(queryClient: QueryClient, pathname: string): void {
  const { token, userId, supplierId, role } = getSession();
  if (!token || isPastExpiry(token)) return;
  const route = protectedRoutes.find(({ path }) => matchPath(path, pathname));
  if (!route) return;
  const session = { userId, supplierId };
  // A screen the role does not reach is not shown, so its data is not asked for.
  const permitted = route.permission === undefined || canAny(role, route.permission);
  noteFirstReads();
  startReads(queryClient, [userQueries.detail(userId), ...(permitted ? (route.reads?.(session) ?? []) : [])]);
}
