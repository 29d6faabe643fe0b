import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths, routePatterns } from '@portal/contracts';
import {
  booking,
  BOOKING_ID,
  captureDownloads,
  currentLocation,
  held,
  inTurn,
  mockApi,
  type MockCalls,
  NETWORK_ERROR,
  renderAtRoute,
  TEST_SESSION,
} from '@portal/testing';

import { BookingsPage } from './bookings-page';

const renderAt = (url: string) =>
  renderAtRoute(url, { [paths.bookings]: <BookingsPage />, [routePatterns.bookingInfo]: <p>Booking Info</p> });
let list: MockCalls<'listBookings'>;
/** The query string GET /bookings/customer received last. */
const lastQuery = () => list.last().query;

/**
 * Opens a row's Actions menu and chooses `action`. The item is reached by keyboard first: zag's menu
 * highlights an item under the pointer only once it knows a pointer is in use, which jsdom's events
 * do not tell it reliably.
 */
async function choose(bookingNumber: string, action: string) {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${bookingNumber}` }));
  const menu = await screen.findByRole('menu', { name: `Actions for ${bookingNumber}` });
  await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
  const item = within(menu).getByRole('menuitem', { name: action });
  while (!item.hasAttribute('data-highlighted')) await userEvent.keyboard('{ArrowDown}');
  await userEvent.click(item);
}

describe('My Bookings', () => {
  // A tour operator's listing types unless a test says otherwise: the spec's Filter by choices.
  beforeEach(() => {
    mockApi.getListingTypes(['tour', 'trek']);
  });

  it('shows the loading text, then the rows with the spec columns and status colours', async () => {
    list = mockApi.listBookings({
      rows: [
        booking(),
        booking({ booking_id: 'b2', booking_number: 1043, booking_status: 'cancelled', customer_name: 'Bilal Ahmed' }),
        booking({ booking_id: 'b3', booking_number: 1044, booking_status: 'pending', customer_name: 'Chen Wei' }),
      ],
      total: 23,
    });
    renderAt('/bookings');
    expect(screen.getByRole('heading', { name: 'My Bookings' })).toBeInTheDocument();
    expect(screen.getByText('Loading bookings...')).toBeInTheDocument();
    await screen.findByText('Ayesha Khan');
    const table = screen.getByRole('table', { name: 'Bookings' });
    const [header, first, second, third] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Received on', 'Customer', 'Booked', 'Date', 'People', 'Amount', 'Status', 'Actions']);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['#1042', '2 Nov 2026', 'Ayesha Khan', 'Hunza Valley Tour', '15 Dec 2026', '3', 'Rs 45,000', 'confirmed', 'Actions']);
    expect(within(first!).getByText('confirmed')).toHaveStyle({ color: 'var(--chakra-colors-green-fg)' });
    expect(within(second!).getByText('cancelled')).toHaveStyle({ color: 'var(--chakra-colors-red-fg)' });
    expect(within(third!).getByText('pending')).toHaveStyle({ color: 'var(--chakra-colors-blue-600)' });
    expect(screen.getByText('Showing 3 of 23')).toBeInTheDocument();
    // Unticked filters and an empty search are not sent.
    expect(lastQuery()).toEqual({ tab: 'upcoming', sort: 'newest', page: '1', pageSize: '10' });
  });

  it('shows the empty text when nothing matches', async () => {
    list = mockApi.listBookings({ rows: [], total: 0 });
    renderAt('/bookings?q=nobody');
    expect(await screen.findByText('No bookings found.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by ID or customer' })).toHaveValue('nobody');
  });

  it('says when the list failed, leaves the table empty, and retries', async () => {
    list = mockApi.listBookings(inTurn(NETWORK_ERROR, { rows: [booking()], total: 1 }));
    renderAt('/bookings');
    expect(await screen.findByText('Could not load bookings.')).toBeInTheDocument();
    expect(screen.getByText('No bookings found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ayesha Khan')).toBeInTheDocument();
    expect(screen.queryByText('Could not load bookings.')).not.toBeInTheDocument();
  });

  it('turns tabs, checkboxes, sort, search and pages into the URL and the query', async () => {
    list = mockApi.listBookings({ rows: [booking()], total: 45 });
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
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        tab: 'completed',
        treks: 'true',
        international: 'true',
        sort: 'amount_desc',
        page: '1',
        pageSize: '10',
      }),
    );

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by ID or customer' }), 'ayesha{Enter}');
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'ayesha', page: '1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'ayesha', page: '2', treks: 'true', sort: 'amount_desc' }));
    await waitFor(() =>
      expect(currentLocation()).toBe('/bookings?tab=completed&treks=true&international=true&sort=amount_desc&q=ayesha&page=2'),
    );

    await userEvent.click(screen.getByRole('checkbox', { name: 'Treks' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '1' }));
    expect(lastQuery()).not.toHaveProperty('treks');
  });

  it("offers the filters that fit the supplier's listings: a hotel with car rentals is offered those, not tours", async () => {
    mockApi.getListingTypes(['car_rental', 'hotel']);
    list = mockApi.listBookings({ rows: [booking()], total: 1 });
    renderAt('/bookings');
    await screen.findByText('Ayesha Khan');
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const filterBy = screen.getByRole('group', { name: 'Filter by' });
    expect(await within(filterBy).findByRole('checkbox', { name: 'Car rental' })).toBeInTheDocument();
    expect(within(filterBy).getByRole('checkbox', { name: 'Hotel' })).toBeInTheDocument();
    expect(within(filterBy).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: 'Tours' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Group only' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Car rental' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ types: 'car_rental', page: '1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hotel' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ types: 'car_rental,hotel' }));
    expect(currentLocation()).toBe('/bookings?types=car_rental%2Chotel');
  });

  it("keeps the spec's Tours and Treks filters for a tour operator, with its other listing types after them", async () => {
    mockApi.getListingTypes(['tour', 'activity']);
    list = mockApi.listBookings({ rows: [booking()], total: 1 });
    renderAt('/bookings?types=activity');
    await screen.findByText('Ayesha Khan');
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await screen.findByRole('checkbox', { name: 'Activity' })).toBeChecked();
    for (const label of ['Tours', 'Treks', 'Group only', 'Private only', 'For international tourists', 'For local tourists']) {
      expect(screen.getByRole('checkbox', { name: label })).toBeInTheDocument();
    }
    expect(lastQuery()).toMatchObject({ types: 'activity' });
  });

  it('restores the state from a shared link', async () => {
    list = mockApi.listBookings({ rows: [booking()], total: 1 });
    renderAt('/bookings?tab=cancelled&group=true&sort=oldest&page=3');
    await screen.findByText('Ayesha Khan');
    expect(lastQuery()).toMatchObject({ tab: 'cancelled', group: 'true', sort: 'oldest', page: '3' });
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('checkbox', { name: 'Group only' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Oldest First' })).toBeChecked();
  });

  it('reads values the list does not take (typed into the address by hand) as its defaults, and shows the list', async () => {
    list = mockApi.listBookings({ rows: [booking()], total: 1 });
    renderAt(`/bookings?tab=archived&sort=sideways&pageSize=500&page=0&types=hotel,boats&treks=maybe&q=${'x'.repeat(101)}`);
    await screen.findByText('Ayesha Khan');
    expect(lastQuery()).toEqual({ tab: 'upcoming', sort: 'newest', page: '1', pageSize: '10' });
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    await waitFor(() => expect(currentLocation()).toBe('/bookings?tab=completed'));
  });

  it('opens Booking Info on a row click', async () => {
    list = mockApi.listBookings({ rows: [booking()], total: 1 });
    renderAt('/bookings');
    await userEvent.click(await screen.findByText('Ayesha Khan'));
    expect(currentLocation()).toBe(`/bookings/details/${BOOKING_ID}`);
  });

  it('keeps the rows on screen and clickable while a search reloads the table', async () => {
    const searched = held<{ rows: ReturnType<typeof booking>[]; total: number }>();
    list = mockApi.listBookings(({ query }) => (query.q ? searched.reply() : { rows: [booking()], total: 1 }));
    renderAt('/bookings');
    await screen.findByText('Ayesha Khan');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by ID or customer' }), 'bilal{Enter}');
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'bilal' }));
    const table = screen.getByRole('table', { name: 'Bookings' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    // Every row of the table is a booking: no loading row stands in for them while the search runs.
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await userEvent.click(within(table).getByText('Ayesha Khan'));
    expect(currentLocation()).toBe(`/bookings/details/${BOOKING_ID}`);
    searched.settle({ rows: [], total: 0 });
  });

  it('downloads the CSV of every booking matching the tab, search and filters', async () => {
    list = mockApi.listBookings({ rows: [booking()], total: 1 });
    const csv = mockApi.downloadBookingsCsv('ID\r\n');
    const saved = captureDownloads();
    renderAt('/bookings?tab=completed&tours=true&q=khan');
    await screen.findByText('Ayesha Khan');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(csv.last().query).toEqual({ tab: 'completed', tours: 'true', q: 'khan', sort: 'newest' });
    expect(saved[0]!.name).toBe('bookings.csv');
    expect(await saved[0]!.blob.text()).toBe('ID\r\n');
  });

  it("answers a pending booking from its row's Actions menu: Confirm, or Decline with a reason", async () => {
    const pending = booking({ booking_status: 'pending' });
    list = mockApi.listBookings({
      rows: [pending, booking({ booking_id: 'b2', booking_number: 1043, customer_name: 'Bilal Ahmed' })],
      total: 2,
    });
    const confirm = mockApi.confirmBooking(booking());
    const decline = mockApi.declineBooking(booking({ booking_status: 'cancelled', cancellation_reason: 'declined' }));
    renderAt('/bookings');
    await screen.findByText('Ayesha Khan');

    // A confirmed booking can be opened or messaged, not answered again.
    await userEvent.click(screen.getByRole('button', { name: 'Actions for #1043' }));
    const confirmedMenu = await screen.findByRole('menu', { name: 'Actions for #1043' });
    expect(
      within(confirmedMenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View', 'Send a message']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Actions for #1043' })).not.toBeInTheDocument());

    await choose('#1042', 'Confirm');
    await waitFor(() => expect(confirm.count).toBe(1));
    expect(confirm.last().params.id).toBe(BOOKING_ID);
    expect(await screen.findByText('Booking confirmed.')).toBeInTheDocument();
    // The menu's click is not the row's: the list stays.
    expect(currentLocation()).toBe('/bookings');

    await choose('#1042', 'Decline');
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline booking #1042?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason for the customer/ }), 'No jeeps that day');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }));
    await waitFor(() => expect(decline.count).toBe(1));
    expect(decline.last().body).toEqual({ reason: 'No jeeps that day' });
    expect(await screen.findByText('Booking declined. The customer has been told why.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('offers a guide their bookings to open and message, nothing to decide or download', async () => {
    list = mockApi.listBookings({ rows: [booking({ booking_status: 'pending' })], total: 1 });
    renderAtRoute(paths.bookings, { [paths.bookings]: <BookingsPage /> }, { session: { ...TEST_SESSION, role: 'guide' } });
    await screen.findByText('Ayesha Khan');
    expect(screen.queryByRole('button', { name: /Download CSV/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel departures' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for #1042' }));
    const menu = await screen.findByRole('menu', { name: 'Actions for #1042' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View', 'Send a message']);
  });
});
