import { mutationOptions, queryOptions } from '@tanstack/react-query';

import {
  type OpenTicketRequest,
  ticketEndpoints,
  type TicketListQuery,
  type TicketStatus,
  type UpdateTicketRequest,
} from '@portal/contracts';

import { call, callPage } from './client';
import { queryRoots } from './query-keys';

/** GET /support/my-tickets: one page of the supplier's tickets in a tab, and the total. */
export const listTickets = (query: Partial<TicketListQuery>) => callPage(ticketEndpoints.listTickets, { query });

/** GET /support/{ticketId}: the ticket and its responses. */
export const getTicket = (ticketId: string) => call(ticketEndpoints.getTicket, { params: { id: ticketId } });

/** POST /support: opens a ticket. */
export const openTicket = (request: OpenTicketRequest) => call(ticketEndpoints.openTicket, { body: request });

/** PATCH /support/{ticketId}: closes the ticket or adds a response; answers the ticket as it now is. */
export const updateTicket = (ticketId: string, change: UpdateTicketRequest) =>
  call(ticketEndpoints.updateTicket, { params: { id: ticketId }, body: change });

export const ticketQueries = {
  all: queryRoots.tickets,
  lists: [...queryRoots.tickets, 'list'] as const,
  list: (query: Partial<TicketListQuery>) => queryOptions({ queryKey: [...ticketQueries.lists, query], queryFn: () => listTickets(query) }),
  /** The most recently opened ticket of a tab, if any (the latest open and closed ticket pages). */
  latest: (tab: TicketStatus) => ticketQueries.list({ tab, sort: 'newest', pageSize: 1 }),
  detail: (ticketId: string) => queryOptions({ queryKey: [...ticketQueries.all, 'detail', ticketId], queryFn: () => getTicket(ticketId) }),
};

export const ticketMutations = {
  open: () =>
    mutationOptions({
      mutationFn: (request: OpenTicketRequest) => openTicket(request),
      meta: { invalidates: [ticketQueries.lists] },
    }),
  /** A response or closing: the ticket shows as the server answers it; the lists refresh. */
  update: () =>
    mutationOptions({
      mutationFn: ({ ticketId, change }: { ticketId: string; change: UpdateTicketRequest }) => updateTicket(ticketId, change),
      meta: { invalidates: [ticketQueries.lists] },
      onSuccess: (ticket, _variables, _result, { client }) => client.setQueryData(ticketQueries.detail(ticket.ticket_id).queryKey, ticket),
    }),
};
