import { screen, waitFor } from '@testing-library/react';

import type { Role } from '@portal/contracts';
import { chat, inTurn, mockApi, renderWithProviders, TEST_SESSION } from '@portal/testing';

import { markFirstScreenShown } from './first-screen';
import { NavLinks } from './nav-links';

/** The entries' names a member with `role` is offered, in order. */
function entriesOf(role: Role) {
  renderWithProviders(<NavLinks variant="drawer" />, { session: { ...TEST_SESSION, role } });
  return screen.getAllByRole('link').map((link) => link.textContent);
}

// The frame's counts wait for the page's first screen (first-screen.ts); here there is none to wait for.
beforeAll(markFirstScreenShown);

describe("the navigation, by the member's role", () => {
  beforeEach(() => mockApi.listChats([]));

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

describe('the unread messages on the Messages entry', () => {
  const booking = { booking_id: '00000000-0000-4000-8000-00000000b002', booking_number: 1043, tour_name: 'Skardu Trek' };

  it.each(['rail', 'drawer'] as const)(
    "counts the customers' unread messages over every conversation (%s), and follows a refresh",
    async (variant) => {
      mockApi.listChats(inTurn([chat({ unread_count: 2 }), chat({ booking, unread_count: 1 })], [chat({ unread_count: 0 })]));
      const { queryClient } = renderWithProviders(<NavLinks variant={variant} />);
      const messages = await screen.findByRole('link', { name: /^Messages\W+3 unread$/ });
      expect(messages).toHaveTextContent('3');

      // What the live client does on a message event (or after reading one): the list is asked again.
      await queryClient.invalidateQueries({ queryKey: ['messages'] });
      await waitFor(() => expect(screen.getByRole('link', { name: 'Messages' })).not.toHaveTextContent(/\d/));
    },
  );
});
