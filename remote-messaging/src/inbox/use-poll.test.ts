import { renderHook } from '@testing-library/react';
import { INBOX_POLL_MS, usePoll } from './use-poll';

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  setVisibility('visible');
});

describe('usePoll', () => {
  it('refreshes every 15 s while the page is visible, not while hidden, and at once when shown again', () => {
    const refresh = jest.fn();
    renderHook(() => usePoll(refresh));
    jest.advanceTimersByTime(INBOX_POLL_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    jest.advanceTimersByTime(INBOX_POLL_MS * 3);
    expect(refresh).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('uses the latest callback and stops on unmount', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender, unmount } = renderHook(({ refresh }) => usePoll(refresh), { initialProps: { refresh: first } });
    rerender({ refresh: second });
    jest.advanceTimersByTime(INBOX_POLL_MS);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
    jest.advanceTimersByTime(INBOX_POLL_MS * 2);
    setVisibility('visible');
    expect(second).toHaveBeenCalledTimes(1);
  });
});
