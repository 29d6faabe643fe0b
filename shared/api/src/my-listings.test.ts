import { apiFailure, createTestQueryClient, listing, LISTING_ID, listingRow, mockApi } from '@portal/testing';

import { dashboardQueries } from './dashboard';
import { listingQueries } from './listings';
import { myListingsMutations, myListingsQueries } from './my-listings';

const observe = (client: ReturnType<typeof createTestQueryClient>, queryKey: readonly unknown[]) =>
  client.getQueryCache().build<unknown>(client, { queryKey });

describe('My Listings queries and mutations', () => {
  it('asks for a page with the ticked filters only and reads the total', async () => {
    const calls = mockApi.listMyListings({ rows: [listingRow()], total: 41 });
    const client = createTestQueryClient();
    const page = await client.fetchQuery(
      myListingsQueries.list({ status: 'live', tours: true, treks: false, q: '', sort: 'price_desc', page: 2 }),
    );
    expect(page).toEqual({ rows: [listingRow()], total: 41 });
    expect(calls.last().query).toEqual({ status: 'live', tours: 'true', sort: 'price_desc', page: '2' });
  });

  it('deactivation stores the answered listing and makes the lists and histories stale, not the dashboard', async () => {
    const client = createTestQueryClient();
    const put = mockApi.deactivateListing(listing('tour', { status: 'rejected' }));
    const list = observe(client, myListingsQueries.list({ status: 'all' }).queryKey);
    const logs = observe(client, myListingsQueries.editLogs(LISTING_ID).queryKey);
    const dashboard = observe(client, dashboardQueries.detail('s').queryKey);
    for (const query of [list, logs, dashboard]) query.setData({});
    await client.getMutationCache().build(client, myListingsMutations.deactivate()).execute(LISTING_ID);
    expect(put.last().body).toEqual({ status: 'rejected' });
    expect(client.getQueryData(listingQueries.detail(LISTING_ID).queryKey)).toMatchObject({ status: 'rejected' });
    expect([list.state.isInvalidated, logs.state.isInvalidated, dashboard.state.isInvalidated]).toEqual([true, true, false]);
  });

  it("deletion forgets the listing's own queries and refreshes Recent Activity", async () => {
    const client = createTestQueryClient();
    mockApi.deleteListing({ message: 'Listing deleted.' });
    client.setQueryData(listingQueries.detail(LISTING_ID).queryKey, listing('tour'));
    const dashboard = observe(client, dashboardQueries.detail('s').queryKey);
    dashboard.setData({});
    await client.getMutationCache().build(client, myListingsMutations.remove()).execute(LISTING_ID);
    expect(client.getQueryData(listingQueries.detail(LISTING_ID).queryKey)).toBeUndefined();
    expect(dashboard.state.isInvalidated).toBe(true);
  });

  it("passes on the server's 409 when a listing with upcoming bookings is deleted", async () => {
    const client = createTestQueryClient();
    mockApi.deleteListing(apiFailure(409, 'This listing has upcoming bookings and cannot be deleted.'));
    await expect(client.getMutationCache().build(client, myListingsMutations.remove()).execute(LISTING_ID)).rejects.toMatchObject({
      status: 409,
    });
  });
});
