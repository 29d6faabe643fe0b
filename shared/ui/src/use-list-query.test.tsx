import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useListQuery, type ListQuery } from './use-list-query';

function wrapperAt(url: string) {
  return ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
}

describe('useListQuery', () => {
  it('reads page, search, sort and filters from the URL and loads that page', async () => {
    const load = jest.fn(async (query: ListQuery) => ({ rows: [query.q], total: 31 }));
    const { result } = renderHook(() => useListQuery(load, { defaultSort: 'newest', filterKeys: ['tab'] }), {
      wrapper: wrapperAt('/bookings?page=3&q=ali&sort=amount_asc&tab=completed'),
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(load).toHaveBeenCalledWith({ page: 3, pageSize: 10, q: 'ali', sort: 'amount_asc', filters: { tab: 'completed' } });
    expect(result.current.rows).toEqual(['ali']);
    expect(result.current.total).toBe(31);
  });

  it('goes back to page 1 when a filter changes, and keeps the state in the URL', async () => {
    const load = jest.fn(async () => ({ rows: [], total: 0 }));
    const { result } = renderHook(
      () => ({ list: useListQuery(load, { defaultSort: 'newest', filterKeys: ['tab'] }), location: useLocation() }),
      { wrapper: wrapperAt('/bookings?page=4') },
    );
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    act(() => result.current.list.update({ filters: { tab: 'cancelled' } }));
    await waitFor(() => expect(result.current.location.search).toBe('?tab=cancelled'));
    expect(result.current.list.query.page).toBe(1);
  });

  it('keeps every change made before the next render (quick clicks on a busy machine)', async () => {
    const load = jest.fn(async () => ({ rows: [], total: 0 }));
    const { result } = renderHook(
      () => ({ list: useListQuery(load, { defaultSort: 'newest', filterKeys: ['treks', 'international'] }), location: useLocation() }),
      { wrapper: wrapperAt('/bookings') },
    );
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    act(() => {
      const { update } = result.current.list;
      update({ filters: { treks: 'true' } });
      update({ filters: { international: 'true' } });
      update({ sort: 'amount_desc' });
    });
    await waitFor(() => expect(result.current.location.search).toBe('?treks=true&international=true&sort=amount_desc'));
  });

  it('shows no rows and keeps the error when loading fails', async () => {
    const load = jest.fn(async () => {
      throw new Error('offline');
    });
    const { result } = renderHook(() => useListQuery(load, { defaultSort: 'newest', filterKeys: [] }), { wrapper: wrapperAt('/x') });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.rows).toEqual([]);
    expect(result.current.error).toEqual(new Error('offline'));
  });
});
