import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';

import { configureApi, userQueries } from '@portal/api';
import { paths, SESSION_EXPIRED_MESSAGE } from '@portal/contracts';
import { getSession, useSession } from '@portal/session';
import { apiFailure, ME, mockApi, MY_SUPPLIER, renderWithProviders, TEST_API_BASE, tokenExpiringIn, user } from '@portal/testing';

import { portalApiConfig } from './api-session';
import { RequireSession } from './require-session';

/** A screen that reads the signed-in user, as the header and the dashboard do. */
function Bookings() {
  const me = useQuery(userQueries.detail(useSession((s) => s.userId)));
  return <h1>My Bookings {me.data?.full_name}</h1>;
}

function renderAt(url: string, token: string) {
  window.history.replaceState(null, '', url);
  renderWithProviders(
    <Routes>
      <Route element={<RequireSession />}>
        <Route path={paths.dashboard} element={<h1>Dashboard</h1>} />
        <Route path={paths.bookings} element={<Bookings />} />
      </Route>
    </Routes>,
    { route: url, session: { token, userId: ME, supplierId: MY_SUPPLIER, role: 'owner' } },
  );
}

describe("a session token's own time", () => {
  // jsdom cannot load another page: leaving for /login is seen in what it leaves in sessionStorage.
  const log = console.error;
  beforeEach(() =>
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('Not implemented: navigation')) log(...args);
    }),
  );
  afterEach(() => jest.restoreAllMocks());
  beforeEach(() => configureApi(portalApiConfig(TEST_API_BASE)));

  it('ends the session when it runs out while the page is open, to come back to that page', async () => {
    // exp is in whole seconds: 2 to 3 s from now, time for the page to show first on a busy machine.
    renderAt('/dashboard', tokenExpiringIn(3));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(getSession().token).toBeNull(), { timeout: 6000 });
    expect(screen.queryByRole('heading', { name: /Dashboard/ })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('portal.return_to')).toBe('/dashboard');
    expect(JSON.parse(sessionStorage.getItem('portal.notice')!)).toEqual({ tone: 'info', text: SESSION_EXPIRED_MESSAGE });
  });

  it('past already (a person back the next day): ends at once, showing nothing and asking the server nothing', async () => {
    const users = mockApi.getUser(apiFailure(500, 'not asked'));
    renderAt('/bookings', tokenExpiringIn(-60));
    await waitFor(() => expect(getSession().token).toBeNull());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(users.count).toBe(0);
  });

  it('keeps a token whose time has not come', async () => {
    mockApi.getUser(user());
    renderAt('/bookings', tokenExpiringIn(3600));
    expect(await screen.findByRole('heading', { name: 'My Bookings Ali Raza' })).toBeInTheDocument();
    expect(getSession().token).not.toBeNull();
  });
});
