import { screen, within } from '@testing-library/react';
import type { DashboardReply } from '@portal/contracts';
import { MONTHS } from '@portal/contracts';
import { getDashboard, getUser } from '@portal/api';
import { renderScreen, SIGNED_IN } from '../common/render';
import { DashboardPage } from './dashboard-page';

jest.mock('@portal/api', () => ({ getDashboard: jest.fn(), getUser: jest.fn() }));
// echarts needs a canvas; the options it receives are tested in chart-options.test.ts.
jest.mock('./charts/echart', () => ({ EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));

const zeros = MONTHS.map((month) => ({ month, amount: 0 }));
const reply: DashboardReply = {
  summary: {
    revenueThisMonth: 1_250_000, revenueChange: 12.5, bookingsThisMonth: 42, bookingsChange: -3.2,
    avgBookingValue: 29_762, avgBookingValueChange: null, avgRating: 4.6, ratingChange: 0,
  },
  sales: { '2026': zeros },
  bookings: { '2026': MONTHS.map((month) => ({ month, count: 0 })) },
  revenues: { '2026': zeros },
  recentChatUsers: [
    { user_id: 'c1', full_name: 'Sara Malik', profile_photo: null, last_message: 'Is pickup included?', last_message_time: '2026-11-02T10:15:00.000Z' },
  ],
  recentActivity: [
    { type: 'booking', date: '2026-11-03T09:00:00.000Z', details: { customer: 'Omar Farooq', listing: 'Hunza Valley Tour', amount: 45_000, status: 'confirmed', rating: null } },
    { type: 'review', date: '2026-11-02T09:00:00.000Z', details: { customer: 'Ayesha Khan', listing: 'Fairy Meadows Trek', amount: null, status: null, rating: 5 } },
    { type: 'payout', date: '2026-11-01T09:00:00.000Z', details: { customer: null, listing: null, amount: 120_000, status: 'processed', rating: null } },
  ],
};

const user = { user_id: 'user-1', full_name: 'Karakoram Tours', email: 'k@t.test', phone_number: null, telephone_number: null, bank_account: null, profile_photo: null, role: 'supplier', email_verified: true };

const card = (label: string) => screen.getByRole('group', { name: label });

describe('DashboardPage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(getUser).mockResolvedValue(user);
    jest.mocked(getDashboard).mockResolvedValue(reply);
  });

  it("shows '...' and 'Loading dashboard...' until the data arrives, then the name", async () => {
    renderScreen(<DashboardPage />);
    expect(screen.getByRole('heading', { name: 'Welcome, ...' })).toBeInTheDocument();
    expect(screen.getByText('Loading dashboard...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome, Karakoram Tours' })).toBeInTheDocument();
    expect(screen.queryByText('Loading dashboard...')).not.toBeInTheDocument();
    expect(getDashboard).toHaveBeenCalledWith(SIGNED_IN.supplierId);
    expect(getUser).toHaveBeenCalledWith(SIGNED_IN.userId);
  });

  it('shows the four cards in PKR with their changes, red when negative and 0 when missing', async () => {
    renderScreen(<DashboardPage />);
    await screen.findByText('PKR 1,250,000');
    expect(within(card("This month's revenue")).getByText('+12.5%')).toHaveAttribute('data-trend', 'up');
    expect(within(card('Bookings this month')).getByText('42')).toBeInTheDocument();
    expect(within(card('Bookings this month')).getByText('-3.2%')).toHaveAttribute('data-trend', 'down');
    expect(within(card('Average booking value')).getByText('PKR 29,762')).toBeInTheDocument();
    expect(within(card('Average booking value')).getByText('0%')).toHaveAttribute('data-trend', 'up');
    expect(within(card('Your overall ratings')).getByText('4.6')).toBeInTheDocument();
  });

  it('lists recent activity with PKR amounts and the messages with View all to /inbox', async () => {
    renderScreen(<DashboardPage />);
    const activity = await screen.findByRole('region', { name: 'Recent Activity' });
    expect(within(activity).getByText('Omar Farooq booked Hunza Valley Tour')).toBeInTheDocument();
    expect(within(activity).getByText('PKR 45,000')).toBeInTheDocument();
    expect(within(activity).getByText('Ayesha Khan rated Fairy Meadows Trek 5/5')).toBeInTheDocument();
    expect(within(activity).getByText('PKR 120,000')).toBeInTheDocument();
    const messages = screen.getByRole('region', { name: 'Messages' });
    expect(within(messages).getByText('Sara Malik')).toBeInTheDocument();
    expect(within(messages).getByText('Is pickup included?')).toBeInTheDocument();
    expect(within(messages).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/inbox');
  });

  it('titles the three charts', async () => {
    renderScreen(<DashboardPage />);
    for (const title of ['Revenue Comparison', 'Bookings', 'Revenue']) {
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(await screen.findByRole('img', { name: `${title} chart` })).toBeInTheDocument();
    }
  });

  it('shows an error with a retry when the load fails, and loads again', async () => {
    jest.mocked(getDashboard).mockRejectedValueOnce(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(<DashboardPage />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('Could not load your dashboard.')).toBeInTheDocument();
    retry.click();
    expect(await screen.findByText('PKR 1,250,000')).toBeInTheDocument();
  });

  it('requests nothing without a supplier id', () => {
    renderScreen(<DashboardPage />, { ...SIGNED_IN, supplierId: null });
    expect(getDashboard).not.toHaveBeenCalled();
    expect(screen.getByText(/Finish your supplier sign-up/)).toBeInTheDocument();
  });
});
