import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths, routePatterns, TICKET_ERRORS, TICKET_TEXT_MAX_LENGTH } from '@portal/contracts';
import {
  apiFailure,
  currentLocation,
  inTurn,
  mockApi,
  NETWORK_ERROR,
  renderAtRoute,
  TICKET_ID,
  ticketDetail,
  ticketResponse as response,
} from '@portal/testing';
import { formatCount } from '@portal/ui';

import { TicketDetailPage } from './ticket-detail-page';

const renderAt = (url: string) =>
  renderAtRoute(url, { [routePatterns.ticketDetail]: <TicketDetailPage />, '/support/details': <TicketDetailPage /> });
const responseBox = () => screen.getByRole('textbox', { name: 'Admin Response' });
const conversation = () => screen.getByRole('region', { name: 'Conversation' });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('Ticket detail', () => {
  it('shows the ticket and its conversation oldest first, the team as Admin Response and the supplier as You', async () => {
    const attachment = '/api/v1/files/0f8c6f6e-2f5e-4f0e-9a4c-3c9b1f0d7e21.pdf/receipt%20march.pdf?expires=1767261600&signature=c2lnbmVk';
    const get = mockApi.getTicket(ticketDetail({ attachment }));
    renderAt(paths.ticketDetail(TICKET_ID));
    expect(screen.getByText('Loading ticket...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payout for March not received' })).toBeInTheDocument();
    expect(get.last().params.id).toBe(TICKET_ID);
    expect(screen.getByText('Ticket #12')).toBeInTheDocument();
    expect(screen.getByText(TICKET_ID)).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('Payouts')).toBeInTheDocument();
    expect(screen.getByText('8 Mar 2026')).toBeInTheDocument();
    expect(screen.getByText(/has not reached my bank/)).toBeInTheDocument();
    // A private attachment comes as a signed link: named by its file, opened with its signature.
    expect(screen.getByRole('link', { name: 'receipt march.pdf' })).toHaveAttribute('href', attachment);
    const items = within(conversation()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Admin Response9 Mar 2026.*We are looking into it\.$/),
      expect.stringMatching(/^You10 Mar 2026.*Thank you\.$/),
    ]);
    expect(responseBox()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close Ticket' })).toBeInTheDocument();
  });

  it('adds a response, appends it and clears the box', async () => {
    const ticket = ticketDetail({ admin_responses: [response()] });
    mockApi.getTicket(ticket);
    const update = mockApi.updateTicket({
      ...ticket,
      admin_responses: [
        ...ticket.admin_responses,
        response({ response_id: 'r3', author: 'supplier', body: 'Any news?', created_at: '2026-03-11T10:00:00.000Z' }),
      ],
    });
    renderAt(paths.ticketDetail(TICKET_ID));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Admin Response' }), '  Any news?  ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Response' }));
    expect(await within(conversation()).findByText('Any news?')).toBeInTheDocument();
    expect(update.last().params.id).toBe(TICKET_ID);
    expect(update.last().body).toEqual({ admin_responses: 'Any news?' });
    expect(responseBox()).toHaveValue('');
  });

  it('takes a response of emoji up to the limit in characters, as the server counts them, and counts them', async () => {
    const ticket = ticketDetail();
    mockApi.getTicket(ticket);
    const update = mockApi.updateTicket(ticket);
    // Each emoji is one character to the server and two UTF-16 units to a maxlength attribute.
    const text = `Eid ${'😀'.repeat(TICKET_TEXT_MAX_LENGTH - 4)}`;
    renderAt(paths.ticketDetail(TICKET_ID));
    await userEvent.click(await screen.findByRole('textbox', { name: 'Admin Response' }));
    await userEvent.paste(`${text}😀`);
    expect(responseBox()).toHaveValue(text);
    expect(screen.getByText(`${formatCount(TICKET_TEXT_MAX_LENGTH)}/${formatCount(TICKET_TEXT_MAX_LENGTH)}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Response' }));
    await waitFor(() => expect(update.last().body).toEqual({ admin_responses: text }));
  });

  it('asks for text before sending an empty response', async () => {
    mockApi.getTicket(ticketDetail());
    const update = mockApi.updateTicket(ticketDetail());
    renderAt(paths.ticketDetail(TICKET_ID));
    await userEvent.click(await screen.findByRole('button', { name: 'Add Response' }));
    expect(screen.getByText(TICKET_ERRORS.response)).toBeInTheDocument();
    expect(update.count).toBe(0);
  });

  it('says when the response could not be added and keeps the text', async () => {
    mockApi.getTicket(ticketDetail());
    mockApi.updateTicket(apiFailure(500, 'Server error'));
    renderAt(paths.ticketDetail(TICKET_ID));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Admin Response' }), 'Still waiting');
    await userEvent.click(screen.getByRole('button', { name: 'Add Response' }));
    expect(await screen.findByText('Failed to add admin response.')).toBeInTheDocument();
    expect(responseBox()).toHaveValue('Still waiting');
  });

  it('closes the ticket after confirming and returns to Support', async () => {
    mockApi.getTicket(ticketDetail());
    const update = mockApi.updateTicket(ticketDetail({ status: 'closed', closed_at: '2026-03-12T10:00:00.000Z' }));
    renderAt(paths.ticketDetail(TICKET_ID));
    await userEvent.click(await screen.findByRole('button', { name: 'Close Ticket' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close this ticket?' });
    expect(update.count).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, close ticket' }));
    await waitFor(() => expect(currentLocation()).toBe('/support'));
    expect(update.last().body).toEqual({ status: 'closed' });
    expect(await screen.findByText('Ticket closed.')).toBeInTheDocument();
  });

  it('says when the ticket could not be closed and stays', async () => {
    mockApi.getTicket(ticketDetail());
    mockApi.updateTicket(NETWORK_ERROR);
    renderAt(paths.ticketDetail(TICKET_ID));
    await userEvent.click(await screen.findByRole('button', { name: 'Close Ticket' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, close ticket' }));
    expect(await screen.findByText('Failed to close the ticket.')).toBeInTheDocument();
    expect(currentLocation()).toBe(`/support/details/${TICKET_ID}`);
  });

  it('shows a closed ticket with the closed notice, a follow-up link and no way to respond', async () => {
    mockApi.getTicket(ticketDetail({ status: 'closed', closed_at: '2026-03-12T10:00:00.000Z' }));
    renderAt(paths.ticketDetail(TICKET_ID));
    expect(await screen.findByText('This request is closed for comments. You can create a follow-up.')).toBeInTheDocument();
    expect(screen.getByText('12 Mar 2026')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Admin Response' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Response' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close Ticket' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Create a follow-up' }));
    expect(currentLocation()).toBe(`/open-ticket?follow_up=${TICKET_ID}`);
  });

  it('says when the ticket does not exist', async () => {
    mockApi.getTicket(apiFailure(404, 'Not found'));
    renderAt('/support/details/unknown');
    expect(await screen.findByRole('heading', { name: 'Ticket not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Support' })).toHaveAttribute('href', '/support');
  });

  it('says when the ticket could not be fetched and retries', async () => {
    mockApi.getTicket(inTurn(NETWORK_ERROR, ticketDetail()));
    renderAt(paths.ticketDetail(TICKET_ID));
    expect(await screen.findByText('Failed to fetch ticket details.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Payout for March not received' })).toBeInTheDocument();
  });

  it('says the id is missing without asking the server', () => {
    const get = mockApi.getTicket(ticketDetail());
    renderAt('/support/details');
    expect(screen.getByText('Ticket ID is missing')).toBeInTheDocument();
    expect(get.count).toBe(0);
  });
});
