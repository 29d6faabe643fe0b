import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import * as v from 'valibot';

import {
  endpointPath,
  type EventTicketSchema,
  LIVE_EVENT_KINDS,
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

type EventTicket = v.InferOutput<typeof EventTicketSchema>;

/** A ticket asked for with the page's first reads, waiting for the stream to open; used once, while fresh. */
let earlyTicket: { member: string; askedAt: number; reply: Promise<EventTicket> } | null = null;
const EARLY_TICKET_MS = 30_000;

/**
 * Asks for the stream's ticket as the shell starts, beside the page's first reads (issue 35). The
 * stream itself opens once the first screen has shown, after the ticket's newest event, so an
 * event of the seconds between (a booking made while the page loaded) still reaches the page.
 */
export function requestLiveTicket(): void {
  const member = memberOf(useSession.getState());
  if (!member) return;
  const reply = call(liveEndpoints.createEventTicket);
  reply.catch(() => undefined);
  earlyTicket = { member, askedAt: Date.now(), reply };
}

/** The early ticket when it is this member's and fresh, else a new one. */
function takeTicket(member: string): Promise<EventTicket> {
  const early = earlyTicket;
  earlyTicket = null;
  if (early?.member === member && Date.now() - early.askedAt < EARLY_TICKET_MS)
    return early.reply.catch(() => call(liveEndpoints.createEventTicket));
  return call(liveEndpoints.createEventTicket);
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
      const { ticket, lastEventId: newestThen } = await takeTicket(member);
      if (stopped) return;
      lastEventId ??= newestThen;
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
