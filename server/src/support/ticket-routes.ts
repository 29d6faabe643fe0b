import type { FastifyInstance } from 'fastify';

import {
  languageOfRequest,
  messageIn,
  TICKET_OPENED_MESSAGE,
  TICKET_REFUSALS,
  ticketEndpoints,
  TOTAL_COUNT_HEADER,
} from '@portal/contracts';

import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { refuse } from '../http/errors';
import { route } from '../http/route';
import { principalOf, requireSupplier } from '../plugins/auth';
import { fileUrls } from '../uploads/file-urls';
import { issuedUploads, keepPrivate } from '../uploads/issued-uploads';
import { ticketRepository } from './ticket-repository';

export function ticketRoutes(app: FastifyInstance, { db, config }: { db: Database; config: ServerConfig }) {
  const tickets = ticketRepository(db);
  const urls = fileUrls(config);
  /** An attachment is private: its owner gets a signed link with the ticket. */
  const withLink = <T extends { attachment: string | null }>(ticket: T): T => ({ ...ticket, attachment: urls.signed(ticket.attachment) });

  async function ownTicket(supplierId: string, ticketId: string) {
    const ticket = await tickets.find(supplierId, ticketId);
    if (!ticket) throw refuse(TICKET_REFUSALS.notFound);
    return withLink(ticket);
  }

  route(app, ticketEndpoints.listTickets, {
    handler: async ({ query, request, reply }) => {
      const search = { supplierId: requireSupplier(request), tab: query.tab, q: query.q, sort: query.sort };
      const { rows, total } = await tickets.page(search, query.page, query.pageSize);
      reply.header(TOTAL_COUNT_HEADER, total);
      return rows.map(withLink);
    },
  });

  route(app, ticketEndpoints.getTicket, {
    handler: async ({ params, request }) => ownTicket(requireSupplier(request), params.id),
  });

  route(app, ticketEndpoints.openTicket, {
    rateLimitMax: config.TICKET_RATE_LIMIT,
    handler: async ({ body, request }) => {
      const supplierId = requireSupplier(request);
      if (body.attachment) {
        const { userId } = principalOf(request);
        if (!(await issuedUploads(db, config, userId, [body.attachment])).has(body.attachment)) {
          throw refuse(TICKET_REFUSALS.notUploaded);
        }
        await keepPrivate(db, config, userId, [body.attachment]);
      }
      const ticket = await tickets.open(supplierId, body);
      // The toast says it in the member's language (errors go through the error handler).
      const message = messageIn(languageOfRequest(request.headers['accept-language']), TICKET_OPENED_MESSAGE);
      return { message, ticket: withLink(ticket) };
    },
  });

  route(app, ticketEndpoints.updateTicket, {
    rateLimitMax: config.TICKET_RESPONSE_RATE_LIMIT,
    handler: async ({ params, body, request }) => {
      const supplierId = requireSupplier(request);
      await ownTicket(supplierId, params.id);
      // The schema lets through exactly one change: a response, or closing.
      if (body.admin_responses === undefined) await tickets.close(params.id, principalOf(request).userId);
      else if (!(await tickets.respond(params.id, body.admin_responses))) throw refuse(TICKET_REFUSALS.closed);
      return ownTicket(supplierId, params.id);
    },
  });
}
