import { type QueryClient, skipToken } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';

import { userQueries } from '@portal/api';
import { canAny, type Role } from '@portal/contracts';
import { getSession } from '@portal/session';

import { isPastExpiry } from '../auth/session-expiry';
import { protectedRoutes, type RouteRead, type RouteSession } from './route-table';

/** Starts reads without waiting for them; the screens' own queries then find them in the cache. */
export function startReads(queryClient: QueryClient, reads: readonly RouteRead[]): void {
  for (const read of reads) {
    // A read the screen would not make (no supplier yet) is not made here either.
    if (read.queryFn !== skipToken) void queryClient.prefetchQuery(read);
  }
}

/** What a protected page shows first: the header's user, and its route's reads. */
function firstReadsOf(pathname: string, session: RouteSession, role: Role | null): RouteRead[] {
  const route = protectedRoutes.find(({ path }) => matchPath(path, pathname));
  if (!route) return [];
  // A screen the role does not reach is not shown, so its data is not asked for.
  const permitted = route.permission === undefined || canAny(role, route.permission);
  return [userQueries.detail(session.userId), ...(permitted ? (route.reads?.(session) ?? []) : [])];
}

/**
 * A signed-in first load starts its page's reads as the shell starts, not after the shell's first
 * render, which takes a phone a few hundred milliseconds (issue 14). Nothing without a session
 * that the routes would let in (RequireSession).
 */
export function startFirstReads(queryClient: QueryClient, pathname: string): void {
  const { token, userId, supplierId, role } = getSession();
  if (!token || isPastExpiry(token)) return;
  startReads(queryClient, firstReadsOf(pathname, { userId, supplierId }, role));
}
