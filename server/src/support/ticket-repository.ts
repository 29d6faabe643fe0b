import type { SupportTicket, SupportTicketDetail, TicketResponse, TicketSort, TicketStatus, TicketTopic } from '@portal/contracts';

import type { Database, SqlValue } from '../db/database';
import { pagedQuery } from '../db/paged-query';
import { type SearchColumns, searchCondition } from '../db/search-pattern';
import { recordTicketLiveEvent } from './ticket-live-event';

export interface TicketSearch {
  supplierId: string;
  tab: TicketStatus;
  q?: string;
  sort: TicketSort;
}

const orderBy: Record<TicketSort, string> = {
  newest: 'created_at DESC, ticket_number DESC',
  oldest: 'created_at ASC, ticket_number ASC',
};

const columns = 'ticket_id, ticket_number, related_to, subject, description, attachment, status, created_at, updated_at, closed_at';

type Instant = Date | string;
type TicketRow = Omit<SupportTicket, 'created_at' | 'updated_at' | 'closed_at'> & {
  created_at: Instant;
  updated_at: Instant;
  closed_at: Instant | null;
};
type ResponseRow = Omit<TicketResponse, 'created_at'> & { created_at: Instant };

const iso = (value: Instant) => new Date(value).toISOString();

const toTicket = ({ created_at, updated_at, closed_at, ...row }: TicketRow): SupportTicket => ({
  ...row,
  ticket_number: Number(row.ticket_number),
  created_at: iso(created_at),
  updated_at: iso(updated_at),
  closed_at: closed_at === null ? null : iso(closed_at),
});

const toResponse = ({ created_at, ...row }: ResponseRow): TicketResponse => ({ ...row, created_at: iso(created_at) });

/** The search box (spec: id, related_to and subject, within the tab), and the number people quote. */
export const TICKET_SEARCH_COLUMNS: SearchColumns = { text: ['related_to', 'subject'], numbers: ['ticket_number'], ids: ['ticket_id'] };

/** Always the supplier's own tickets, in the tab; then the search box. */
function whereOf({ supplierId, tab, q }: TicketSearch): { sql: string; params: SqlValue[] } {
  const params: SqlValue[] = [supplierId, tab];
  const base = 'supplier_id = $1 AND status = $2';
  return { sql: q ? `${base} AND ${searchCondition(q, params, TICKET_SEARCH_COLUMNS)}` : base, params };
}

export function ticketRepository(db: Database) {
  async function find(supplierId: string, ticketId: string): Promise<SupportTicketDetail | null> {
    const [row] = await db.query<TicketRow>(`SELECT ${columns} FROM support_tickets WHERE ticket_id = $1 AND supplier_id = $2`, [
      ticketId,
      supplierId,
    ]);
    if (!row) return null;
    const responses = await db.query<ResponseRow>(
      'SELECT response_id, author, body, created_at FROM ticket_responses WHERE ticket_id = $1 ORDER BY created_at, response_id',
      [ticketId],
    );
    return { ...toTicket(row), admin_responses: responses.map(toResponse) };
  }

  return {
    find,

    async page(search: TicketSearch, page: number, pageSize: number): Promise<{ rows: SupportTicket[]; total: number }> {
      const where = whereOf(search);
      const query = { columns, from: `FROM support_tickets WHERE ${where.sql}`, params: where.params, orderBy, sort: search.sort };
      const { rows, total } = await pagedQuery<TicketRow, TicketSort>(db, query, page, pageSize);
      return { rows: rows.map(toTicket), total };
    },

    async open(
      supplierId: string,
      ticket: { related_to: TicketTopic; subject: string; description: string; attachment: string | null },
    ): Promise<SupportTicket> {
      const [row] = await db.query<TicketRow>(
        `INSERT INTO support_tickets (supplier_id, related_to, subject, description, attachment) VALUES ($1, $2, $3, $4, $5) RETURNING ${columns}`,
        [supplierId, ticket.related_to, ticket.subject, ticket.description, ticket.attachment],
      );
      return toTicket(row!);
    },

    /** Adds the supplier's response to an open ticket; false when the ticket is closed. */
    async respond(ticketId: string, body: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [open] = await tx.query<{ ticket_id: string }>(
          `UPDATE support_tickets SET updated_at = now() WHERE ticket_id = $1 AND status = 'open' RETURNING ticket_id`,
          [ticketId],
        );
        if (open) await tx.query(`INSERT INTO ticket_responses (ticket_id, author, body) VALUES ($1, 'supplier', $2)`, [ticketId, body]);
        return Boolean(open);
      });
    },

    /** Closes a ticket, with the business's live event; closing a closed ticket changes nothing. */
    async close(ticketId: string, actorUserId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const closed = await tx.query(
          `UPDATE support_tickets SET status = 'closed', closed_at = now(), updated_at = now() WHERE ticket_id = $1 AND status = 'open' RETURNING 1`,
          [ticketId],
        );
        if (closed.length > 0) await recordTicketLiveEvent(tx, 'ticket.closed', ticketId, { userId: actorUserId });
      });
    },
  };
}
