import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';

import { apiFailure, inTurn, mockApi, NETWORK_ERROR, user } from '@portal/testing';

import { ApiError, ContractError } from './client';
import { createPortalQueryClient, shouldRetryRead } from './query-client';
import { userQueries } from './users';

describe('the portal QueryClient', () => {
  it('retries a read twice after a network error or a 5xx, never after a 4xx or a broken contract', () => {
    expect([0, 1, 2].map((failures) => shouldRetryRead(failures, new ApiError(0, 'offline')))).toEqual([true, true, false]);
    expect(shouldRetryRead(0, new ApiError(503, 'Unavailable'))).toBe(true);
    expect(shouldRetryRead(0, new ApiError(404, 'Not found'))).toBe(false);
    expect(shouldRetryRead(0, new ApiError(401, 'Expired'))).toBe(false);
    expect(shouldRetryRead(0, new ContractError('x', 'bad'))).toBe(false);
  });

  it('asks the server three times in all when it stays unreachable, once for a 404', async () => {
    const client = createPortalQueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
    const unreachable = mockApi.getUser(NETWORK_ERROR);
    await expect(client.fetchQuery(userQueries.detail('u1'))).rejects.toMatchObject({ status: 0 });
    expect(unreachable.count).toBe(3);

    const missing = mockApi.getUser(apiFailure(404, 'User not found'));
    await expect(client.fetchQuery(userQueries.detail('u2'))).rejects.toMatchObject({ status: 404 });
    expect(missing.count).toBe(1);
  });

  it("makes a mutation's `invalidates` keys stale once it succeeds, so what shows them refetches", async () => {
    const client = createPortalQueryClient();
    const reads = mockApi.getUser(inTurn(user({ full_name: 'Before' }), user({ full_name: 'After' })));
    const screen = new QueryObserver(client, userQueries.detail('u1'));
    const unsubscribe = screen.subscribe(() => undefined);
    await waitFor(() => expect(screen.getCurrentResult().data).toMatchObject({ full_name: 'Before' }));
    await new MutationObserver(client, { mutationFn: async () => 'done', meta: { invalidates: [userQueries.all] } }).mutate();
    await waitFor(() => expect(screen.getCurrentResult().data).toMatchObject({ full_name: 'After' }));
    expect(reads.count).toBe(2);
    unsubscribe();
  });
});
