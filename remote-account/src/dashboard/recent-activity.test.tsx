import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { type ActivityItem, paths } from '@portal/contracts';
import { currentLocation, renderWithProviders } from '@portal/testing';

import { activityTarget, describeActivity, RecentActivity } from './recent-activity';

const review = (status: 'approved' | 'rejected', reason: string | null = null, field: string | null = null): ActivityItem => ({
  type: 'listing_review',
  date: '2026-11-03T09:00:00.000Z',
  details: {
    customer: null,
    listing: 'Rush Lake Trek',
    amount: null,
    status,
    rating: null,
    booking_id: null,
    listing_id: 'l-rush',
    reason,
    field,
  },
});

const about = (type: 'booking' | 'payout' | 'review', bookingId: string | null): ActivityItem => ({
  type,
  date: '2026-11-03T09:00:00.000Z',
  details: { customer: 'Omar Farooq', listing: 'Hunza Valley Tour', amount: 45_000, status: 'confirmed', rating: 4, booking_id: bookingId },
});

describe('the marketplace team’s listing decisions in Recent Activity', () => {
  it('says a listing is live, or why it was not approved and which field the reason is about', () => {
    expect(describeActivity(review('approved'))).toBe('Rush Lake Trek was approved and is live');
    expect(describeActivity(review('rejected', 'The price is below the cost of the permits.', 'meta_data.base_price'))).toBe(
      'Rush Lake Trek was not approved (Base price): The price is below the cost of the permits.',
    );
    expect(describeActivity(review('rejected', 'Add photos.'))).toBe('Rush Lake Trek was not approved: Add photos.');
  });

  it('shows the decision with a Listing badge', () => {
    renderWithProviders(<RecentActivity items={[review('rejected', 'Add photos.', 'meta_data.photos')]} />);
    expect(screen.getByText('Listing')).toBeInTheDocument();
    // The listing, field and reason are <bdi>s inside the link (jsdom spaces them in its accessible name).
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'A' && element.textContent === 'Rush Lake Trek was not approved (Photos): Add photos.',
      ),
    ).toBeInTheDocument();
  });

  it('opens the listing decided on in My Listings', async () => {
    renderWithProviders(<RecentActivity items={[review('approved')]} />, { route: paths.dashboard });
    await userEvent.click(screen.getByRole('link', { name: 'Rush Lake Trek was approved and is live' }));
    expect(currentLocation()).toBe(paths.listingsSearch('l-rush'));
  });
});

describe('where a Recent Activity row leads', () => {
  it('opens the booking a booking, payout or review is about', () => {
    for (const type of ['booking', 'payout', 'review'] as const) expect(activityTarget(about(type, 'b 1'))).toBe(paths.bookingInfo('b 1'));
  });

  it('opens the section when a payout or review has no booking', () => {
    expect(activityTarget(about('payout', null))).toBe(paths.payouts);
    expect(activityTarget(about('review', null))).toBe(paths.reviews);
    expect(activityTarget({ ...review('approved'), details: { ...review('approved').details, listing_id: null } })).toBe(paths.listings);
  });
});
