import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';

import { configureApi, userQueries } from '@portal/api';
import { paths, SESSION_EXPIRED_MESSAGE } from '@portal/contracts';
import { getSession, useSession } from '@portal/session';
import { apiFailure, ME, mockApi, MY_SUPPLIER, renderWithProviders, TEST_API_BASE } from '@portal/testing';

import { portalApiConfig } from './api-session';
import { takeNotice } from './handover';
import { RequireSession } from './require-session';

// One journey per file: leaving for the sign-in page happens once a page load (handover.ts).

/** A protected screen that reads the signed-in user, as the header and the dashboard do. */
function Bookings() {
  const user = useQuery(userQueries.detail(useSession((s) => s.userId)));
  return <h1>My Bookings {user.data?.full_name}</h1>;
}

describe('a session the API refuses', () => {
  // jsdom cannot load another page: leaving for /login is seen in what it leaves in sessionStorage.
  const log = console.error;
  beforeEach(() =>
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('Not implemented: navigation')) log(...args);
    }),
  );
  afterEach(() => jest.restoreAllMocks());
  it('ends, and leaves the sign-in page the notice and the page and query to come back to', async () => {
    configureApi(portalApiConfig(TEST_API_BASE));
    const users = mockApi.getUser(apiFailure(401, 'Your session has ended. Please sign in again.'));
    // The shell's router follows the address bar (BrowserRouter); the notice reads it from there.
    window.history.replaceState(null, '', '/bookings?tab=completed&page=2');
    renderWithProviders(
      <Routes>
        <Route element={<RequireSession />}>
          <Route path={paths.bookings} element={<Bookings />} />
        </Route>
      </Routes>,
      { route: '/bookings?tab=completed&page=2', session: { token: 'refused-token', userId: ME, supplierId: MY_SUPPLIER, role: 'owner' } },
    );
    await waitFor(() => expect(getSession().token).toBeNull());
    expect(users.count).toBe(1);
    expect(screen.queryByRole('heading', { name: /My Bookings/ })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('portal.return_to')).toBe('/bookings?tab=completed&page=2');
    expect(JSON.parse(sessionStorage.getItem('portal.notice')!)).toEqual({ tone: 'info', text: SESSION_EXPIRED_MESSAGE });
    // The shell's arrival notice can run after this (the 401 of a read started before its first
    // render): the page on its way out does not take the notice meant for the sign-in page.
    expect(takeNotice()).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('portal.notice')!)).toEqual({ tone: 'info', text: SESSION_EXPIRED_MESSAGE });
  });
});
