import { queryOptions } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

import { type TicketListQuery, TicketListQuerySchema } from '@portal/contracts';
import { createTestQueryClient } from '@portal/testing';

import { PortalProviders } from './providers';
import { type ListQuery, useListQuery, useListSearch } from './use-list-query';

function wrapperAt(url: string) {
  const client = createTestQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <PortalProviders queryClient={client}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </PortalProviders>
  );
}

/** A page query answering from `load`, as a screen's query of @portal/api would from the server. */
const pageOf = (load: (query: ListQuery) => Promise<{ rows: string[]; total: number }>) => (query: ListQuery) =>
  queryOptions({ queryKey: ['test', query], queryFn: () => load(query) });

describe('useListQuery', () => {
  it('reads page, search, sort and filters from the URL and loads that page', async () => {
    const load = jest.fn(async (query: ListQuery) => ({ rows: [query.q], total: 31 }));
    const { result } = renderHook(() => useListQuery(pageOf(load), { defaultSort: 'newest', filterKeys: ['tab'] }), {
      wrapper: wrapperAt('/bookings?page=3&q=ali&sort=amount_asc&tab=completed'),
    });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(load).toHaveBeenCalledWith({ page: 3, pageSize: 10, q: 'ali', sort: 'amount_asc', filters: { tab: 'completed' } });
    expect(result.current.rows).toEqual(['ali']);
    expect(result.current.total).toBe(31);
  });

  it('goes back to page 1 when a filter changes, and keeps the state in the URL', async () => {
    const load = jest.fn(async () => ({ rows: [], total: 0 }));
    const { result } = renderHook(
      () => ({ list: useListQuery(pageOf(load), { defaultSort: 'newest', filterKeys: ['tab'] }), location: useLocation() }),
      { wrapper: wrapperAt('/bookings?page=4') },
    );
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    act(() => result.current.list.update({ filters: { tab: 'cancelled' } }));
    await waitFor(() => expect(result.current.location.search).toBe('?tab=cancelled'));
    expect(result.current.list.query.page).toBe(1);
  });

  it('keeps both of two changes made before the URL shows the first (two quick clicks)', async () => {
    const load = jest.fn(async () => ({ rows: [], total: 0 }));
    const { result } = renderHook(
      () => ({ list: useListQuery(pageOf(load), { defaultSort: 'newest', filterKeys: ['tab', 'treks'] }), location: useLocation() }),
      { wrapper: wrapperAt('/bookings') },
    );
    act(() => {
      result.current.list.update({ filters: { treks: 'true' } });
      result.current.list.update({ filters: { tab: 'completed' } });
    });
    await waitFor(() => expect(result.current.location.search).toBe('?treks=true&tab=completed'));
  });

  it('keeps the previous rows on screen while the next page loads, then shows the new ones', async () => {
    const replies = new Map<string, (rows: string[]) => void>();
    const load = (query: ListQuery) =>
      new Promise<{ rows: string[]; total: number }>((resolve) => replies.set(query.q, (rows) => resolve({ rows, total: 20 })));
    const { result } = renderHook(() => useListQuery(pageOf(load), { defaultSort: 'newest', filterKeys: [] }), {
      wrapper: wrapperAt('/x'),
    });
    await waitFor(() => expect(replies.has('')).toBe(true));
    act(() => replies.get('')!(['first page']));
    await waitFor(() => expect(result.current.rows).toEqual(['first page']));

    act(() => result.current.update({ q: 'khan' }));
    await waitFor(() => expect(result.current.reloading).toBe(true));
    expect(result.current).toMatchObject({ rows: ['first page'], loading: false, total: 20 });
    act(() => replies.get('khan')!(['found']));
    await waitFor(() => expect(result.current.rows).toEqual(['found']));
    expect(result.current.reloading).toBe(false);
  });

  it('shows no rows and keeps the error when loading fails, and asks again on reload', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ rows: ['back'], total: 1 });
    const { result } = renderHook(() => useListQuery(pageOf(load), { defaultSort: 'newest', filterKeys: [] }), {
      wrapper: wrapperAt('/x'),
    });
    await waitFor(() => expect(result.current.error).toEqual(new Error('offline')));
    expect(result.current).toMatchObject({ rows: [], loading: false });
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.rows).toEqual(['back']));
    expect(result.current.error).toBeNull();
  });
});

describe('useListSearch', () => {
  const ticketsOf = (load: (query: TicketListQuery) => Promise<{ rows: string[]; total: number }>) => (query: TicketListQuery) =>
    queryOptions({ queryKey: ['tickets', query], queryFn: () => load(query) });

  it("reads the URL through the list's query schema: a value it refuses falls back to its default, and the list loads", async () => {
    const load = jest.fn(async () => ({ rows: ['#12'], total: 1 }));
    const { result } = renderHook(() => useListSearch(TicketListQuerySchema, ticketsOf(load)), {
      wrapper: wrapperAt('/support?tab=pending&sort=oldest&page=abc&pageSize=1000&q=%20visa%20&other=1'),
    });
    await waitFor(() => expect(result.current.rows).toEqual(['#12']));
    expect(load).toHaveBeenCalledWith({ tab: 'open', sort: 'oldest', page: 1, pageSize: 10, q: 'visa' });
  });

  it('writes a change back in the same shape, leaving defaults and the parameters of others out, and goes back to page 1', async () => {
    const load = jest.fn(async () => ({ rows: [], total: 0 }));
    const { result } = renderHook(
      () => ({ list: useListSearch(TicketListQuerySchema, ticketsOf(load), { pageSize: '25' }), location: useLocation() }),
      { wrapper: wrapperAt('/support?other=1&page=3&tab=nonsense') },
    );
    expect(result.current.list.query).toMatchObject({ page: 3, pageSize: 25, tab: 'open' });
    act(() => result.current.list.update({ tab: 'closed', sort: 'oldest' }));
    await waitFor(() => expect(result.current.location.search).toBe('?other=1&tab=closed&sort=oldest'));
    act(() => result.current.list.update({ tab: 'open', pageSize: 50 }));
    await waitFor(() => expect(result.current.location.search).toBe('?other=1&sort=oldest&pageSize=50'));
    expect(result.current.list.query).toMatchObject({ page: 1, pageSize: 50, tab: 'open', sort: 'oldest' });
  });
});
