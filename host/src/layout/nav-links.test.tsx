import { screen } from '@testing-library/react';

import type { Role } from '@portal/contracts';
import { renderWithProviders, TEST_SESSION } from '@portal/testing';

import { NavLinks } from './nav-links';

/** The entries' names a member with `role` is offered, in order. */
function entriesOf(role: Role) {
  renderWithProviders(<NavLinks variant="drawer" />, { session: { ...TEST_SESSION, role } });
  return screen.getAllByRole('link').map((link) => link.textContent);
}

describe("the navigation, by the member's role", () => {
  it("offers an owner the spec's eight entries and Team", () => {
    expect(entriesOf('owner')).toEqual(['Dashboard', 'Profile', 'Booking', 'Listing', 'Messages', 'Support', 'Reviews', 'Payouts', 'Team']);
  });

  it('offers operations the listings, bookings, inbox, support and reviews, but no payouts or team', () => {
    expect(entriesOf('operations')).toEqual(['Dashboard', 'Profile', 'Booking', 'Listing', 'Messages', 'Support', 'Reviews']);
  });

  it('offers finance the bookings and payouts, but no listings or inbox', () => {
    expect(entriesOf('finance')).toEqual(['Dashboard', 'Profile', 'Booking', 'Payouts']);
  });

  it("offers a guide their bookings and their customers' messages", () => {
    expect(entriesOf('guide')).toEqual(['Profile', 'Booking', 'Messages']);
  });
});
