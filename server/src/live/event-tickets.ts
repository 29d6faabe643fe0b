import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';

import { RoleSchema } from '@portal/contracts';

import type { StreamMember } from './event-stream';

/** Long enough to open the stream, too short to be worth taking from a log the address reached. */
export const TICKET_TTL_SECONDS = 60;
/**
 * Signed by the server's own JWT key, so any instance accepts it; marked for the stream only, and
 * the bearer check refuses a token so marked (plugins/auth.ts), so a ticket opens nothing else.
 */
const AUDIENCE = 'events';

const TicketSchema = v.object({ sub: v.string(), sid: v.string(), mid: v.string(), rol: RoleSchema, ver: v.number(), ses: v.string() });

/** A ticket for the member's session: EventSource cannot send the bearer token, so the address carries this instead. */
export function signTicket(app: FastifyInstance, member: StreamMember): string {
  const { userId, supplierId, memberId, role, tokenVersion, sessionId } = member;
  return app.jwt.sign(
    { sub: userId, sid: supplierId, mid: memberId, rol: role, ver: tokenVersion, ses: sessionId },
    { expiresIn: TICKET_TTL_SECONDS, aud: AUDIENCE },
  );
}

/** Whom a ticket is for; null for a forged, expired or other token. */
export function ticketMember(app: FastifyInstance, ticket: string): StreamMember | null {
  let payload: unknown;
  try {
    payload = app.jwt.verify(ticket, { allowedAud: AUDIENCE, requiredClaims: ['aud'] });
  } catch {
    return null;
  }
  const parsed = v.safeParse(TicketSchema, payload);
  if (!parsed.success) return null;
  const { sub, sid, mid, rol, ver, ses } = parsed.output;
  return { userId: sub, supplierId: sid, memberId: mid, role: rol, tokenVersion: ver, sessionId: ses };
}
