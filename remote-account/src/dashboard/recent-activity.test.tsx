import { screen } from '@testing-library/react';
import type { ActivityItem } from '@portal/contracts';
import { renderWithProviders } from '@portal/testing';
import { RecentActivity, describeActivity } from './recent-activity';

const review = (status: 'approved' | 'rejected', reason: string | null = null, field: string | null = null): ActivityItem => ({
  type: 'listing_review',
  date: '2026-11-03T09:00:00.000Z',
  details: { customer: null, listing: 'Rush Lake Trek', amount: null, status, rating: null, reason, field },
});

describe('the marketplace team’s listing decisions in Recent Activity', () => {
  it('says a listing is live, or why it was not approved and which field the reason is about', () => {
    expect(describeActivity(review('approved'))).toBe('Rush Lake Trek was approved and is live');
    expect(describeActivity(review('rejected', 'The price is below the cost of the permits.', 'meta_data.base_price')))
      .toBe('Rush Lake Trek was not approved (Base price): The price is below the cost of the permits.');
    expect(describeActivity(review('rejected', 'Add photos.'))).toBe('Rush Lake Trek was not approved: Add photos.');
  });

  it('shows the decision with a Listing badge', () => {
    renderWithProviders(<RecentActivity items={[review('rejected', 'Add photos.', 'meta_data.photos')]} />);
    expect(screen.getByText('Listing')).toBeInTheDocument();
    expect(screen.getByText('Rush Lake Trek was not approved (Photos): Add photos.')).toBeInTheDocument();
  });
});
