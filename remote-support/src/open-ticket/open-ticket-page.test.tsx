import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, getTicket, openTicket, uploadFile } from '@portal/api';
import { currentLocation, renderAtRoute } from '@portal/config/testing';
import { TICKET_ERRORS } from '@portal/contracts';
import { TICKET_ID, ticket, ticketDetail } from '../test/test-ticket';
import { OpenTicketPage } from './open-ticket-page';

jest.mock('@portal/api', () => ({ ...jest.requireActual<object>('@portal/api'), getTicket: jest.fn(), openTicket: jest.fn(), uploadFile: jest.fn() }));
const mockedGet = jest.mocked(getTicket);
const mockedOpen = jest.mocked(openTicket);
const mockedUpload = jest.mocked(uploadFile);

const renderAt = (url: string) => renderAtRoute(url, { '/open-ticket': <OpenTicketPage /> });
const field = (name: string) => screen.getByRole(name === 'Related to' ? 'combobox' : 'textbox', { name });

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  mockedGet.mockReset();
  mockedOpen.mockReset();
  mockedUpload.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function fillIn() {
  await userEvent.selectOptions(field('Related to'), 'Bookings');
  await userEvent.type(field('Subject'), 'Customer cannot pay');
  await userEvent.type(field('Description'), 'The payment page fails for booking #1042.');
}

describe('Open Ticket', () => {
  it('shows the schema messages for an empty form and sends nothing', async () => {
    renderAt('/open-ticket');
    expect(screen.getByRole('heading', { name: 'Open Ticket' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(await screen.findByText(TICKET_ERRORS.relatedTo)).toBeInTheDocument();
    expect(screen.getByText(TICKET_ERRORS.subject)).toBeInTheDocument();
    expect(screen.getByText(TICKET_ERRORS.description)).toBeInTheDocument();
    expect(mockedOpen).not.toHaveBeenCalled();
  });

  it('sends the ticket with its uploaded attachment, toasts the server message and shows the new ticket', async () => {
    mockedUpload.mockResolvedValue('http://files.test/uploads/screen.png');
    mockedOpen.mockResolvedValue({ message: 'Ticket opened.', ticket: ticket({ ticket_id: 'new-id' }) });
    renderAt('/open-ticket');
    await fillIn();
    const file = new File(['png'], 'screen.png', { type: 'image/png' });
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, file);
    expect(await screen.findByText('screen.png')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    await waitFor(() => expect(currentLocation()).toBe('/support/details/new-id'));
    expect(mockedOpen).toHaveBeenCalledWith({
      related_to: 'Bookings', subject: 'Customer cannot pay', description: 'The payment page fails for booking #1042.',
      attachment: 'http://files.test/uploads/screen.png',
    });
    expect(await screen.findByText('Ticket opened.')).toBeInTheDocument();
  });

  it('waits for the attachment: Submit is off until its upload ends', async () => {
    let finish: (url: string) => void = () => undefined;
    mockedUpload.mockReturnValue(new Promise((resolve) => { finish = resolve; }));
    renderAt('/open-ticket');
    await fillIn();
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, new File(['pdf'], 'list.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Ticket' })).toBeDisabled());
    finish('http://files.test/uploads/list.pdf');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Ticket' })).toBeEnabled());
  });

  it('sends no attachment as null', async () => {
    mockedOpen.mockResolvedValue({ message: 'Ticket opened.', ticket: ticket() });
    renderAt('/open-ticket');
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    await waitFor(() => expect(mockedOpen).toHaveBeenCalledWith(expect.objectContaining({ attachment: null })));
  });

  it('shows the server field errors on the fields', async () => {
    mockedOpen.mockRejectedValue(new ApiError(400, 'Invalid request.', [{ field: 'subject', message: 'Subject is not allowed.' }]));
    renderAt('/open-ticket');
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(await screen.findByText('Subject is not allowed.')).toBeInTheDocument();
    expect(field('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(currentLocation()).toBe('/open-ticket');
  });

  it('goes back to Support on Cancel', async () => {
    renderAt('/open-ticket');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(currentLocation()).toBe('/support');
  });

  it('starts a follow-up from the earlier ticket', async () => {
    mockedGet.mockResolvedValue(ticketDetail({ status: 'closed' }));
    renderAt(`/open-ticket?follow_up=${TICKET_ID}`);
    expect(await screen.findByText('Follow-up to #12')).toBeInTheDocument();
    expect(mockedGet).toHaveBeenCalledWith(TICKET_ID);
    expect(field('Related to')).toHaveDisplayValue('Payouts');
    expect(field('Subject')).toHaveValue('Follow-up: Payout for March not received');
    expect(field('Description')).toHaveValue('');
  });
});
