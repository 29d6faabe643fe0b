import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AVAILABILITY_ERRORS, type AvailabilityDay, datesFrom, isoWeekday, paths, routePatterns, type Weekday } from '@portal/contracts';
import {
  apiFailure,
  availabilityCalendar,
  availabilityDay,
  availabilityException,
  availabilityRules,
  availabilitySlot,
  inTurn,
  LISTING_ID,
  mockApi,
  NETWORK_ERROR,
  renderAtRoute,
  resource,
  RESOURCE_ID,
} from '@portal/testing';

import { ListingAvailabilityPage } from './listing-availability-page';

/** Every day of a month, open with 4 of 14 booked unless `special` says otherwise. */
function month(from: string, to: string, special: Record<string, Partial<AvailabilityDay>> = {}) {
  return availabilityCalendar({
    today: '2026-11-23',
    days: datesFrom(from, to).map((date) => availabilityDay({ date, weekday: isoWeekday(date) as Weekday, ...special[date] })),
  });
}

const december = () =>
  month('2026-12-01', '2026-12-31', {
    '2026-12-02': { status: 'filling', ...sums(availabilitySlot({ booked: 9, remaining: 5 })) },
    '2026-12-03': { status: 'full', ...sums(availabilitySlot({ booked: 14, remaining: 0, status: 'full' })) },
    '2026-12-04': {
      status: 'closed',
      closed_reason: 'exception',
      note: 'Eid holidays',
      ...sums(availabilitySlot({ booked: 2, remaining: 0, status: 'closed', closed_reason: 'exception', note: 'Eid holidays' })),
    },
  });

function sums(slot: ReturnType<typeof availabilitySlot>) {
  return { slots: [slot], capacity: slot.capacity, booked: slot.booked, remaining: slot.remaining };
}

const renderPage = (search = '?month=2026-12') =>
  renderAtRoute(`${paths.listingAvailability(LISTING_ID)}${search}`, { [routePatterns.listingAvailability]: <ListingAvailabilityPage /> });

const day = (name: RegExp) => screen.getByRole('button', { name });
const days = () => within(screen.getByRole('list', { name: 'Days' }));

function stubScreenWidth(narrow: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: narrow && query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

beforeEach(() => {
  stubScreenWidth(false);
  mockApi.getAvailabilityRules(availabilityRules());
  mockApi.listResources([resource()]);
  mockApi.getCalendarFeed({ url: `http://localhost:3000/api/v1/calendar/${'a'.repeat(64)}.ics` });
});

describe('Manage Availability', () => {
  it("shows each day's state in words and colour and what is booked and left, as the server counts them", async () => {
    const get = mockApi.getAvailability(december());
    renderPage();
    expect(screen.getByText('Loading availability...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(get.last().query).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(days().getAllByRole('button')).toHaveLength(31);
    const open = day(/^Tuesday,? 1 December 2026: Open, 4 booked, 10 places left$/);
    expect(open).toHaveStyle({ background: 'var(--chakra-colors-green-50)' });
    expect(day(/^Wednesday,? 2 December 2026: Filling, 9 booked, 5 places left$/)).toHaveStyle({
      background: 'var(--chakra-colors-orange-50)',
    });
    expect(day(/^Thursday,? 3 December 2026: Full, 14 booked, 0 places left$/)).toHaveStyle({ background: 'var(--chakra-colors-red-50)' });
    const closed = day(/^Friday,? 4 December 2026: Closed: Eid holidays, 2 booked/);
    expect(closed).toHaveStyle({ background: 'var(--chakra-colors-gray-100)' });
    expect(within(closed).getByText('Closed')).toBeInTheDocument();
    expect(within(closed).getByText('Eid holidays')).toBeInTheDocument();
    expect(within(open).getByText('4 booked, 10 left')).toBeInTheDocument();
  });

  it('says what is booked on a closed day but nothing left, even when the server counts places left', async () => {
    const closedSlot = availabilitySlot({ booked: 3, remaining: 10, status: 'closed', closed_reason: 'exception', note: 'Eid holidays' });
    mockApi.getAvailability(
      month('2026-12-01', '2026-12-31', {
        '2026-12-04': { status: 'closed', closed_reason: 'exception', note: 'Eid holidays', ...sums(closedSlot) },
      }),
    );
    renderPage();
    const closed = await screen.findByRole('button', { name: /^Friday,? 4 December 2026: Closed: Eid holidays, 3 booked$/ });
    expect(within(closed).getByText('3 booked')).toBeInTheDocument();
    expect(within(closed).queryByText(/left/)).not.toBeInTheDocument();
    await userEvent.click(closed);
    expect(within(screen.getByRole('region', { name: 'Selected dates' })).getByText('3 booked of 14')).toBeInTheDocument();
  });

  it('names today, and says its departures have started rather than that it is past', async () => {
    const started = availabilitySlot({ remaining: 0, status: 'closed', closed_reason: 'started' });
    mockApi.getAvailability({
      ...month('2026-12-01', '2026-12-31', { '2026-12-10': { status: 'closed', closed_reason: 'started', ...sums(started) } }),
      today: '2026-12-10',
    });
    renderPage();
    const today = await screen.findByRole('button', { name: /^Thursday,? 10 December 2026 \(today\): Started, 4 booked$/ });
    expect(within(today).getByText(/Today/)).toBeInTheDocument();
    expect(within(today).getByText('Started')).toBeInTheDocument();
    expect(within(today).queryByText('Past')).not.toBeInTheDocument();
  });

  it("explains the grey of a listing under review in the legend and above the calendar, and never cuts a day's reason short", async () => {
    const review = availabilitySlot({ remaining: 0, status: 'closed', closed_reason: 'under_review' });
    mockApi.getAvailability({
      ...month('2026-12-01', '2026-12-31', { '2026-12-01': { status: 'closed', closed_reason: 'under_review', ...sums(review) } }),
      listing_status: 'pending_review',
    });
    renderPage();
    const first = await screen.findByRole('button', { name: /^Tuesday,? 1 December 2026: Listing under review/ });
    expect(
      screen.getByText('This listing is under review: no date sells until it is approved. Its schedule takes effect then.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Colours' })).getByText(/under review/)).toBeInTheDocument();
    expect(within(first).getByText('Listing under review')).not.toHaveStyle({ overflow: 'hidden' });
  });

  it('starts on this month in Pakistan and moves a month back and forth, asking for each', async () => {
    const get = mockApi.getAvailability((call) => month(call.query.from!, call.query.to!));
    renderPage('');
    await screen.findByRole('button', { name: 'Next month' });
    const first = get.last().query.from!;
    expect(first).toMatch(/^\d{4}-\d{2}-01$/);
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(get.last().query.from).not.toBe(first));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(get.last().query.from! < first).toBe(true));
  });

  it('goes to February and shows its 28 days', async () => {
    const get = mockApi.getAvailability((call) => month(call.query.from!, call.query.to!));
    renderPage('?month=2027-01');
    await userEvent.click(await screen.findByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'February 2027' })).toBeInTheDocument();
    expect(get.last().query).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    await waitFor(() => expect(days().getAllByRole('button')).toHaveLength(28));
  });

  it('closes a range of days with a note, sending one change, and shows them closed after the refresh', async () => {
    const closedDay = { status: 'closed' as const, closed_reason: 'exception' as const, note: 'Landslide' };
    const get = mockApi.getAvailability(
      inTurn(december(), month('2026-12-01', '2026-12-31', { '2026-12-10': closedDay, '2026-12-11': closedDay, '2026-12-12': closedDay })),
    );
    const post = mockApi.addAvailabilityException({
      exception: availabilityException({ from: '2026-12-10', to: '2026-12-12', note: 'Landslide' }),
      exceptions: [],
    });
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'A range of days' }));
    await userEvent.click(day(/^Thursday,? 10 December/));
    expect(screen.getByText('Choose the last day of the range.')).toBeInTheDocument();
    await userEvent.click(day(/^Saturday,? 12 December/));
    const panel = screen.getByRole('region', { name: 'Selected dates' });
    expect(within(panel).getByText('3 days')).toBeInTheDocument();
    expect(day(/^Friday,? 11 December/)).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(within(panel).getByRole('textbox', { name: /Note/ }), 'Landslide');
    await userEvent.click(within(panel).getByRole('button', { name: 'Close these days' }));
    await waitFor(() => expect(post.count).toBe(1));
    expect(post.last().body).toEqual({
      from: '2026-12-10',
      to: '2026-12-12',
      closed: true,
      capacity: null,
      start_time: null,
      note: 'Landslide',
    });
    expect(await screen.findByText('Closed 2026-12-10 to 2026-12-12.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Friday,? 11 December 2026: Closed: Landslide/ })).toBeInTheDocument();
    expect(get.count).toBe(2);
  });

  it('reopens a selected range', async () => {
    mockApi.getAvailability(december());
    const post = mockApi.addAvailabilityException({ exception: null, exceptions: [] });
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'A range of days' }));
    await userEvent.click(day(/^Saturday,? 5 December/));
    await userEvent.click(day(/^Thursday,? 3 December/));
    await userEvent.click(screen.getByRole('button', { name: 'Reopen these days' }));
    await waitFor(() =>
      expect(post.last().body).toEqual({
        from: '2026-12-03',
        to: '2026-12-05',
        closed: false,
        capacity: null,
        start_time: null,
        note: null,
      }),
    );
  });

  it("changes a slot's capacity for that day, and shows the server's refusal below what is booked", async () => {
    mockApi.getAvailability(december());
    const refusal = AVAILABILITY_ERRORS.capacityBelowBooked(4, 'people', '2026-12-01', '10:00');
    const post = mockApi.addAvailabilityException(
      inTurn(apiFailure(409, refusal), { exception: availabilityException({ closed: false, capacity: 20 }), exceptions: [] }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Tuesday,? 1 December/ }));
    const panel = screen.getByRole('region', { name: 'Selected dates' });
    expect(within(panel).getByText('4 booked of 14, 10 left')).toBeInTheDocument();
    const capacity = within(panel).getByRole('spinbutton', { name: 'Capacity at 10:00' });
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '2');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save capacity at 10:00' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(refusal);
    expect(post.last().body).toEqual({ from: '2026-12-01', to: '2026-12-01', closed: false, capacity: 2, start_time: '10:00', note: null });
    await userEvent.type(capacity, '0');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save capacity at 10:00' }));
    await waitFor(() => expect(post.count).toBe(2));
    expect(post.last().body).toMatchObject({ capacity: 20, start_time: '10:00' });
    await waitFor(() => expect(within(panel).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('refuses a capacity that is not a whole number in the form, sending nothing', async () => {
    mockApi.getAvailability(december());
    const post = mockApi.addAvailabilityException({ exception: null, exceptions: [] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Tuesday,? 1 December/ }));
    const capacity = screen.getByRole('spinbutton', { name: 'Capacity at 10:00' });
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '20000');
    await userEvent.click(screen.getByRole('button', { name: 'Save capacity at 10:00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Capacity must be a whole number from 0 to 10000.');
    expect(post.count).toBe(0);
  });

  it('closes one day from its panel with a note', async () => {
    mockApi.getAvailability(december());
    const post = mockApi.addAvailabilityException({ exception: availabilityException(), exceptions: [] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Monday,? 7 December/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Note/ }), 'Eid');
    await userEvent.click(screen.getByRole('button', { name: 'Close this day' }));
    await waitFor(() => expect(post.last().body).toMatchObject({ from: '2026-12-07', to: '2026-12-07', closed: true, note: 'Eid' }));
  });

  it('links a day with bookings to its departure list, and a day without to none', async () => {
    mockApi.getAvailability(month('2026-12-01', '2026-12-31', { '2026-12-08': sums(availabilitySlot({ booked: 0, remaining: 14 })) }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Monday,? 7 December/ }));
    expect(screen.getByRole('link', { name: 'Departure list' })).toHaveAttribute('href', paths.departureList(LISTING_ID, '2026-12-07'));
    await userEvent.click(screen.getByRole('button', { name: /^Tuesday,? 8 December/ }));
    expect(screen.queryByRole('link', { name: 'Departure list' })).not.toBeInTheDocument();
  });

  it('shows why a day closed when a shared resource is used up, and what each resource has left that day', async () => {
    const used = { resource_id: RESOURCE_ID, name: 'Jeeps', units: 8, used: 8, remaining: 0 };
    mockApi.getAvailability(
      month('2026-12-01', '2026-12-31', {
        '2026-12-09': {
          status: 'closed',
          closed_reason: 'pool_exhausted',
          resources: [used],
          ...sums(availabilitySlot({ status: 'closed', closed_reason: 'pool_exhausted' })),
        },
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Wednesday,? 9 December 2026: Shared resource used up, 4 booked/ }));
    expect(within(screen.getByRole('list', { name: 'Shared resources this day' })).getByRole('listitem')).toHaveTextContent(
      'Jeeps: 8 of 8 taken, 0 left',
    );
  });

  it('offers no change for past days', async () => {
    mockApi.getAvailability(month('2026-11-01', '2026-11-30'));
    renderPage('?month=2026-11');
    await userEvent.click(await screen.findByRole('button', { name: /^Friday,? 20 November/ }));
    expect(screen.getByText('Past dates cannot be changed. Choose today or a later date.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close this day' })).not.toBeInTheDocument();
  });

  it('says when the listing has no schedule', async () => {
    mockApi.getAvailability({ ...month('2026-12-01', '2026-12-31'), has_schedule: false });
    renderPage();
    expect(await screen.findByText('This listing has no schedule yet, so no date sells.')).toBeInTheDocument();
  });

  it('says when the calendar could not be loaded and loads it on Retry', async () => {
    mockApi.getAvailability(inTurn(NETWORK_ERROR, december()));
    renderPage();
    expect(await screen.findByText('Could not load the availability.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
  });

  it("says so for a listing that is not the supplier's (404)", async () => {
    mockApi.getAvailability(apiFailure(404, 'Listing not found'));
    renderPage();
    expect(await screen.findByText('This listing does not exist or is not one of yours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Listings' })).toHaveAttribute('href', '/listings');
  });

  it('lists the days one under another on a phone', async () => {
    stubScreenWidth(true);
    mockApi.getAvailability(december());
    renderPage();
    const first = await screen.findByRole('button', { name: /^Tuesday,? 1 December/ });
    expect(within(first).getByText(/^Tue,? 1 Dec$/)).toBeInTheDocument();
    expect(screen.queryByText('Mon')).not.toBeInTheDocument();
  });

  it("starts a phone's list of this month at today, the days before it a button away", async () => {
    stubScreenWidth(true);
    mockApi.getAvailability(month('2026-11-01', '2026-11-30'));
    renderPage('?month=2026-11');
    await screen.findByRole('button', { name: /^Monday,? 23 November 2026 \(today\)/ });
    expect(days().getAllByRole('button')[0]).toHaveAccessibleName(/^Monday,? 23 November 2026 \(today\)/);
    expect(days().getAllByRole('button')).toHaveLength(8);
    await userEvent.click(screen.getByRole('button', { name: 'Show 22 days before today' }));
    expect(days().getAllByRole('button')).toHaveLength(30);
    expect(days().getAllByRole('button')[0]).toHaveAccessibleName(/^Sunday,? 1 November 2026/);
    expect(days().getAllByRole('button')[0]).toHaveFocus();
    expect(screen.queryByRole('button', { name: /before today/ })).not.toBeInTheDocument();
  });
});
