import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../db/database';
import { type EventStream, mayReceive } from './event-stream';
import { eventStreamRepository } from './event-stream-repository';

/** The channel migration 024's trigger notifies with '<supplier_id>:<event_id>'. */
const CHANNEL = 'live_events';
/** Events read at a time when a stream catches up. */
const PAGE_SIZE = 200;
const HEARTBEAT_MS = 25_000;

/** A business's open streams on this instance, delivered to one read at a time. */
interface Business {
  streams: Set<EventStream>;
  delivering: Promise<void> | null;
  /** Notified while delivering: read again once done. */
  again: boolean;
}

/**
 * This instance's open event streams, by business. One LISTEN per instance: a notification names
 * the business, whose new events are then read once for all its streams and filtered per stream;
 * each stream's cursor (its last event) makes a late or repeated notification harmless, and a
 * stream that connects reads what it missed the same way.
 */
export function eventHub(db: Database, log: FastifyBaseLogger) {
  const events = eventStreamRepository(db);
  const businesses = new Map<string, Business>();
  let listening: Promise<() => Promise<void>> | null = null;
  let heartbeat: NodeJS.Timeout | undefined;

  const streams = () => [...businesses.values()].flatMap((business) => [...business.streams]);

  /** Ends the streams whose session has ended or whose user's token version moved on (role changed, removed). */
  async function standingOnly(open: EventStream[]): Promise<EventStream[]> {
    const standing = await events.standing(open.map((stream) => stream.member.sessionId));
    return open.filter((stream) => {
      const current = standing.get(stream.member.sessionId) === stream.member.tokenVersion;
      if (!current) stream.close();
      return current;
    });
  }

  /**
   * Reads from the earliest cursor of the streams still writable (one ended but not yet closed, its
   * client reading nothing, would hold every read back there), then on from the last page.
   */
  async function deliver(supplierId: string, business: Business): Promise<void> {
    const writable = () => [...business.streams].filter((stream) => !stream.body.writableEnded);
    const cursors = writable().map((stream) => stream.lastId);
    if (cursors.length === 0) return;
    let from = Math.min(...cursors);
    for (;;) {
      const page = await events.after(supplierId, from, PAGE_SIZE);
      if (page.length === 0) return;
      for (const stream of await standingOnly(writable())) {
        for (const stored of page) {
          if (stored.eventId <= stream.lastId) continue;
          if (mayReceive(stream.member, stored)) stream.send(stored.event);
          stream.lastId = stored.eventId;
        }
      }
      if (page.length < PAGE_SIZE) return;
      from = page.at(-1)!.eventId;
    }
  }

  /** Delivers the business's new events; a notification meanwhile reads again after. */
  function pump(supplierId: string): void {
    const business = businesses.get(supplierId);
    if (!business) return;
    if (business.delivering) {
      business.again = true;
      return;
    }
    business.delivering = (async () => {
      do {
        business.again = false;
        await deliver(supplierId, business);
      } while (business.again);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'live events not delivered'))
      .finally(() => {
        business.delivering = null;
        if (business.streams.size === 0) businesses.delete(supplierId);
      });
  }

  const pumpAll = () => {
    for (const supplierId of businesses.keys()) pump(supplierId);
  };

  function beat(): void {
    const open = streams();
    for (const stream of open) stream.heartbeat();
    if (open.length > 0) standingOnly(open).catch((error: unknown) => log.error({ err: error }, 'live streams not checked'));
  }

  function listen() {
    listening ??= db
      .listen(CHANNEL, (payload) => pump(payload.split(':')[0]!), pumpAll)
      .catch((error: unknown) => {
        listening = null;
        throw error;
      });
    heartbeat ??= setInterval(beat, HEARTBEAT_MS).unref();
    return listening;
  }

  return {
    /** Adds the stream and sends it what it missed; it leaves when its reply closes. */
    async open(stream: EventStream): Promise<void> {
      await listen();
      const { supplierId } = stream.member;
      const business = businesses.get(supplierId) ?? { streams: new Set(), delivering: null, again: false };
      businesses.set(supplierId, business);
      business.streams.add(stream);
      stream.body.on('close', () => {
        business.streams.delete(stream);
        if (business.streams.size === 0 && !business.delivering) businesses.delete(supplierId);
      });
      pump(supplierId);
    },

    /** Where a stream that names no last event starts: after the business's newest. */
    latestId: (supplierId: string) => events.latestId(supplierId),

    /** The server stops: every stream ends (browsers reconnect to another instance and resume), listening stops. */
    async close(): Promise<void> {
      clearInterval(heartbeat);
      for (const stream of streams()) stream.close();
      const stop = await listening?.catch(() => null);
      await stop?.();
    },
  };
}
