import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths } from '@portal/contracts';
import { applyLanguage } from '@portal/i18n';
import { switchToPseudoLocale, untranslatedTexts } from '@portal/i18n/testing';
import {
  currentLocation,
  dashboard,
  inTurn,
  ME,
  mockApi,
  type MockCalls,
  MY_SUPPLIER,
  NETWORK_ERROR,
  renderWithProviders,
  TEST_SESSION,
  user,
} from '@portal/testing';

import { DashboardPage } from './dashboard-page';

// echarts needs a canvas; the options it receives are tested in chart-options.test.ts.
jest.mock('./charts/echart', () => ({ EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));

const card = (label: string) => screen.getByRole('group', { name: label });

let users: MockCalls<'getUser'>;
let dashboards: MockCalls<'getDashboard'>;

describe('DashboardPage', () => {
  beforeEach(() => {
    users = mockApi.getUser(user({ full_name: 'Karakoram Tours' }));
    dashboards = mockApi.getDashboard(dashboard());
  });

  it("shows '...' and 'Loading dashboard...' until the data arrives, then the name", async () => {
    renderWithProviders(<DashboardPage />);
    expect(screen.getByRole('heading', { name: 'Welcome, ...' })).toBeInTheDocument();
    expect(screen.getByText('Loading dashboard...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome, Karakoram Tours' })).toBeInTheDocument();
    // The body follows its data in a render of its own (deferred, so a phone stays responsive).
    await waitFor(() => expect(screen.queryByText('Loading dashboard...')).not.toBeInTheDocument());
    expect(dashboards.last().params.id).toBe(MY_SUPPLIER);
    expect(users.last().params.id).toBe(ME);
  });

  it("shows the four cards in PKR with their changes, red when negative and '-' when missing", async () => {
    renderWithProviders(<DashboardPage />);
    await screen.findByText('PKR 1,250,000');
    expect(within(card("This month's revenue")).getByText('+12.5%')).toHaveAttribute('data-trend', 'up');
    expect(within(card('Bookings this month')).getByText('42')).toBeInTheDocument();
    expect(within(card('Bookings this month')).getByText('-3.2%')).toHaveAttribute('data-trend', 'down');
    expect(within(card('Average booking value')).getByText('PKR 29,762')).toBeInTheDocument();
    expect(within(card('Average booking value')).getByText('-')).toHaveAttribute('data-trend', 'none');
    expect(within(card('Your overall ratings')).getByText('4.6')).toBeInTheDocument();
    expect(within(card('Your overall ratings')).getByText('0%')).toHaveAttribute('data-trend', 'up');
  });

  it('lists recent activity with PKR amounts and the messages with View all to /inbox', async () => {
    renderWithProviders(<DashboardPage />);
    const activity = await screen.findByRole('region', { name: 'Recent Activity' });
    expect(within(activity).getByRole('link', { name: 'Omar Farooq booked Hunza Valley Tour' })).toBeInTheDocument();
    expect(within(activity).getByText('PKR 45,000')).toBeInTheDocument();
    expect(within(activity).getByRole('link', { name: 'Ayesha Khan rated Fairy Meadows Trek 5/5' })).toBeInTheDocument();
    expect(within(activity).getByText('PKR 120,000')).toBeInTheDocument();
    const messages = screen.getByRole('region', { name: 'Messages' });
    expect(within(messages).getByText('Sara Malik')).toBeInTheDocument();
    expect(within(messages).getByText('Is pickup included?')).toBeInTheDocument();
    expect(within(messages).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/inbox');
  });

  it('opens the booking of an activity row and the conversation of a message row', async () => {
    renderWithProviders(<DashboardPage />, { route: paths.dashboard });
    const activity = await screen.findByRole('region', { name: 'Recent Activity' });
    await userEvent.click(within(activity).getByRole('link', { name: 'Omar Farooq booked Hunza Valley Tour' }));
    expect(currentLocation()).toBe(paths.bookingInfo('b-omar'));
    expect(within(activity).getByRole('link', { name: 'Ayesha Khan rated Fairy Meadows Trek 5/5' })).toHaveAttribute(
      'href',
      paths.bookingInfo('b-ayesha'),
    );
    // The payout of the fixture has no booking: it opens My Payouts.
    expect(within(activity).getByRole('link', { name: /^Payout processed/ })).toHaveAttribute('href', paths.payouts);
    const messages = screen.getByRole('region', { name: 'Messages' });
    await userEvent.click(within(messages).getByRole('link', { name: 'Sara Malik' }));
    expect(currentLocation()).toBe(paths.inboxConversation('b-sara'));
  });

  it('reaches each row by keyboard, once per row', async () => {
    renderWithProviders(<DashboardPage />, { route: paths.dashboard });
    const activity = await screen.findByRole('region', { name: 'Recent Activity' });
    expect(within(activity).getAllByRole('link')).toHaveLength(3);
    within(activity).getByRole('link', { name: 'Omar Farooq booked Hunza Valley Tour' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(currentLocation()).toBe(paths.bookingInfo('b-omar'));
  });

  it('gives each chart its numbers as a table, month by month, newest year first', async () => {
    const counts = (n: number) => dashboard().bookings['2026']!.map((p, i) => ({ ...p, count: i === 2 ? n : 0 }));
    mockApi.getDashboard(dashboard({ bookings: { '2026': counts(12), '2025': counts(7) } }));
    renderWithProviders(<DashboardPage />);
    const table = await screen.findByRole('table', { name: 'Bookings by month' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .slice(0, 3)
        .map((h) => h.textContent),
    ).toEqual(['Month', '2026', '2025']);
    expect(
      within(within(table).getByRole('row', { name: /^Mar/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['12', '7']);
    expect(screen.getByRole('table', { name: 'Revenue Comparison by month' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Revenue by month' })).toBeInTheDocument();
  });

  it('says what each chart counts, and leaves the months to come blank in its numbers', async () => {
    renderWithProviders(<DashboardPage />);
    const comparison = await screen.findByRole('region', { name: 'Revenue Comparison' });
    expect(comparison).toHaveTextContent('by the month they were made');
    expect(screen.getByRole('region', { name: 'Revenue' })).toHaveTextContent('by the month of travel');
    expect(screen.getByRole('region', { name: 'Bookings' })).toHaveTextContent('Bookings made each month');
    const table = screen.getByRole('table', { name: 'Revenue Comparison by month' });
    expect(within(within(table).getByRole('row', { name: /^Nov/ })).getByRole('cell')).toHaveTextContent('PKR 110,000');
    expect(within(within(table).getByRole('row', { name: /^Dec/ })).getByRole('cell')).toHaveTextContent('-');
  });

  it('titles the three charts', async () => {
    renderWithProviders(<DashboardPage />);
    for (const title of ['Revenue Comparison', 'Bookings', 'Revenue']) {
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(await screen.findByRole('img', { name: `${title} chart` })).toBeInTheDocument();
    }
  });

  it("gives a new supplier its first steps and the account's approval, with '-' for what has no figure yet", async () => {
    // Nothing in the months so far; the months to come have no figure.
    const none = dashboard().sales['2026']!.map((p) => (p.amount === null ? p : { ...p, amount: 0 }));
    mockApi.getDashboard(
      dashboard({
        summary: {
          revenueThisMonth: 0,
          revenueChange: null,
          bookingsThisMonth: 0,
          bookingsChange: null,
          avgBookingValue: 0,
          avgBookingValueChange: null,
          avgRating: null,
          ratingChange: null,
        },
        sales: { '2026': none },
        bookings: { '2026': none.map(({ month, amount }) => ({ month, count: amount })) },
        revenues: { '2026': none },
        recentActivity: [],
        recentChatUsers: [],
        setup: {
          supplier_type: 'tour_operator',
          verification_status: 'awaiting_verification',
          email_verified: false,
          documents_complete: false,
          bank_account: false,
          first_listing_id: null,
          availability: false,
        },
      }),
    );
    renderWithProviders(<DashboardPage />);
    const steps = await screen.findByRole('region', { name: 'First steps' });
    expect(within(steps).getByText('Awaiting verification')).toBeInTheDocument();
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'To doVerify your email addressGo to My Profile',
      'To doUpload your verification documentsGo to My Profile',
      'To doAdd your bank account detailsGo to My Profile',
      'To doCreate your first listingAdd TourAdd Trek',
      'To doSet the dates your listing can be booked',
    ]);
    expect(within(steps).getByRole('link', { name: 'Add Tour' })).toHaveAttribute('href', paths.listingCreate('tour'));
    // The rating and its change: neither a '0.0' nor a green '0%'.
    expect(
      within(card('Your overall ratings'))
        .getAllByText('-')
        .map((text) => text.getAttribute('data-trend')),
    ).toEqual([null, 'none']);
    expect(within(card("This month's revenue")).getByText('-')).toHaveAttribute('data-trend', 'none');
    expect(screen.queryByText('0%')).not.toBeInTheDocument();
    // No empty axes: each chart says it fills in later.
    expect(screen.getAllByText('No bookings yet: this chart fills in as they arrive.')).toHaveLength(2);
    expect(screen.queryByRole('img', { name: /chart$/ })).not.toBeInTheDocument();
  });

  it('ticks off the steps taken and leads from the first listing to its availability', async () => {
    const { setup } = dashboard();
    mockApi.getDashboard(
      dashboard({ setup: { ...setup, verification_status: 'awaiting_verification', first_listing_id: 'l-hunza', availability: false } }),
    );
    renderWithProviders(<DashboardPage />);
    const steps = await screen.findByRole('region', { name: 'First steps' });
    expect(within(steps).getAllByText('Done')).toHaveLength(4);
    expect(within(steps).getByRole('link', { name: 'Manage Availability' })).toHaveAttribute('href', paths.listingAvailability('l-hunza'));
    expect(within(steps).queryByRole('link', { name: 'Add Tour' })).not.toBeInTheDocument();
  });

  it('shows no first steps once every step is done and the account is live', async () => {
    renderWithProviders(<DashboardPage />);
    await screen.findByText('PKR 1,250,000');
    expect(screen.queryByRole('region', { name: 'First steps' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the load fails, and loads again', async () => {
    mockApi.getDashboard(inTurn(NETWORK_ERROR, dashboard()));
    renderWithProviders(<DashboardPage />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('Could not load your dashboard.')).toBeInTheDocument();
    await userEvent.click(retry);
    expect(await screen.findByText('PKR 1,250,000')).toBeInTheDocument();
  });

  it('requests no dashboard without a supplier id', async () => {
    renderWithProviders(<DashboardPage />, { session: { ...TEST_SESSION, supplierId: null } });
    expect(screen.getByText(/Finish your supplier sign-up/)).toBeInTheDocument();
    await waitFor(() => expect(users.count).toBe(1));
    expect(dashboards.count).toBe(0);
    expect(screen.queryByText('Loading dashboard...')).not.toBeInTheDocument();
  });

  it('asks once for the user the header shows too', async () => {
    const { queryClient } = renderWithProviders(
      <>
        <DashboardPage />
        <DashboardPage />
      </>,
    );
    expect(await screen.findAllByRole('heading', { name: 'Welcome, Karakoram Tours' })).toHaveLength(2);
    expect(users.count).toBe(1);
    expect(dashboards.count).toBe(1);
    expect(queryClient.isFetching()).toBe(0);
  });
});

describe('DashboardPage in other languages', () => {
  afterEach(() => applyLanguage('en'));

  it('leaves no text of the dashboard, its first steps, cards, activity, messages and charts outside the i18n layer (pseudo-locale)', async () => {
    await switchToPseudoLocale();
    mockApi.getUser(user({ full_name: 'Karakoram Tours' }));
    mockApi.getDashboard(dashboard());
    const { container } = renderWithProviders(<DashboardPage />);
    await screen.findByText('Karakoram Tours');
    await waitFor(() => expect(screen.getAllByRole('group')).toHaveLength(4));
    expect(untranslatedTexts(container)).toEqual([]);
  });

  it('welcomes the member in Urdu, the name isolated as data', async () => {
    await applyLanguage('ur');
    mockApi.getUser(user({ full_name: 'Karakoram Tours' }));
    mockApi.getDashboard(dashboard());
    renderWithProviders(<DashboardPage />);
    const heading = await screen.findByRole('heading', { name: 'خوش آمدید، Karakoram Tours' });
    expect(heading).toContainHTML('<bdi>Karakoram Tours</bdi>');
    expect(await screen.findByRole('group', { name: 'اس مہینے کی آمدنی' })).toBeInTheDocument();
  });
});
