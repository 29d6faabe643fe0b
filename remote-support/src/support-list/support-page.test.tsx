import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths } from '@portal/contracts';
import { currentLocation, inTurn, mockApi, type MockCalls, NETWORK_ERROR, renderAtRoute, ticket, TICKET_ID } from '@portal/testing';

import { SupportPage } from './support-page';

const renderAt = (url: string) => renderAtRoute(url, { [paths.support]: <SupportPage /> });
let list: MockCalls<'listTickets'>;
/** The query string GET /support/my-tickets received last. */
const lastQuery = () => list.last().query;
const rows = [
  ticket(),
  ticket({
    ticket_id: '5b0c4f4e-0000-4000-8000-000000000002',
    ticket_number: 13,
    related_to: 'Listings',
    subject: 'Photos',
    status: 'closed',
    closed_at: '2026-03-20T08:00:00.000Z',
  }),
];

describe('Support', () => {
  it('shows the loading text, then the tickets in the spec columns with en-GB dates', async () => {
    list = mockApi.listTickets({ rows, total: 14 });
    renderAt('/support');
    expect(screen.getByRole('heading', { name: 'Support' })).toBeInTheDocument();
    expect(screen.getByText('Loading tickets...')).toBeInTheDocument();
    await screen.findByText('#12');
    const table = screen.getByRole('table', { name: 'Support tickets' });
    const [header, first, second] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Related to', 'Opened', 'Subject', 'Closed', 'Status']);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['#12', 'Payouts', '8 Mar 2026', 'Payout for March not received', '—', 'Open']);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['#13', 'Listings', '8 Mar 2026', 'Photos', '20 Mar 2026', 'Closed']);
    expect(screen.getByText('Showing 2 of 14')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ tab: 'open', sort: 'newest', page: '1', pageSize: '10' });
  });

  it('shows the empty text when nothing matches', async () => {
    list = mockApi.listTickets({ rows: [], total: 0 });
    renderAt('/support?tab=closed&q=refund');
    expect(await screen.findByText('No tickets found.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by ID, related to or subject' })).toHaveValue('refund');
    expect(screen.getByRole('tab', { name: 'Closed' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says when the list failed and retries', async () => {
    list = mockApi.listTickets(inTurn(NETWORK_ERROR, { rows, total: 2 }));
    renderAt('/support');
    expect(await screen.findByText('Could not load tickets.')).toBeInTheDocument();
    expect(screen.getByText('No tickets found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('#12')).toBeInTheDocument();
    expect(screen.queryByText('Could not load tickets.')).not.toBeInTheDocument();
  });

  it('turns the tab, search, sort and page into the query and the URL', async () => {
    list = mockApi.listTickets({ rows, total: 25 });
    renderAt('/support');
    await screen.findByText('#12');
    await userEvent.click(screen.getByRole('tab', { name: 'Closed' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ tab: 'closed', page: '1' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by ID, related to or subject' }), 'payout{Enter}');
    await waitFor(() => expect(lastQuery()).toMatchObject({ tab: 'closed', q: 'payout' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Oldest First');
    await waitFor(() => expect(lastQuery()).toMatchObject({ tab: 'closed', q: 'payout', sort: 'oldest' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastQuery()).toEqual({ tab: 'closed', q: 'payout', sort: 'oldest', page: '3', pageSize: '10' }));
    expect(currentLocation()).toBe('/support?tab=closed&q=payout&sort=oldest&page=3');
  });

  it('opens the ticket on a row click and on Enter', async () => {
    list = mockApi.listTickets({ rows, total: 2 });
    const { unmount } = renderAt('/support');
    await userEvent.click(await screen.findByText('Payout for March not received'));
    expect(currentLocation()).toBe(`/support/details/${TICKET_ID}`);
    unmount();

    renderAt('/support');
    const row = (await screen.findByText('Photos')).closest('tr')!;
    row.focus();
    await userEvent.keyboard('{Enter}');
    expect(currentLocation()).toBe('/support/details/5b0c4f4e-0000-4000-8000-000000000002');
  });

  it('has an Open Ticket button that goes to the form', async () => {
    list = mockApi.listTickets({ rows: [], total: 0 });
    renderAt('/support');
    await userEvent.click(screen.getByRole('link', { name: 'Open Ticket' }));
    expect(currentLocation()).toBe('/open-ticket');
  });
});
