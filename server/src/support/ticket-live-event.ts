import type { Queryable } from '../db/database';
import { recordLiveEvent } from '../live/live-events';

/**
 * The live event of a ticket's answer or closing, named '#12 Payout missing' as the ticket reads
 * in the caller's transaction. `actorUserId`: the member who closed it; null for the marketplace
 * team. Call it last in the change's transaction (recordLiveEvent).
 */
export async function recordTicketLiveEvent(
  tx: Queryable,
  kind: 'ticket.answered' | 'ticket.closed',
  ticketId: string,
  actor: { userId: string | null; detail?: string },
): Promise<void> {
  const [ticket] = await tx.query<{ supplier_id: string; subject: string }>(
    `SELECT supplier_id, '#' || ticket_number || ' ' || subject AS subject FROM support_tickets WHERE ticket_id = $1`,
    [ticketId],
  );
  if (!ticket) return;
  await recordLiveEvent(tx, {
    supplierId: ticket.supplier_id,
    kind,
    objectId: ticketId,
    subject: ticket.subject,
    detail: actor.detail ?? null,
    actorUserId: actor.userId,
  });
}
