import {
  OpenTicketReplySchema, SupportTicketDetailSchema, SupportTicketSchema, type OpenTicketRequest, type TicketListQuery, type UpdateTicketRequest,
} from '@portal/contracts';
import { call, callList } from './client';

const id = encodeURIComponent;

/** GET /support/my-tickets: one page of the supplier's tickets in a tab, and the total. */
export const listTickets = (query: TicketListQuery) => callList('support/my-tickets', SupportTicketSchema, { ...query });

/** GET /support/{ticketId}: the ticket and its responses. */
export const getTicket = (ticketId: string) => call(`support/${id(ticketId)}`, SupportTicketDetailSchema);

/** POST /support: opens a ticket. */
export const openTicket = (request: OpenTicketRequest) => call('support', OpenTicketReplySchema, { method: 'post', json: request });

/** PATCH /support/{ticketId}: closes the ticket or adds a response; answers the ticket as it now is. */
export const updateTicket = (ticketId: string, change: UpdateTicketRequest) =>
  call(`support/${id(ticketId)}`, SupportTicketDetailSchema, { method: 'patch', json: change });
