import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';

import { useSession } from '@portal/session';
import { createTestQueryClient, eventTicket, fakeEventSource, liveEvent, mockApi, TEST_API_BASE, TEST_SESSION } from '@portal/testing';

import { noteFirstReads, useLiveConnection, useLiveEvent, useLiveStatus } from './live';

const stream = fakeEventSource();

function Probe({ heard, ready }: { heard: (kind: string) => void; ready?: boolean }) {
  useLiveConnection(ready);
  useLiveEvent((event) => heard(event.kind));
  return <output>{useLiveStatus()}</output>;
}

function start(heard: (kind: string) => void = () => undefined, ready?: boolean) {
  useSession.getState().signIn(TEST_SESSION);
  const client = createTestQueryClient();
  return {
    client,
    ...render(<Probe heard={heard} ready={ready} />, {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    }),
  };
}

describe('the live event stream in the browser', () => {
  it('opens the stream with a ticket at the API base, and is live once it answers', async () => {
    const tickets = mockApi.createEventTicket(eventTicket('pass-1'));
    const { container } = start();
    await waitFor(() => expect(stream.latest()?.url).toBe(`${TEST_API_BASE}/events?ticket=pass-1&after=0`));
    expect(tickets.count).toBe(1);
    expect(container.textContent).toBe('connecting');
    act(() => stream.latest()!.open());
    expect(container.textContent).toBe('live');
  });

  it("makes the event's queries and the notifications stale, and tells the listeners", async () => {
    mockApi.createEventTicket(eventTicket('pass-1'));
    const heard = jest.fn();
    const { client } = start(heard);
    await waitFor(() => expect(stream.latest()).toBeDefined());
    for (const key of [
      ['bookings', 'detail', 'b-7'],
      ['bookings', 'list', {}],
      ['dashboard', 's-1'],
      ['notifications', 'unread'],
      ['reviews', 'list'],
    ])
      client.setQueryData(key, 'cached');
    act(() => stream.latest()!.emit(liveEvent({ kind: 'booking.created', objectId: 'b-7', bookingId: 'b-7' })));
    const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(
      [
        ['bookings', 'detail', 'b-7'],
        ['bookings', 'list', {}],
        ['dashboard', 's-1'],
        ['notifications', 'unread'],
      ].map(stale),
    ).toEqual([true, true, true, true]);
    expect(stale(['reviews', 'list'])).toBe(false);
    expect(heard).toHaveBeenCalledWith('booking.created');
  });

  it("makes a colleague's message or reading stale in the open inbox, never the notifications", async () => {
    mockApi.createEventTicket(eventTicket('pass-1'));
    const heard = jest.fn();
    const { client } = start(heard);
    await waitFor(() => expect(stream.latest()).toBeDefined());
    const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
    for (const kind of ['message.sent', 'message.read'] as const) {
      const keys = [
        ['messages', 'chats', 'u-1'],
        ['messages', 'thread', 'b-3'],
        ['notifications', 'unread'],
      ];
      for (const key of keys) client.setQueryData(key, 'cached');
      act(() => stream.latest()!.emit(liveEvent({ kind, objectId: 'b-3', bookingId: 'b-3' })));
      expect(keys.map(stale)).toEqual([true, true, false]);
      expect(heard).toHaveBeenCalledWith(kind);
    }
  });

  it('reconnects after a failure with a new ticket, after the last event it had; closes on sign-out', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const tickets = mockApi.createEventTicket(eventTicket('pass-2'));
      const { container } = start();
      await waitFor(() => expect(stream.latest()).toBeDefined());
      const first = stream.latest()!;
      act(() => first.open());
      act(() => first.emit(liveEvent({ id: '41' })));
      act(() => first.fail());
      expect(first.closed).toBe(true);
      expect(container.textContent).toBe('offline');
      await act(async () => jest.advanceTimersByTime(2000));
      await waitFor(() => expect(stream.latest()).not.toBe(first));
      expect(stream.latest()!.url).toBe(`${TEST_API_BASE}/events?ticket=pass-2&after=41`);
      expect(tickets.count).toBe(2);
      act(() => useSession.getState().signOut());
      expect(stream.latest()!.closed).toBe(true);
      expect(container.textContent).toBe('offline');
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks for no ticket until it is ready (the first screen shown), then opens', async () => {
    const tickets = mockApi.createEventTicket(eventTicket('pass-3'));
    const { rerender } = start(undefined, false);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(tickets.count).toBe(0);
    expect(stream.latest()).toBeUndefined();
    rerender(<Probe heard={() => undefined} ready />);
    await waitFor(() => expect(stream.latest()?.url).toBe(`${TEST_API_BASE}/events?ticket=pass-3&after=0`));
    expect(tickets.count).toBe(1);
  });

  it("starts a page's stream before its first reads: its first ticket says how long ago they went out, later ones do not", async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const first = mockApi.createEventTicket(eventTicket('first', '57'));
      useSession.getState().signIn(TEST_SESSION);
      noteFirstReads();
      jest.advanceTimersByTime(1500);
      start();
      await waitFor(() => expect(stream.latest()?.url).toBe(`${TEST_API_BASE}/events?ticket=first&after=57`));
      expect(first.last().query).toEqual({ replayMs: '1500' });
      // It fails before any event: the next stream starts at the same point, with a ticket asked for plainly.
      const later = mockApi.createEventTicket(eventTicket('later', '60'));
      act(() => stream.latest()!.fail());
      await act(async () => jest.advanceTimersByTime(2000));
      await waitFor(() => expect(stream.latest()?.url).toBe(`${TEST_API_BASE}/events?ticket=later&after=57`));
      expect(later.last().query).toEqual({});
    } finally {
      jest.useRealTimers();
    }
  });
});
