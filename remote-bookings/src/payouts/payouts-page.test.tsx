import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listAllPayouts, listPayouts } from '@portal/api';
import { currentLocation, renderAtRoute } from '@portal/config/testing';
import type { Payout } from '@portal/contracts';
import { PayoutsPage } from './payouts-page';

jest.mock('@portal/api', () => ({ listPayouts: jest.fn(), listAllPayouts: jest.fn() }));
const mockedList = jest.mocked(listPayouts);
const mockedListAll = jest.mocked(listAllPayouts);

const payout = (overrides: Partial<Payout>): Payout => ({
  payout_id: 'p1', payout_number: 1001, payout_date: '2026-03-05', booking_id: 'b1', booking_number: 2001, final_amount: 12500,
  processed_at: null, payout_method: 'bank_transfer', bank_name: 'Meezan Bank', payout_status: 'pending', ...overrides,
});
const rows = [
  payout({}),
  payout({ payout_id: 'p2', payout_number: 1002, payout_date: '2026-01-10', final_amount: 30000, processed_at: '2026-01-11T10:00:00.000Z',
    payout_method: 'easy_paisa', bank_name: null, payout_status: 'processed' }),
];

const renderAt = (url: string) => renderAtRoute(url, { '/payouts': <PayoutsPage /> });

// Rendering Chakra menus in jsdom on a busy two-core machine is slow.
jest.setTimeout(20_000);

beforeEach(() => {
  mockedList.mockReset();
  mockedListAll.mockReset();
});

describe('My Payouts', () => {
  it('shows the loading text, then the rows with Rs amounts, day/month/year dates, method in upper case and status colours', async () => {
    mockedList.mockResolvedValue({ rows, total: 12 });
    renderAt('/payouts');
    expect(screen.getByRole('heading', { name: 'My Payouts' })).toBeInTheDocument();
    expect(screen.getByText('Loading payouts...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Payouts' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(
      ['#1001', '05/03/2026', '#2001', 'Rs 12,500', '—', 'BANK TRANSFERMeezan Bank', 'pending'],
    );
    expect(within(second!).getByText('EASY PAISA')).toBeInTheDocument();
    expect(within(second!).getByText('11/01/2026')).toBeInTheDocument();
    expect(within(first!).getByText('pending')).toHaveStyle({ color: 'var(--chakra-colors-orange-500)' });
    expect(within(second!).getByText('processed')).toHaveStyle({ color: 'var(--chakra-colors-green-600)' });
    expect(screen.getByText('Showing 2 of 12')).toBeInTheDocument();
    expect(mockedList).toHaveBeenCalledWith({ page: '1', pageSize: '10', q: undefined, sort: 'due_desc' });
  });

  it('shows the empty text when nothing matches', async () => {
    mockedList.mockResolvedValue({ rows: [], total: 0 });
    renderAt('/payouts?q=nothing');
    expect(await screen.findByText('No payouts found.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by ID, Booking or Bank...' })).toHaveValue('nothing');
  });

  it('says when the list failed and retries', async () => {
    mockedList.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ rows, total: 2 });
    renderAt('/payouts');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('#1001')).toBeInTheDocument();
    expect(screen.queryByText('Could not load payouts.')).not.toBeInTheDocument();
  });

  it('searches, sorts and pages through the server, keeping the state in the URL', async () => {
    mockedList.mockResolvedValue({ rows, total: 25 });
    renderAt('/payouts');
    await screen.findByText('#1001');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by ID, Booking or Bank...' }), 'meezan');
    await waitFor(() => expect(mockedList).toHaveBeenLastCalledWith({ page: '1', pageSize: '10', q: 'meezan', sort: 'due_desc' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sort' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Amount (High to low)' }));
    await waitFor(() => expect(mockedList).toHaveBeenLastCalledWith({ page: '1', pageSize: '10', q: 'meezan', sort: 'amount_desc' }));
    await screen.findByText('#1001');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(mockedList).toHaveBeenLastCalledWith({ page: '3', pageSize: '10', q: 'meezan', sort: 'amount_desc' }));
    expect(new URL(currentLocation()!, 'http://x').searchParams.get('page')).toBe('3');
  });

  it('downloads payouts.csv with every matching payout in the table columns', async () => {
    mockedList.mockResolvedValue({ rows: rows.slice(0, 1), total: 2 });
    mockedListAll.mockResolvedValue(rows);
    const blobs: Blob[] = [];
    jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => { blobs.push(blob as Blob); return 'blob:payouts'; });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('payouts.csv');
    });
    renderAt('/payouts?q=bank&sort=amount_asc');
    await screen.findByText('#1001');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(mockedListAll).toHaveBeenCalledWith({ q: 'bank', sort: 'amount_asc' });
    expect((await blobs[0]!.text()).split('\r\n')).toEqual([
      'ID,Due on,Booking ID,Amount,Processed on,From,Status,Bank',
      '#1001,05/03/2026,#2001,"Rs 12,500",—,BANK TRANSFER,pending,Meezan Bank',
      '#1002,10/01/2026,#2001,"Rs 30,000",11/01/2026,EASY PAISA,processed,',
    ]);
  });
});
