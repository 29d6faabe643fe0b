import { PassThrough } from 'node:stream';

import { isQuietLiveEvent, type LiveEvent, liveEventReach, type Role } from '@portal/contracts';

import type { StoredLiveEvent } from './event-stream-repository';

/** Whom a stream is for, as their ticket says (live/event-tickets.ts). */
export interface StreamMember {
  userId: string;
  supplierId: string;
  memberId: string;
  role: Role;
  sessionId: string;
  /** The user's token version when the ticket was signed: a role change or removal raises it. */
  tokenVersion: number;
}

/**
 * Whether the member hears of the event: their role may see its kind; a role that reads only its
 * assigned bookings (a guide) hears of a booking or its conversation only while it is theirs; and
 * what they did themselves is no news to them (their own screen has shown it), but for the quiet
 * kinds, which keep their other tabs current too (a conversation read there drops the count here).
 */
export function mayReceive(member: StreamMember, { event, actorUserId, guideMemberId }: StoredLiveEvent): boolean {
  if (actorUserId === member.userId && !isQuietLiveEvent(event.kind)) return false;
  const reach = liveEventReach(member.role, event.kind);
  return reach === 'business' || (reach === 'assigned' && guideMemberId === member.memberId);
}

/** How long the browser waits before reconnecting on its own (ours reconnects with a new ticket). */
const RETRY_MS = 3000;
/** A client that reads nothing is closed past this much unsent text; it resumes where it left off. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** One open `text/event-stream` of a member, with its cursor: the last event it has been given or passed over. */
export interface EventStream {
  readonly member: StreamMember;
  lastId: number;
  /** The text the reply sends. */
  readonly body: PassThrough;
  send(event: LiveEvent): void;
  heartbeat(): void;
  close(): void;
}

export function eventStream(member: StreamMember, lastId: number): EventStream {
  const body = new PassThrough();
  const write = (text: string) => {
    if (body.writableLength > MAX_BUFFERED_BYTES) body.end();
    if (!body.writableEnded) body.write(text);
  };
  write(`retry: ${RETRY_MS}\n\n`);
  return {
    member,
    lastId,
    body,
    // One line of JSON: a data field ends at a line break, and JSON.stringify escapes those.
    send: (event) => write(`id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`),
    // A comment: keeps proxies from closing an idle connection, and shows the browser it is alive.
    heartbeat: () => write(': heartbeat\n\n'),
    close: () => body.end(),
  };
}
