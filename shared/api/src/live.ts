import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import * as v from 'valibot';

import { endpointPath, LIVE_EVENT_KINDS, liveEndpoints, type LiveEvent, LiveEventSchema, queryParams } from '@portal/contracts';
import { useSession } from '@portal/session';

import { apiBaseUrl, call } from './client';
import { liveInvalidations } from './live-invalidation';

/**
 * The tab's one event stream (ADR 0020). This module is shared by the host and every remote as a
 * singleton (shared/config/webpack.preset.cjs), so one EventSource serves the whole portal and any
 * screen can listen to it.
 */
export type LiveStatus = 'connecting' | 'live' | 'offline';
type LiveListener = (event: LiveEvent) => void;

const listeners = new Set<LiveListener>();
const statusListeners = new Set<() => void>();
let status: LiveStatus = 'offline';

function setStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  for (const notify of statusListeners) notify();
}

/** Waits after the n-th failure in a row: 1, 2, 4 ... up to 30 s, a little spread so tabs do not return together. */
const backoffMs = (failures: number) => Math.min(30_000, 1000 * 2 ** (failures - 1)) * (0.8 + Math.random() * 0.4);

const streamAddress = (ticket: string, after: string | null) =>
  `${apiBaseUrl().replace(/\/$/, '')}/${endpointPath(liveEndpoints.streamEvents)}?${new URLSearchParams(
    queryParams(liveEndpoints.streamEvents, { ticket, after }),
  )}`;

/**
 * Connects until stopped: a ticket, then the stream after the last event seen. A failure (the
 * server restarting, the network, an expired ticket) closes it and connects again with a new
 * ticket, waiting longer each time in a row. Each event makes its queries stale, then goes to the listeners.
 */
function connect(client: QueryClient): () => void {
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let failures = 0;
  let lastEventId: string | null = null;

  const receive = (message: MessageEvent<string>) => {
    const parsed = v.safeParse(LiveEventSchema, JSON.parse(message.data));
    if (!parsed.success) return;
    const event = parsed.output;
    lastEventId = event.id;
    for (const queryKey of liveInvalidations(event)) void client.invalidateQueries({ queryKey });
    for (const listener of listeners) listener(event);
  };
  const fail = () => {
    source?.close();
    source = null;
    if (stopped) return;
    setStatus('offline');
    failures += 1;
    retry = setTimeout(() => void open(), backoffMs(failures));
  };
  async function open() {
    setStatus('connecting');
    try {
      const { ticket } = await call(liveEndpoints.createEventTicket);
      if (stopped) return;
      source = new EventSource(streamAddress(ticket, lastEventId));
    } catch {
      fail();
      return;
    }
    source.onopen = () => {
      failures = 0;
      setStatus('live');
    };
    source.onerror = fail;
    for (const kind of LIVE_EVENT_KINDS) source.addEventListener(kind, receive);
  }

  void open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    source?.close();
    setStatus('offline');
  };
}

/** The stream open now and whose it is: another person or business gets a new stream, not a resume of the last one. */
let stream: { member: string; stop: () => void } | null = null;

type SessionState = ReturnType<typeof useSession.getState>;
const memberOf = (session: SessionState) => (session.token && session.supplierId ? `${session.userId}:${session.supplierId}` : null);

function openStream(client: QueryClient, member: string): void {
  if (stream?.member === member) return;
  stream?.stop();
  stream = { member, stop: connect(client) };
}

function closeStream(member: string): void {
  if (stream?.member !== member) return;
  stream.stop();
  stream = null;
}

/**
 * Opens the stream as the shell starts, before its first render (issue 35): the ticket's request
 * then goes beside the page's first reads rather than after the layout has mounted, which on a
 * phone delayed the screen's largest paint. The layout's useLiveConnection takes it over; it closes
 * when its member signs out or changes business, whether or not a layout mounted.
 */
export function startLiveConnection(client: QueryClient): void {
  const member = memberOf(useSession.getState());
  if (!member) return;
  openStream(client, member);
  const unsubscribe = useSession.subscribe((session) => {
    if (memberOf(session) === member) return;
    unsubscribe();
    closeStream(member);
  });
}

/** The host's signed-in layout: the stream is open while a member is signed in to a business, closed on sign-out. */
export function useLiveConnection(): void {
  const client = useQueryClient();
  const member = useSession(memberOf);
  useEffect(() => {
    if (!member) return undefined;
    openStream(client, member);
    return () => closeStream(member);
  }, [client, member]);
}

/** Calls `listener` with each event of the stream while the component is mounted. */
export function useLiveEvent(listener: LiveListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const forward: LiveListener = (event) => latest.current(event);
    listeners.add(forward);
    return () => void listeners.delete(forward);
  }, []);
}

const subscribeStatus = (notify: () => void) => {
  statusListeners.add(notify);
  return () => void statusListeners.delete(notify);
};

/** Whether events arrive now: screens poll only while it is not 'live'. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribeStatus, () => status);
}
