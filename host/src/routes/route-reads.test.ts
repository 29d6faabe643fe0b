import { waitFor } from '@testing-library/react';

import { paths } from '@portal/contracts';
import { type SessionStore, useSession } from '@portal/session';
import {
  createTestQueryClient,
  dashboard,
  eventTicket,
  ME,
  mockApi,
  MY_SUPPLIER,
  TEST_SESSION,
  tokenExpiringIn,
  user,
} from '@portal/testing';

import { startFirstScreen } from './route-reads';

/** What the shell starts of a first load before anything renders. */
function firstLoad(pathname: string, session: Parameters<SessionStore['signIn']>[0] | null) {
  useSession.getState().signOut();
  if (session) useSession.getState().signIn(session);
  const reads = {
    user: mockApi.getUser(user()),
    dashboard: mockApi.getDashboard(dashboard()),
    ticket: mockApi.createEventTicket(eventTicket('pass-1')),
  };
  const queryClient = createTestQueryClient();
  startFirstScreen(queryClient, pathname);
  return { reads, queryClient };
}

describe('startFirstScreen', () => {
  it('asks for the signed-in user and the dashboard at once on /dashboard, and caches both; the live stream waits', async () => {
    const { reads, queryClient } = firstLoad(paths.dashboard, TEST_SESSION);
    await waitFor(() => expect(reads.dashboard.count).toBe(1));
    expect(reads.user.count).toBe(1);
    expect(reads.ticket.count).toBe(0);
    await waitFor(() => expect(queryClient.getQueryData(['dashboard', MY_SUPPLIER])).toEqual(dashboard()));
    expect(queryClient.getQueryData(['users', ME])).toEqual(user());
  });

  it('asks only for the user on a screen without first reads of its own', async () => {
    const { reads } = firstLoad(paths.bookings, TEST_SESSION);
    await waitFor(() => expect(reads.user.count).toBe(1));
    expect(reads.dashboard.count).toBe(0);
  });

  it('asks no dashboard for a supplier that has not finished sign-up', async () => {
    const { reads } = firstLoad(paths.dashboard, { ...TEST_SESSION, supplierId: null });
    await waitFor(() => expect(reads.user.count).toBe(1));
    expect(reads.dashboard.count).toBe(0);
  });

  it('asks no dashboard for a member whose role has none (a guide)', async () => {
    const { reads } = firstLoad(paths.dashboard, { ...TEST_SESSION, role: 'guide' });
    await waitFor(() => expect(reads.user.count).toBe(1));
    expect(reads.dashboard.count).toBe(0);
  });

  it.each([
    ['nobody is signed in', paths.dashboard, null],
    ['the token’s time has run out', paths.dashboard, { ...TEST_SESSION, token: tokenExpiringIn(-60) }],
    ['the page is not a protected one', '/terms-and-conditions', TEST_SESSION],
  ])('asks nothing when %s', async (_case, pathname, session) => {
    const { reads, queryClient } = firstLoad(pathname, session);
    await Promise.resolve();
    expect(queryClient.isFetching()).toBe(0);
    expect(reads.user.count + reads.dashboard.count + reads.ticket.count).toBe(0);
  });
});
