import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';

import { useSession } from '@portal/session';
import { createTestQueryClient, fakeEventSource, liveEvent, mockApi, TEST_API_BASE, TEST_SESSION } from '@portal/testing';

import { startLiveConnection, useLiveConnection, useLiveEvent, useLiveStatus } from './live';

const stream = fakeEventSource();

function Probe({ heard }: { heard: (kind: string) => void }) {
  useLiveConnection();
  useLiveEvent((event) => heard(event.kind));
  return <output>{useLiveStatus()}</output>;
}

function start(heard: (kind: string) => void = () => undefined) {
  useSession.getState().signIn(TEST_SESSION);
  const client = createTestQueryClient();
  return {
    client,
    ...render(<Probe heard={heard} />, {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    }),
  };
}

describe('the live event stream in the browser', () => {
  it('opens the stream with a ticket at the API base, and is live once it answers', async () => {
    const tickets = mockApi.createEventTicket({ ticket: 'pass-1', expiresInSeconds: 60 });
    const { container } = start();
    await waitFor(() => expect(stream.latest()?.url).toBe(`${TEST_API_BASE}/events?ticket=pass-1`));
    expect(tickets.count).toBe(1);
    expect(container.textContent).toBe('connecting');
    act(() => stream.latest()!.open());
    expect(container.textContent).toBe('live');
  });

  it("makes the event's queries and the notifications stale, and tells the listeners", async () => {
    mockApi.createEventTicket({ ticket: 'pass-1', expiresInSeconds: 60 });
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
    mockApi.createEventTicket({ ticket: 'pass-1', expiresInSeconds: 60 });
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
      const tickets = mockApi.createEventTicket({ ticket: 'pass-2', expiresInSeconds: 60 });
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

  it('opened as the shell starts, is taken over by the layout (one ticket, one stream), and closes on sign-out', async () => {
    const tickets = mockApi.createEventTicket({ ticket: 'pass-3', expiresInSeconds: 60 });
    useSession.getState().signIn(TEST_SESSION);
    const client = createTestQueryClient();
    startLiveConnection(client);
    await waitFor(() => expect(stream.latest()?.url).toBe(`${TEST_API_BASE}/events?ticket=pass-3`));
    const early = stream.latest()!;
    const { container } = render(<Probe heard={() => undefined} />, {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    act(() => early.open());
    expect(container.textContent).toBe('live');
    expect(tickets.count).toBe(1);
    expect(stream.latest()).toBe(early);
    act(() => useSession.getState().signOut());
    expect(early.closed).toBe(true);
  });

  it('opened as the shell starts, closes on sign-out when no layout took it over', async () => {
    mockApi.createEventTicket({ ticket: 'pass-4', expiresInSeconds: 60 });
    useSession.getState().signIn(TEST_SESSION);
    startLiveConnection(createTestQueryClient());
    await waitFor(() => expect(stream.latest()?.url).toBe(`${TEST_API_BASE}/events?ticket=pass-4`));
    act(() => useSession.getState().signOut());
    expect(stream.latest()!.closed).toBe(true);
  });
});
