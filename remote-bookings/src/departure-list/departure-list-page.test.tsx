import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { type DepartureList, type DepartureListBooking, paths, routePatterns } from '@portal/contracts';
import { apiFailure, booking, captureDownloads, currentLocation, inTurn, mockApi, NETWORK_ERROR, renderAtRoute } from '@portal/testing';

import { DepartureListPage } from './departure-list-page';

const LISTING_ID = '5a000000-0000-4000-8000-000000000001';

const line = (overrides: Partial<DepartureListBooking> = {}): DepartureListBooking => ({
  booking_id: '7f1c2d3e-0000-4000-8000-000000000001',
  booking_number: 1042,
  booking_status: 'confirmed',
  customer_name: 'Ayesha Khan',
  phone: '+923001112233',
  selected_people: 3,
  selected_add_ons: [{ name: 'Jeep ride', price: 4000 }],
  pickup: 'Raikot Bridge, KKH',
  notes: 'Vegetarian meals',
  total_price: 60000,
  amount_due: 15000,
  arrival: null,
  arrival_at: null,
  ...overrides,
});

// A departure long past: a no-show can be marked on it.
const list = (overrides: Partial<DepartureList> = {}): DepartureList => ({
  listing_id: LISTING_ID,
  tour_name: 'Fairy Meadows Trek',
  date: '2026-03-14',
  start_time: '10:00',
  start_times: ['06:30', '10:00'],
  bookings: [
    line(),
    line({
      booking_id: '7f1c2d3e-0000-4000-8000-000000000002',
      booking_number: 1043,
      customer_name: 'Bilal Ahmed',
      phone: null,
      selected_people: 2,
      selected_add_ons: [],
      notes: null,
      amount_due: 0,
      arrival: 'checked_in',
    }),
  ],
  totals: { bookings: 2, people: 5, due: 15000 },
  ...overrides,
});

const renderAt = (url = paths.departureList(LISTING_ID, '2026-03-14', '10:00')) =>
  renderAtRoute(url, { [routePatterns.departureList]: <DepartureListPage /> });

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Departure list', () => {
  it("shows the departure, its totals and each booking's customer, people, add-ons, phone, pick-up, notes, payment and check-in", async () => {
    const read = mockApi.getDepartureList(list());
    renderAt();
    expect(screen.getByRole('heading', { name: 'Departure list' })).toBeInTheDocument();
    expect(screen.getByText('Loading departure list...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Fairy Meadows Trek' })).toBeInTheDocument();
    expect(read.last().params).toEqual({ listingId: LISTING_ID, date: '2026-03-14' });
    expect(read.last().query).toEqual({ time: '10:00' });
    expect(screen.getByText('14 March 2026')).toBeInTheDocument();
    expect(screen.getByText('Due').nextSibling).toHaveTextContent('Rs 15,000');
    const [, ayesha, bilal] = within(screen.getByRole('table', { name: 'Departure list' })).getAllByRole('row');
    expect(cellsOf(ayesha!)).toEqual([
      '#1042',
      'Ayesha Khan',
      '3 people',
      'Jeep ride',
      '+923001112233',
      'Raikot Bridge, KKH',
      'Vegetarian meals',
      'Due Rs 15,000',
      'confirmed',
      'Not yetNo-show',
    ]);
    expect(cellsOf(bilal!)).toEqual([
      '#1043',
      'Bilal Ahmed',
      '2 people',
      '—',
      '—',
      'Raikot Bridge, KKH',
      '—',
      'Paid',
      'confirmed',
      'Checked in',
    ]);
  });

  it("opens another of the day's departures from the time picker", async () => {
    const read = mockApi.getDepartureList(list());
    renderAt();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Departure time' }), '06:30');
    expect(currentLocation()).toBe(paths.departureList(LISTING_ID, '2026-03-14', '06:30'));
    await waitFor(() => expect(read.last().query).toEqual({ time: '06:30' }));
  });

  it('marks a customer who did not come a no-show, and shows the list as the server then has it', async () => {
    mockApi.getDepartureList(inTurn(list(), list({ bookings: [line({ arrival: 'no_show' })] })));
    const noShow = mockApi.markNoShow(booking({ arrival: 'no_show' }));
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Ayesha Khan a no-show' }));
    await waitFor(() => expect(noShow.last().params).toEqual({ id: '7f1c2d3e-0000-4000-8000-000000000001' }));
    expect(await screen.findByText('No-show')).toBeInTheDocument();
  });

  it("saves the server's CSV of the departure, named after its day and time", async () => {
    mockApi.getDepartureList(list());
    const csv = mockApi.downloadDepartureListCsv('ID,Customer\r\n#1042,Ayesha Khan\r\n');
    const saved = captureDownloads();
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(csv.last().query).toEqual({ time: '10:00' });
    expect(saved[0]!.name).toBe('departure-2026-03-14-1000.csv');
  });

  it('says when the departure has no bookings, when the listing is not found, and offers a retry on a failure', async () => {
    mockApi.getDepartureList(list({ bookings: [], totals: { bookings: 0, people: 0, due: 0 } }));
    const { unmount } = renderAt();
    expect(await screen.findByText('No bookings on this departure.')).toBeInTheDocument();
    unmount();

    mockApi.getDepartureList(apiFailure(404, 'Listing not found'));
    const second = renderAt();
    expect(await screen.findByText('This listing or date does not exist or is not one of yours.')).toBeInTheDocument();
    second.unmount();

    mockApi.getDepartureList(inTurn<DepartureList>(NETWORK_ERROR, list()));
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Fairy Meadows Trek' })).toBeInTheDocument();
  });
});
