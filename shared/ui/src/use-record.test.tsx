import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '@portal/api';
import { useRecord } from './use-record';

describe('useRecord', () => {
  it('loads the record of an id, and shows loading again for a new id until its own reply', async () => {
    const replies = new Map<string, (value: string) => void>();
    const fetchRecord = jest.fn((id: string) => new Promise<string>((resolve) => replies.set(id, resolve)));
    const { result, rerender } = renderHook(({ id }) => useRecord(fetchRecord, id), { initialProps: { id: 'a' } });
    expect(result.current.load).toEqual({ state: 'loading' });
    act(() => replies.get('a')!('booking A'));
    await waitFor(() => expect(result.current.load).toEqual({ state: 'ready', record: 'booking A' }));

    rerender({ id: 'b' });
    expect(result.current.load).toEqual({ state: 'loading' });
    act(() => replies.get('b')!('booking B'));
    await waitFor(() => expect(result.current.load).toEqual({ state: 'ready', record: 'booking B' }));
  });

  it('tells a 404 (unknown or another supplier’s) from a failure, and asks again on retry', async () => {
    const fetchRecord = jest.fn()
      .mockRejectedValueOnce(new ApiError(404, 'Not found'))
      .mockRejectedValueOnce(new ApiError(0, 'Unable to connect'))
      .mockResolvedValueOnce('ticket');
    const { result } = renderHook(() => useRecord(fetchRecord as (id: string) => Promise<string>, 'x'));
    await waitFor(() => expect(result.current.load).toEqual({ state: 'not-found' }));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.load).toEqual({ state: 'error' }));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.load).toEqual({ state: 'ready', record: 'ticket' }));
    act(() => result.current.replace('ticket, closed'));
    expect(result.current.load).toEqual({ state: 'ready', record: 'ticket, closed' });
  });

  it('asks nothing while the id is null', () => {
    const fetchRecord = jest.fn(async () => 'never');
    renderHook(() => useRecord(fetchRecord, null));
    expect(fetchRecord).not.toHaveBeenCalled();
  });
});
