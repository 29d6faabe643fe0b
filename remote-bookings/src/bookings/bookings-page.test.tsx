import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadBookingsCsv, listBookings } from '@portal/api';
import { currentLocation, renderAtRoute } from '@portal/config/testing';
import { BookingsPage } from './bookings-page';
import { booking } from './test-booking';

jest.mock('@portal/api', () => ({ listBookings: jest.fn(), downloadBookingsCsv: jest.fn() }));
const mockedList = jest.mocked(listBookings);
const mockedCsv = jest.mocked(downloadBookingsCsv);

const renderAt = (url: string) => renderAtRoute(url, { '/bookings': <BookingsPage /> });
const lastQuery = () => mockedList.mock.calls.at(-1)![0];


// Chakra in jsdom on a busy two-core machine is slow.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  mockedList.mockReset();
  mockedCsv.mockReset();
});

describe('My Bookings', () => {
  it('shows the loading text, then the rows with the spec columns and status colours', async () => {
    mockedList.mockResolvedValue({
      rows: [booking(), booking({ booking_id: 'b2', booking_number: 1043, booking_status: 'cancelled', customer_name: 'Bilal Ahmed' }),
        booking({ booking_id: 'b3', booking_number: 1044, booking_status: 'pending', customer_name: 'Chen Wei' })],
      total: 23,
    });
    renderAt('/bookings');
    expect(screen.getByRole('heading', { name: 'My Bookings' })).toBeInTheDocument();
    expect(screen.getByText('Loading bookings...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Bookings' });
    const [header, first, second, third] = within(table).getAllByRole('row');
    expect(within(header!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(
      ['ID', 'Received on', 'Customer', 'Booked', 'Date', 'People', 'Amount', 'Status'],
    );
    expect(within(first!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(
      ['#1042', '2 Nov 2026', 'Ayesha Khan', 'Hunza Valley Tour', '15 Dec 2026', '3', 'Rs 45,000', 'confirmed'],
    );
    expect(within(first!).getByText('confirmed')).toHaveStyle({ color: 'var(--chakra-colors-green-600)' });
    expect(within(second!).getByText('cancelled')).toHaveStyle({ color: 'var(--chakra-colors-red-600)' });
    expect(within(third!).getByText('pending')).toHaveStyle({ color: 'var(--chakra-colors-blue-600)' });
    expect(screen.getByText('Showing 3 of 23')).toBeInTheDocument();
    expect(lastQuery()).toEqual({
      q: undefined, tab: 'upcoming', sort: 'newest', tours: false, treks: false, group: false, private: false, international: false,
      local: false, page: 1, pageSize: 10,
    });
  });

  it('shows the empty text when nothing matches', async () => {
    mockedList.mockResolvedValue({ rows: [], total: 0 });
    renderAt('/bookings?q=nobody');
    expect(await screen.findByText('No bookings found.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by ID or customer' })).toHaveValue('nobody');
  });

  it('says when the list failed, leaves the table empty, and retries', async () => {
    mockedList.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ rows: [booking()], total: 1 });
    renderAt('/bookings');
    expect(await screen.findByText('Could not load bookings.')).toBeInTheDocument();
    expect(screen.getByText('No bookings found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ayesha Khan')).toBeInTheDocument();
    expect(screen.queryByText('Could not load bookings.')).not.toBeInTheDocument();
  });

  it('turns tabs, checkboxes, sort, search and pages into the URL and the query', async () => {
    mockedList.mockResolvedValue({ rows: [booking()], total: 45 });
    renderAt('/bookings');
    await screen.findByText('Ayesha Khan');

    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    await waitFor(() => expect(currentLocation()).toBe('/bookings?tab=completed'));
    // jsdom matches no media query, so the page is laid out as on a phone: the filters start folded.
    expect(screen.queryByRole('checkbox', { name: 'Treks' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Treks' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'For international tourists' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Amount (High to low)' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ tab: 'completed', treks: true, international: true, tours: false, sort: 'amount_desc' }));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by ID or customer' }), 'ayesha{Enter}');
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'ayesha', page: 1 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'ayesha', page: 2, treks: true, sort: 'amount_desc' }));
    await waitFor(() => expect(currentLocation()).toBe('/bookings?tab=completed&treks=true&international=true&sort=amount_desc&q=ayesha&page=2'));

    await userEvent.click(screen.getByRole('checkbox', { name: 'Treks' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ treks: false, page: 1 }));
  });

  it('restores the state from a shared link', async () => {
    mockedList.mockResolvedValue({ rows: [booking()], total: 1 });
    renderAt('/bookings?tab=cancelled&group=true&sort=oldest&page=3');
    await screen.findByText('Ayesha Khan');
    expect(lastQuery()).toMatchObject({ tab: 'cancelled', group: true, sort: 'oldest', page: 3 });
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('checkbox', { name: 'Group only' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Oldest First' })).toBeChecked();
  });

  it('opens Booking Info on a row click', async () => {
    mockedList.mockResolvedValue({ rows: [booking()], total: 1 });
    renderAt('/bookings');
    await userEvent.click(await screen.findByText('Ayesha Khan'));
    expect(currentLocation()).toBe('/bookings/details/7f1c2d3e-0000-4000-8000-000000000001');
  });

  it('downloads the CSV of every booking matching the tab, search and filters', async () => {
    mockedList.mockResolvedValue({ rows: [booking()], total: 1 });
    mockedCsv.mockResolvedValue(new Blob(['ID\r\n']));
    const createObjectURL = jest.fn(() => 'blob:bookings');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    renderAt('/bookings?tab=completed&tours=true&q=khan');
    await screen.findByText('Ayesha Khan');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(mockedCsv).toHaveBeenCalledWith(expect.objectContaining({ tab: 'completed', tours: true, q: 'khan', sort: 'newest' }));
  });
});
