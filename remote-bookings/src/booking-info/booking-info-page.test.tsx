import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths, routePatterns } from '@portal/contracts';
import {
  apiFailure,
  booking,
  BOOKING_ID as ID,
  currentLocation,
  inTurn,
  mockApi,
  NETWORK_ERROR,
  renderAtRoute,
  wholeText,
} from '@portal/testing';

import { BookingInfoPage } from './booking-info-page';

const renderAt = (url: string) =>
  renderAtRoute(url, { [paths.bookingInfoIndex]: <BookingInfoPage />, [routePatterns.bookingInfo]: <BookingInfoPage /> });

const valueOf = (block: string, label: string) => {
  const item = within(screen.getByRole('region', { name: block })).getByText(label).parentElement!;
  return item.textContent.slice(label.length);
};

describe('Booking Info', () => {
  it('shows the loading state, then every block with the booking data and its real status', async () => {
    const get = mockApi.getBooking(booking({ selected_add_ons: [{ name: 'Jeep ride', price: 4000 }, 'Lunch'] }));
    renderAt(paths.bookingInfo(ID));
    expect(screen.getByText('Loading booking...')).toBeInTheDocument();
    expect(await screen.findByText('Booking #1042')).toBeInTheDocument();
    expect(get.last().params.id).toBe(ID);
    // Stored as confirmed, shown as confirmed (the original showed 'pending').
    expect(screen.getByText('confirmed')).toHaveStyle({ color: 'var(--chakra-colors-green-fg)' });
    expect(screen.getByText(/^Created 2 Nov 2026/)).toBeInTheDocument();
    expect(valueOf('Customer', 'Name')).toBe('Ayesha Khan');
    expect(valueOf('Customer', 'Country')).toBe('Pakistan');
    expect(valueOf('Customer', 'City')).toBe('Lahore');
    expect(valueOf('Customer', 'Emergency Contact')).toBe('+92 300 1112223');
    expect(valueOf('Booking', 'Tour')).toBe('Hunza Valley Tour');
    expect(valueOf('Booking', 'Type')).toBe('Group tour');
    expect(valueOf('Booking', 'Departure Date')).toBe('15 Dec 2026');
    expect(valueOf('Booking', 'Meeting point')).toBe('Islamabad');
    expect(valueOf('Booking', 'Duration')).toBe('5 days');
    expect(
      within(screen.getByRole('region', { name: 'Add ons' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Jeep ride (Rs 4,000)', 'Lunch']);
    expect(screen.getByText('The customer can cancel for free until 10 Dec 2026.')).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Booking Summary' });
    expect(within(summary).getByText('3 people')).toBeInTheDocument();
    expect(within(summary).getByText('Rs 45,000')).toBeInTheDocument();
  });

  it("says 'No Add-ons' when there are none", async () => {
    mockApi.getBooking(booking());
    renderAt(paths.bookingInfo(ID));
    expect(within(await screen.findByRole('region', { name: 'Add ons' })).getByText('No Add-ons')).toBeInTheDocument();
  });

  it('shows a not-found state for a booking the server does not give (404)', async () => {
    mockApi.getBooking(apiFailure(404, 'Booking not found'));
    renderAt(paths.bookingInfo(ID));
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Bookings' })).toHaveAttribute('href', '/bookings');
  });

  it('says when the booking could not be loaded, and loads it on Retry', async () => {
    mockApi.getBooking(inTurn(NETWORK_ERROR, booking()));
    renderAt(paths.bookingInfo(ID));
    expect(await screen.findByRole('heading', { name: 'Could not load this booking.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Booking #1042')).toBeInTheDocument();
  });

  it('points to My Bookings when no booking is chosen, asking the server nothing', () => {
    const get = mockApi.getBooking(booking());
    renderAt(paths.bookingInfoIndex);
    expect(screen.getByRole('heading', { name: 'No booking selected' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Bookings' })).toHaveAttribute('href', '/bookings');
    expect(get.count).toBe(0);
  });

  it('opens the inbox on the booking conversation', async () => {
    mockApi.getBooking(booking());
    renderAt(paths.bookingInfo(ID));
    await userEvent.click(await screen.findByRole('button', { name: 'Send a message' }));
    expect(currentLocation()).toBe(`/inbox?booking=${ID}`);
  });

  it('asks for a reason before cancelling, cancels, and shows the new status', async () => {
    mockApi.getBooking(booking());
    const cancel = mockApi.cancelBooking(booking({ booking_status: 'cancelled', cancellation_reason: 'operational' }));
    renderAt(paths.bookingInfo(ID));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText('Please choose a reason.')).toBeInTheDocument();
    expect(cancel.count).toBe(0);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Operational' }));
    await userEvent.type(within(dialog).getByRole('textbox'), 'Guide fell ill');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(cancel.count).toBe(1));
    expect(cancel.last().params.id).toBe(ID);
    expect(cancel.last().body).toEqual({ reason: 'operational', note: 'Guide fell ill' });
    expect(await screen.findByText('Booking cancelled.')).toBeInTheDocument();
    expect(screen.getByText('cancelled')).toHaveStyle({ color: 'var(--chakra-colors-red-fg)' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('says why a cancellation was refused and keeps the status', async () => {
    mockApi.getBooking(booking());
    mockApi.cancelBooking(apiFailure(409, 'A completed booking cannot be cancelled.'));
    renderAt(paths.bookingInfo(ID));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Weather or road closure' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Could not cancel the booking: A completed booking cannot be cancelled.')).toBeInTheDocument();
    expect(screen.getByText('confirmed')).toBeInTheDocument();
  });

  it('answers a pending booking: Confirm confirms it and shows the new status', async () => {
    mockApi.getBooking(booking({ booking_status: 'pending' }));
    const confirm = mockApi.confirmBooking(booking({ booking_status: 'confirmed' }));
    renderAt(paths.bookingInfo(ID));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(confirm.count).toBe(1));
    expect(confirm.last().params.id).toBe(ID);
    expect(await screen.findByText('Booking confirmed.')).toBeInTheDocument();
    expect(screen.getByText('confirmed')).toHaveStyle({ color: 'var(--chakra-colors-green-fg)' });
    // Answered: no more Confirm or Decline.
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('declines a pending booking with a reason for the customer, which it asks for first', async () => {
    mockApi.getBooking(booking({ booking_status: 'pending' }));
    const decline = mockApi.declineBooking(
      booking({ booking_status: 'cancelled', cancellation_reason: 'declined', cancellation_note: 'Fully booked that week' }),
    );
    renderAt(paths.bookingInfo(ID));
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline booking #1042?' });
    expect(within(dialog).getByText("The customer receives it in the booking's conversation.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }));
    expect(await within(dialog).findByText('Please tell the customer why.')).toBeInTheDocument();
    expect(decline.count).toBe(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason for the customer/ }), 'Fully booked that week');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }));
    await waitFor(() => expect(decline.count).toBe(1));
    expect(decline.last().body).toEqual({ reason: 'Fully booked that week' });
    expect(await screen.findByText('Booking declined. The customer has been told why.')).toBeInTheDocument();
    expect(screen.getByText('cancelled')).toHaveStyle({ color: 'var(--chakra-colors-red-fg)' });
  });

  it('offers Confirm and Decline only while a booking is pending', async () => {
    mockApi.getBooking(booking());
    renderAt(paths.bookingInfo(ID));
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('says why the server refused a confirmation', async () => {
    mockApi.getBooking(booking({ booking_status: 'pending' }));
    mockApi.confirmBooking(apiFailure(409, "This booking's date has passed; it can no longer be confirmed."));
    renderAt(paths.bookingInfo(ID));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText("Could not confirm the booking: This booking's date has passed; it can no longer be confirmed."),
    ).toBeInTheDocument();
    expect(screen.getByText('pending')).toBeInTheDocument();
  });

  it("says a car rental's pick-up and return, and the listing's cancellation terms the date follows", async () => {
    mockApi.getBooking(
      booking({
        listing_type: 'car_rental',
        tour_name: 'Toyota Corolla 2022',
        selected_date: '2026-12-15',
        start_time: '09:00',
        duration_days: 3,
        free_cancellation_until: '2026-12-13',
        cancellation_terms: 'Free cancellation up to 48 hours before pick-up.',
      }),
    );
    renderAt(paths.bookingInfo(ID));
    expect(await screen.findByText('Booking #1042')).toBeInTheDocument();
    const block = within(screen.getByRole('region', { name: 'Booking' }));
    expect(block.queryByText('Tour')).not.toBeInTheDocument();
    expect(block.queryByText('Departure Date')).not.toBeInTheDocument();
    expect(block.queryByText('Starts in')).not.toBeInTheDocument();
    expect(valueOf('Booking', 'Vehicle')).toBe('Toyota Corolla 2022');
    expect(valueOf('Booking', 'Type')).toBe('Car rental');
    expect(valueOf('Booking', 'Pick-up')).toBe('15 Dec 2026, 09:00');
    expect(valueOf('Booking', 'Return')).toBe('17 Dec 2026');
    expect(screen.getByText('The customer can cancel for free until 13 Dec 2026.')).toBeInTheDocument();
    expect(
      screen.getByText(wholeText("Listing's cancellation terms: Free cancellation up to 48 hours before pick-up.")),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('complementary', { name: 'Booking Summary' })).getByText('Return')).toBeInTheDocument();
  });

  it("says a hotel room's check-in, check-out and room, and promises nothing the listing does not", async () => {
    mockApi.getBooking(
      booking({
        listing_type: 'hotel',
        tour_name: 'Deluxe Double',
        room_number: '204',
        selected_date: '2026-12-15',
        duration_days: 2,
        free_cancellation_until: null,
        cancellation_terms: null,
      }),
    );
    renderAt(paths.bookingInfo(ID));
    expect(await screen.findByText('Booking #1042')).toBeInTheDocument();
    expect(valueOf('Booking', 'Room')).toBe('Deluxe Double (Room 204)');
    expect(valueOf('Booking', 'Check-in')).toBe('15 Dec 2026');
    expect(valueOf('Booking', 'Check-out')).toBe('17 Dec 2026');
    expect(valueOf('Booking', 'Stay')).toBe('2 nights');
    expect(within(screen.getByRole('region', { name: 'Booking' })).queryByText('Tour')).not.toBeInTheDocument();
    expect(screen.getByText('This booking has no free cancellation.')).toBeInTheDocument();
    expect(screen.getByText('The listing states no cancellation terms.')).toBeInTheDocument();
  });

  it("gives a trip's departure time and meeting point", async () => {
    mockApi.getBooking(
      booking({ listing_type: 'trek', group_type: 'private', start_time: '06:30', meeting_point: 'Serena Hotel lobby, Gilgit' }),
    );
    renderAt(paths.bookingInfo(ID));
    expect(await screen.findByText('Booking #1042')).toBeInTheDocument();
    expect(valueOf('Booking', 'Trek')).toBe('Hunza Valley Tour');
    expect(valueOf('Booking', 'Type')).toBe('Private trek');
    expect(valueOf('Booking', 'Departure Date')).toBe('15 Dec 2026, 06:30');
    expect(valueOf('Booking', 'Meeting point')).toBe('Serena Hotel lobby, Gilgit');
  });

  it('shows why a cancelled booking was cancelled, with its note, and no free-cancellation banner', async () => {
    mockApi.getBooking(
      booking({
        booking_status: 'cancelled',
        cancellation_reason: 'weather_or_road_closure',
        cancellation_note: 'Landslide at Babusar',
        cancelled_at: '2026-12-01T10:00:00.000Z',
      }),
    );
    renderAt(paths.bookingInfo(ID));
    expect(await screen.findByText('Booking #1042')).toBeInTheDocument();
    expect(valueOf('Cancellation', 'Reason')).toBe('Weather or road closure');
    expect(valueOf('Cancellation', 'Note')).toBe('Landslide at Babusar');
    expect(valueOf('Cancellation', 'Cancelled on')).toMatch(/^1 Dec 2026/);
    expect(screen.queryByText(/can cancel for free/)).not.toBeInTheDocument();
  });
});
