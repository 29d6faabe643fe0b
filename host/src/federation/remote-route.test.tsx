import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';

import { dashboardQueries } from '@portal/api';
import { createTestQueryClient, dashboard, mockApi, MY_SUPPLIER, renderWithProviders } from '@portal/testing';

import { protectedRoutes } from '../routes/route-table';
import { loadRouteModule, refreshRemote, remoteEntry, type RouteModule, subscribeToRemoteEntries } from './remote-registry';
import { RemoteRoute } from './remote-route';
import { sectionVisit } from './section-visit';

jest.mock('./remote-registry', () => ({
  loadRouteModule: jest.fn(),
  resetRemote: jest.fn(),
  refreshRemote: jest.fn(),
  remoteEntry: jest.fn(),
  subscribeToRemoteEntries: jest.fn(),
}));
jest.mock('./section-visit', () => ({ sectionVisit: jest.fn() }));

/** The version portal.config.json names for the remote, as the registry holds it. */
let entry = '/releases/support/1/mf-manifest.json';
const entryListeners = new Set<() => void>();
/** A release (or rollback) the page has just picked up. */
function pickUp(newEntry: string) {
  entry = newEntry;
  act(() => entryListeners.forEach((listener) => listener()));
}

beforeEach(() => {
  jest.clearAllMocks();
  entry = '/releases/support/1/mf-manifest.json';
  jest.mocked(remoteEntry).mockImplementation(() => entry);
  jest.mocked(subscribeToRemoteEntries).mockImplementation((listener) => {
    entryListeners.add(listener);
    return () => entryListeners.delete(listener);
  });
  jest.mocked(refreshRemote).mockResolvedValue(false);
  jest.mocked(sectionVisit).mockReturnValue(null);
});

/** The remote's code, held back until the test lets it arrive. */
function remoteCodeOnHold() {
  let arrive!: (module: RouteModule) => void;
  jest.mocked(loadRouteModule).mockReturnValue(
    new Promise((resolve) => {
      arrive = resolve;
    }),
  );
  return arrive;
}

/** What the dashboard remote does: reads the dashboard with the same query. */
function DashboardScreen() {
  const { data } = useQuery(dashboardQueries.detail(MY_SUPPLIER));
  return <h1>{data ? `Revenue ${data.summary.revenueThisMonth}` : 'Loading dashboard...'}</h1>;
}

const dashboardRoute = protectedRoutes.find((route) => route.module === 'DashboardPage')!;

describe('RemoteRoute', () => {
  it('asks for the dashboard while the remote’s code is still downloading, and the screen uses that answer', async () => {
    const arrive = remoteCodeOnHold();
    const reads = mockApi.getDashboard(dashboard());
    // Awaited: the screen suspends on the remote's code, which React wants settled inside act.
    await act(async () => renderWithProviders(<RemoteRoute {...dashboardRoute} />));

    await waitFor(() => expect(reads.count).toBe(1));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();

    arrive({ default: DashboardScreen });
    expect(await screen.findByRole('heading', { name: `Revenue ${dashboard().summary.revenueThisMonth}` })).toBeInTheDocument();
    expect(reads.count).toBe(1);
  });

  it('asks nothing for a supplier that has not finished sign-up', async () => {
    remoteCodeOnHold();
    const queryClient = createTestQueryClient();
    // A module name of its own: RemoteRoute keeps each module's load for the page's life, and the
    // screen the first test loaded would otherwise render here, with its own read.
    await act(async () =>
      renderWithProviders(<RemoteRoute {...dashboardRoute} module="DashboardPageOnHold" />, {
        queryClient,
        session: { token: 't', userId: 'u', supplierId: null, role: null },
      }),
    );
    // The effects have run (inside act): a started read would be in the cache.
    expect(queryClient.getQueryCache().findAll({ queryKey: dashboardQueries.detail(null).queryKey, exact: true })).toEqual([]);
  });
});

/** Each version of the remote renders its own heading; version 1's files can be made to be gone. */
function versionedScreens({ firstGone = false } = {}) {
  jest.mocked(loadRouteModule).mockImplementation(() => {
    const version = /\/releases\/support\/(\d+)\//.exec(entry)?.[1];
    if (firstGone && version === '1')
      return Promise.reject(new Error('Loading chunk __federation_expose_TicketDetailPage failed. (missing)'));
    return Promise.resolve({ default: () => <h1>Support version {version}</h1> });
  });
}

describe('RemoteRoute after a release of its remote', () => {
  it('a page holding a version whose files are gone shows the version the configuration names now', async () => {
    versionedScreens({ firstGone: true });
    jest.mocked(refreshRemote).mockImplementation(async () => {
      pickUp('/releases/support/2/mf-manifest.json');
      return true;
    });
    await act(async () => renderWithProviders(<RemoteRoute remote="support" module="GonePage" />));

    expect(await screen.findByRole('heading', { name: 'Support version 2' })).toBeInTheDocument();
    expect(screen.queryByText('This section is unavailable right now')).not.toBeInTheDocument();
    expect(refreshRemote).toHaveBeenCalledTimes(1);
  });

  it('shows the section unavailable, with Retry, when the configuration still names the version that failed', async () => {
    jest.mocked(loadRouteModule).mockRejectedValue(new Error('Loading chunk 423 failed.'));
    await act(async () => renderWithProviders(<RemoteRoute remote="support" module="BrokenPage" />));

    expect(await screen.findByRole('heading', { name: 'This section is unavailable right now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(refreshRemote).toHaveBeenCalledTimes(1);
  });

  it('a visit from another section waits for the configuration and downloads only the new release', async () => {
    versionedScreens();
    let finishCheck!: (changed: boolean) => void;
    jest.mocked(sectionVisit).mockReturnValue(
      new Promise((resolve) => {
        finishCheck = resolve;
      }),
    );
    await act(async () => renderWithProviders(<RemoteRoute remote="support" module="NewPage" />));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(loadRouteModule).not.toHaveBeenCalled();

    pickUp('/releases/support/2/mf-manifest.json');
    await act(async () => finishCheck(true));
    expect(await screen.findByRole('heading', { name: 'Support version 2' })).toBeInTheDocument();
    expect(loadRouteModule).toHaveBeenCalledTimes(1);
  });

  it('a screen already loaded shows at once on the next visit, then the new release replaces it', async () => {
    versionedScreens();
    const first = await act(async () => renderWithProviders(<RemoteRoute remote="support" module="LoadedPage" />));
    expect(await screen.findByRole('heading', { name: 'Support version 1' })).toBeInTheDocument();
    first.unmount();

    let finishCheck!: (changed: boolean) => void;
    jest.mocked(sectionVisit).mockReturnValue(
      new Promise((resolve) => {
        finishCheck = resolve;
      }),
    );
    await act(async () => renderWithProviders(<RemoteRoute remote="support" module="LoadedPage" />));
    expect(screen.getByRole('heading', { name: 'Support version 1' })).toBeInTheDocument();

    pickUp('/releases/support/2/mf-manifest.json');
    await act(async () => finishCheck(true));
    expect(await screen.findByRole('heading', { name: 'Support version 2' })).toBeInTheDocument();
  });
});
