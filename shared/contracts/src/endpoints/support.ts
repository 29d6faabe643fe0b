import * as v from 'valibot';

import { IdParamsSchema } from '../common';
import {
  OpenTicketReplySchema,
  OpenTicketRequestSchema,
  SupportTicketDetailSchema,
  SupportTicketSchema,
  TICKET_REFUSALS,
  TicketListQuerySchema,
  UpdateTicketRequestSchema,
} from '../support';
import { defineEndpoint } from './define';

const tags = ['support'];

/** Support tickets. */
export const ticketEndpoints = {
  listTickets: defineEndpoint({
    method: 'GET',
    path: '/support/my-tickets',
    tags,
    access: 'supplier',
    permission: 'support.use',
    query: TicketListQuerySchema,
    reply: v.array(SupportTicketSchema),
    paged: true,
    summary: "The signed-in supplier's tickets in a tab (open or closed), searched, sorted and paged; the total in X-Total-Count",
  }),
  getTicket: defineEndpoint({
    method: 'GET',
    path: '/support/:id',
    tags,
    access: 'supplier',
    permission: 'support.use',
    params: IdParamsSchema,
    reply: SupportTicketDetailSchema,
    summary: 'One of the supplier’s tickets, with every response oldest first',
    refusals: { notFound: TICKET_REFUSALS.notFound },
  }),
  openTicket: defineEndpoint({
    method: 'POST',
    path: '/support',
    tags,
    access: 'supplier',
    permission: 'support.use',
    body: OpenTicketRequestSchema,
    reply: OpenTicketReplySchema,
    success: 201,
    summary:
      'Opens a ticket; an attachment must be a file the caller uploaded through POST uploads (kept private, answered as a signed link)',
    rateLimit: { per: 'account', window: '1 hour' },
    refusals: { notUploaded: TICKET_REFUSALS.notUploaded },
  }),
  updateTicket: defineEndpoint({
    method: 'PATCH',
    path: '/support/:id',
    tags,
    access: 'supplier',
    permission: 'support.use',
    params: IdParamsSchema,
    body: UpdateTicketRequestSchema,
    reply: SupportTicketDetailSchema,
    summary: "Closes the ticket ({status:'closed'}) or adds the supplier's response ({admin_responses})",
    rateLimit: { per: 'account', window: '10 minutes' },
    refusals: { notFound: TICKET_REFUSALS.notFound, closed: TICKET_REFUSALS.closed },
  }),
};
