import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths } from '@portal/contracts';
import {
  currentLocation,
  inTurn,
  mockApi,
  type MockCalls,
  NETWORK_ERROR,
  renderAtRoute,
  ticket,
  TICKET_ID,
  ticketDetail,
} from '@portal/testing';

import { ClosedTicketPage } from './closed-ticket-page';
import { OpenTicketSamplePage } from './open-ticket-sample-page';

const renderAt = (url: string) =>
  renderAtRoute(url, { [paths.openTicketSample]: <OpenTicketSamplePage />, [paths.closedTicket]: <ClosedTicketPage /> });
let get: MockCalls<'getTicket'>;

beforeEach(() => {
  get = mockApi.getTicket(ticketDetail());
});

describe('Latest open and closed ticket', () => {
  it('/support/ticket shows the most recent open ticket with its conversation', async () => {
    const list = mockApi.listTickets({ rows: [ticket()], total: 3 });
    renderAt(paths.openTicketSample);
    expect(await screen.findByRole('heading', { name: 'Payout for March not received' })).toBeInTheDocument();
    expect(list.last().query).toEqual({ tab: 'open', sort: 'newest', pageSize: '1' });
    expect(get.last().params.id).toBe(TICKET_ID);
    expect(screen.getByRole('button', { name: 'Add Response' })).toBeInTheDocument();
  });

  it('/support/closed shows the most recent closed ticket with the closed notice', async () => {
    const list = mockApi.listTickets({ rows: [ticket({ status: 'closed' })], total: 1 });
    mockApi.getTicket(ticketDetail({ status: 'closed', closed_at: '2026-03-12T10:00:00.000Z' }));
    renderAt(paths.closedTicket);
    expect(await screen.findByText('This request is closed for comments. You can create a follow-up.')).toBeInTheDocument();
    expect(list.last().query).toEqual({ tab: 'closed', sort: 'newest', pageSize: '1' });
    expect(screen.queryByRole('button', { name: 'Add Response' })).not.toBeInTheDocument();
  });

  it.each([
    ['/support/ticket', 'No open tickets.'],
    ['/support/closed', 'No closed tickets.'],
  ])('%s says when there is none and offers to open one', async (url, text) => {
    mockApi.listTickets({ rows: [], total: 0 });
    renderAt(url);
    expect(await screen.findByRole('heading', { name: text })).toBeInTheDocument();
    expect(get.count).toBe(0);
    await userEvent.click(screen.getByRole('link', { name: 'Open Ticket' }));
    expect(currentLocation()).toBe('/open-ticket');
  });

  it('says when the latest ticket could not be found and retries', async () => {
    mockApi.listTickets(inTurn(NETWORK_ERROR, { rows: [ticket()], total: 1 }));
    renderAt(paths.openTicketSample);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Payout for March not received' })).toBeInTheDocument();
  });
});
