import type { Database } from '../db/database';
import { recordTicketLiveEvent } from '../support/ticket-live-event';
import { AdminError, requireUuid } from './admin-error';

export interface TicketAnswer {
  response_id: string;
  ticket_id: string;
  ticket_number: number;
  author: 'admin';
  body: string;
  created_at: Date;
}

/** Adds the marketplace team's response to an open ticket; accepts the ticket's UUID or its number. */
export async function answerTicket(db: Database, ticket: string, text: string): Promise<TicketAnswer> {
  const body = text.trim();
  if (!body) throw new AdminError('The answer text is empty');
  const byNumber = /^[0-9]+$/.test(ticket);
  const key = byNumber ? Number(ticket) : requireUuid(ticket, 'The ticket id');
  return db.transaction(async (tx) => {
    const [found] = await tx.query<{ ticket_id: string; ticket_number: number; status: string }>(
      `SELECT ticket_id, ticket_number, status FROM support_tickets WHERE ${byNumber ? 'ticket_number' : 'ticket_id'} = $1 FOR UPDATE`,
      [key],
    );
    if (!found) throw new AdminError(`Ticket not found: ${ticket}`);
    if (found.status !== 'open') throw new AdminError(`Ticket ${ticket} is closed and accepts no responses`);
    const [response] = await tx.query<{ response_id: string; created_at: Date }>(
      `INSERT INTO ticket_responses (ticket_id, author, body) VALUES ($1, 'admin', $2) RETURNING response_id, created_at`,
      [found.ticket_id, body],
    );
    await tx.query('UPDATE support_tickets SET updated_at = now() WHERE ticket_id = $1', [found.ticket_id]);
    await recordTicketLiveEvent(tx, 'ticket.answered', found.ticket_id, { userId: null, detail: body });
    return {
      response_id: response!.response_id,
      ticket_id: found.ticket_id,
      ticket_number: found.ticket_number,
      author: 'admin',
      body,
      created_at: response!.created_at,
    };
  });
}
