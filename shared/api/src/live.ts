import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import * as v from 'valibot';

import {
  endpointPath,
  LIVE_EVENT_KINDS,
  LIVE_REPLAY_MAX_MS,
  liveEndpoints,
  type LiveEvent,
  LiveEventSchema,
  queryParams,
} from '@portal/contracts';
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

type SessionState = ReturnType<typeof useSession.getState>;
/** Whose stream: another person or business gets a new stream, not a resume of the last one. */
const memberOf = (session: SessionState) => (session.token && session.supplierId ? `${session.userId}:${session.supplierId}` : null);

/** When this member's page sent its first reads (performance.now()), for the stream's first ticket. */
let firstReads: { member: string; at: number } | null = null;

/**
 * Called as the shell sends the page's first reads (issue 35). The stream opens later, once the
 * first screen has shown; its first ticket names how long ago that was (`replayMs`), so the stream
 * starts before the reads and an event of the seconds between (a booking made while the page
 * loaded) still reaches the page.
 */
export function noteFirstReads(): void {
  const member = memberOf(useSession.getState());
  firstReads = member ? { member, at: performance.now() } : null;
}

/** The first ticket of this member's page starts the stream before its first reads; later ones after the last event seen. */
function askForTicket(member: string) {
  const since = firstReads?.member === member ? performance.now() - firstReads.at : null;
  firstReads = null;
  const query = since !== null && since <= LIVE_REPLAY_MAX_MS ? { replayMs: String(Math.round(since)) } : {};
  return call(liveEndpoints.createEventTicket, { query });
}

/**
 * Connects until stopped: a ticket, then the stream after the last event seen, or after the first
 * ticket's newest event when none was seen yet. A failure (the server restarting, the network, an
 * expired ticket) closes it and connects again with a new ticket, waiting longer each time in a
 * row. Each event makes its queries stale, then goes to the listeners.
 */
function connect(client: QueryClient, member: string): () => void {
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
      const { ticket, lastEventId: startAt } = await askForTicket(member);
      if (stopped) return;
      lastEventId ??= startAt;
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

/**
 * The host's signed-in layout: the stream is open while a member is signed in to a business,
 * closed on sign-out. Not before `ready`: the host opens it once the page's first screen has shown,
 * so on a phone its ticket's request does not hold one of the connections the screen's files and
 * reads need (issue 35).
 */
export function useLiveConnection(ready = true): void {
  const client = useQueryClient();
  const member = useSession(memberOf);
  useEffect(() => (ready && member ? connect(client, member) : undefined), [client, member, ready]);
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
