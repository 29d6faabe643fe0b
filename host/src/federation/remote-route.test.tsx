import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { dashboardQueries } from '@portal/api';
import { MY_SUPPLIER, createTestQueryClient, dashboard, mockApi, renderWithProviders } from '@portal/testing';
import { protectedRoutes } from '../routes/route-table';
import { loadRouteModule, type RouteModule } from './remote-registry';
import { RemoteRoute } from './remote-route';

jest.mock('./remote-registry', () => ({ loadRouteModule: jest.fn(), resetRemote: jest.fn() }));

/** The remote's code, held back until the test lets it arrive. */
function remoteCodeOnHold() {
  let arrive!: (module: RouteModule) => void;
  jest.mocked(loadRouteModule).mockReturnValue(new Promise((resolve) => { arrive = resolve; }));
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
    await act(async () => renderWithProviders(<RemoteRoute {...dashboardRoute} module="DashboardPageOnHold" />, { queryClient, session: { token: 't', userId: 'u', supplierId: null } }));
    // The effects have run (inside act): a started read would be in the cache.
    expect(queryClient.getQueryCache().findAll({ queryKey: dashboardQueries.detail(null).queryKey, exact: true })).toEqual([]);
  });
});
