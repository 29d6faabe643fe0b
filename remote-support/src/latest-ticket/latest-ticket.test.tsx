import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getTicket, listTickets } from '@portal/api';
import { currentLocation, renderAtRoute } from '@portal/config/testing';
import { ClosedTicketPage } from '../closed-ticket/closed-ticket-page';
import { OpenTicketSamplePage } from '../open-ticket-sample/open-ticket-sample-page';
import { TICKET_ID, ticket, ticketDetail } from '../test/test-ticket';

jest.mock('@portal/api', () => ({ listTickets: jest.fn(), getTicket: jest.fn(), updateTicket: jest.fn() }));
const mockedList = jest.mocked(listTickets);
const mockedGet = jest.mocked(getTicket);

const renderAt = (url: string) =>
  renderAtRoute(url, { '/support/ticket': <OpenTicketSamplePage />, '/support/closed': <ClosedTicketPage /> });

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  mockedList.mockReset();
  mockedGet.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('Latest open and closed ticket', () => {
  it('/support/ticket shows the most recent open ticket with its conversation', async () => {
    mockedList.mockResolvedValue({ rows: [ticket()], total: 3 });
    mockedGet.mockResolvedValue(ticketDetail());
    renderAt('/support/ticket');
    expect(await screen.findByRole('heading', { name: 'Payout for March not received' })).toBeInTheDocument();
    expect(mockedList).toHaveBeenCalledWith({ tab: 'open', sort: 'newest', pageSize: '1' });
    expect(mockedGet).toHaveBeenCalledWith(TICKET_ID);
    expect(screen.getByRole('button', { name: 'Add Response' })).toBeInTheDocument();
  });

  it('/support/closed shows the most recent closed ticket with the closed notice', async () => {
    mockedList.mockResolvedValue({ rows: [ticket({ status: 'closed' })], total: 1 });
    mockedGet.mockResolvedValue(ticketDetail({ status: 'closed', closed_at: '2026-03-12T10:00:00.000Z' }));
    renderAt('/support/closed');
    expect(await screen.findByText('This request is closed for comments. You can create a follow-up.')).toBeInTheDocument();
    expect(mockedList).toHaveBeenCalledWith({ tab: 'closed', sort: 'newest', pageSize: '1' });
    expect(screen.queryByRole('button', { name: 'Add Response' })).not.toBeInTheDocument();
  });

  it.each([
    ['/support/ticket', 'No open tickets.'],
    ['/support/closed', 'No closed tickets.'],
  ])('%s says when there is none and offers to open one', async (url, text) => {
    mockedList.mockResolvedValue({ rows: [], total: 0 });
    renderAt(url);
    expect(await screen.findByRole('heading', { name: text })).toBeInTheDocument();
    expect(mockedGet).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Open Ticket' }));
    expect(currentLocation()).toBe('/open-ticket');
  });

  it('says when the latest ticket could not be found and retries', async () => {
    mockedList.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ rows: [ticket()], total: 1 });
    mockedGet.mockResolvedValue(ticketDetail());
    renderAt('/support/ticket');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Payout for March not received' })).toBeInTheDocument();
  });
});
