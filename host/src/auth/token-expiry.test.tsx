import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { configureApi, userQueries } from '@portal/api';
import { SESSION_EXPIRED_MESSAGE, paths } from '@portal/contracts';
import { getSession, useSession } from '@portal/session';
import { ME, MY_SUPPLIER, TEST_API_BASE, apiFailure, mockApi, renderWithProviders, user } from '@portal/testing';
import { portalApiConfig } from './api-session';
import { RequireSession } from './require-session';

/** A token as the server signs them, its claims readable by the portal: exp `secondsFromNow`. */
const tokenExpiringIn = (secondsFromNow: number) =>
  `e30.${btoa(JSON.stringify({ sub: ME, exp: Math.floor(Date.now() / 1000) + secondsFromNow })).replace(/=+$/, '')}.signature`;

function Dashboard() {
  const me = useQuery(userQueries.detail(useSession((s) => s.userId)));
  return <h1>Dashboard {me.data?.full_name}</h1>;
}

function renderAt(url: string, token: string) {
  window.history.replaceState(null, '', url);
  renderWithProviders(
    <Routes>
      <Route element={<RequireSession />}>
        <Route path={paths.dashboard} element={<Dashboard />} />
        <Route path={paths.bookings} element={<h1>My Bookings</h1>} />
      </Route>
    </Routes>,
    { route: url, session: { token, userId: ME, supplierId: MY_SUPPLIER } },
  );
}

describe("a session token's own time", () => {
  // jsdom cannot load another page: leaving for /login is seen in what it leaves in sessionStorage.
  const log = console.error;
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Not implemented: navigation')) log(...args);
  }));
  afterEach(() => jest.restoreAllMocks());
  beforeEach(() => configureApi(portalApiConfig(TEST_API_BASE)));

  it('ends the session when it runs out while the page is open, to come back to that page', async () => {
    mockApi.getUser(user());
    renderAt('/dashboard', tokenExpiringIn(1));
    expect(await screen.findByRole('heading', { name: 'Dashboard Ali Raza' })).toBeInTheDocument();
    await waitFor(() => expect(getSession().token).toBeNull(), { timeout: 4000 });
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
    renderAt('/bookings', tokenExpiringIn(3600));
    expect(await screen.findByRole('heading', { name: 'My Bookings' })).toBeInTheDocument();
    expect(getSession().token).not.toBeNull();
  });
});
