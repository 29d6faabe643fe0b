import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths, TICKET_ERRORS } from '@portal/contracts';
import { applyLanguage } from '@portal/i18n';
import {
  apiFailure,
  currentLocation,
  held,
  mockApi,
  type MockCalls,
  renderAtRoute,
  ticket,
  TICKET_ID,
  ticketDetail,
} from '@portal/testing';

import { OpenTicketPage } from './open-ticket-page';

const renderAt = (url: string) => renderAtRoute(url, { [paths.openTicket]: <OpenTicketPage /> });
let opened: MockCalls<'openTicket'>;
const field = (name: string) => screen.getByRole(name === 'Related to' ? 'combobox' : 'textbox', { name });

beforeEach(() => {
  opened = mockApi.openTicket({ message: 'Ticket opened.', ticket: ticket() });
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
    expect(opened.count).toBe(0);
  });

  it('sends the ticket with its uploaded attachment, toasts the server message and shows the new ticket', async () => {
    mockApi.uploadFiles({ message: 'Files uploaded', urls: ['http://files.test/uploads/screen.png'] });
    opened = mockApi.openTicket({ message: 'Ticket opened.', ticket: ticket({ ticket_id: '5b0c4f4e-0000-4000-8000-0000000000ff' }) });
    renderAt('/open-ticket');
    await fillIn();
    const file = new File(['png'], 'screen.png', { type: 'image/png' });
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, file);
    expect(await screen.findByText('screen.png')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    await waitFor(() => expect(currentLocation()).toBe('/support/details/5b0c4f4e-0000-4000-8000-0000000000ff'));
    expect(opened.last().body).toEqual({
      related_to: 'Bookings',
      subject: 'Customer cannot pay',
      description: 'The payment page fails for booking #1042.',
      attachment: 'http://files.test/uploads/screen.png',
    });
    expect(await screen.findByText('Ticket opened.')).toBeInTheDocument();
  });

  it('waits for the attachment: Submit is off until its upload ends', async () => {
    const upload = held<{ message: string; urls: string[] }>();
    mockApi.uploadFiles(upload.reply);
    renderAt('/open-ticket');
    await fillIn();
    await userEvent.upload(
      document.querySelector<HTMLInputElement>('input[type=file]')!,
      new File(['pdf'], 'list.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Ticket' })).toBeDisabled());
    upload.settle({ message: 'Files uploaded', urls: ['http://files.test/uploads/list.pdf'] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Ticket' })).toBeEnabled());
  });

  it('sends no attachment as null', async () => {
    renderAt('/open-ticket');
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    await waitFor(() => expect(opened.count).toBe(1));
    expect(opened.last().body).toMatchObject({ attachment: null });
  });

  it('shows the server field errors on the fields', async () => {
    mockApi.openTicket(apiFailure(400, 'Invalid request.', [{ field: 'subject', message: 'Subject is not allowed.' }]));
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
    const get = mockApi.getTicket(ticketDetail({ status: 'closed' }));
    renderAt(paths.followUpTicket(TICKET_ID));
    expect(await screen.findByText('Follow-up to #12')).toBeInTheDocument();
    expect(get.last().params.id).toBe(TICKET_ID);
    expect(field('Related to')).toHaveDisplayValue('Payouts');
    expect(field('Subject')).toHaveValue('Follow-up: Payout for March not received');
    expect(field('Description')).toHaveValue('');
  });

  it('starts a follow-up in Urdu with the Urdu prefix on the subject', async () => {
    await act(() => applyLanguage('ur'));
    try {
      mockApi.getTicket(ticketDetail({ status: 'closed' }));
      renderAt(paths.followUpTicket(TICKET_ID));
      const subject = await screen.findByRole('textbox', { name: 'عنوان' });
      await waitFor(() => expect(subject).toHaveValue('فالو اپ: Payout for March not received'));
    } finally {
      await act(() => applyLanguage('en'));
    }
  });
});
