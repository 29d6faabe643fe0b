import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';

import { EventIdSchema, LIVE_REFUSALS, liveEndpoints } from '@portal/contracts';

import type { Database } from '../db/database';
import { refuse, unauthorized } from '../http/errors';
import { route } from '../http/route';
import { principalOf, requireSupplier } from '../plugins/auth';
import { eventHub } from './event-hub';
import { eventStream, type StreamMember } from './event-stream';
import { eventStreamRepository } from './event-stream-repository';
import { signTicket, TICKET_TTL_SECONDS, ticketMember } from './event-tickets';

/** Expired events are deleted this often, by every instance (deleting twice deletes nothing). */
const EXPIRY_EVERY_MS = 60 * 60 * 1000;
/**
 * A ticket's `replayMs` reaches this much further back: the ticket's request took some time to
 * arrive after the browser measured it, and the first reads saw the data a moment after they left.
 * An event sent again is harmless (its queries are read again); a lost one is not.
 */
const REPLAY_MARGIN_MS = 2000;

/**
 * Where a stream resumes: the browser's Last-Event-ID (EventSource's own reconnect sends it), else
 * the `after` of the address (ours, reconnecting with a new ticket); null when neither is given.
 */
function resumeAfter(lastEventId: string | string[] | undefined, after: string | undefined): number | null {
  if (typeof lastEventId === 'string' && lastEventId !== '') {
    if (!v.is(EventIdSchema, lastEventId)) throw refuse(LIVE_REFUSALS.unknownEvent);
    return Number(lastEventId);
  }
  return after === undefined ? null : Number(after);
}

/** The member's live events (ADR 0020): a ticket for the session, then the stream it opens. */
export function liveRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const events = eventStreamRepository(db);
  const hub = eventHub(db, app.log);
  const expiry = setInterval(() => {
    events.deleteExpired().catch((error: unknown) => app.log.error({ err: error }, 'expired live events not deleted'));
  }, EXPIRY_EVERY_MS).unref();
  // Before the server waits for its connections to close: an open stream would keep it waiting.
  app.addHook('preClose', async () => {
    clearInterval(expiry);
    await hub.close();
  });

  /** Whether the ticket's session is still signed in at the version it was signed for. */
  const standing = async (member: StreamMember) =>
    (await events.standing([member.sessionId])).get(member.sessionId) === member.tokenVersion;

  route(app, liveEndpoints.createEventTicket, {
    handler: async ({ request, query }) => {
      const supplierId = requireSupplier(request);
      const { userId, memberId, role, sessionId } = principalOf(request);
      const tokenVersion = await events.tokenVersion(userId);
      if (!memberId || !role || tokenVersion === null) throw unauthorized();
      const ticket = signTicket(app, { userId, supplierId, memberId, role, sessionId, tokenVersion });
      const recordedMsAgo = query.replayMs === undefined ? 0 : query.replayMs + REPLAY_MARGIN_MS;
      return { ticket, expiresInSeconds: TICKET_TTL_SECONDS, lastEventId: String(await events.latestId(supplierId, recordedMsAgo)) };
    },
  });

  route(app, liveEndpoints.streamEvents, {
    handler: async ({ query, request, reply }) => {
      const member = ticketMember(app, query.ticket);
      if (!member || !(await standing(member))) throw refuse(LIVE_REFUSALS.ticketRefused);
      const after = resumeAfter(request.headers['last-event-id'], query.after) ?? (await hub.latestId(member.supplierId));
      const stream = eventStream(member, after);
      await hub.open(stream);
      // Sent as written: nginx would otherwise hold the text back until its buffer fills.
      reply.type('text/event-stream; charset=utf-8').header('x-accel-buffering', 'no');
      return reply.send(stream.body);
    },
  });
}
