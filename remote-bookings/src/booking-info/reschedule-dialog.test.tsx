import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths, routePatterns } from '@portal/contracts';
import {
  apiFailure,
  availabilityCalendar,
  availabilityDay,
  availabilitySlot,
  booking,
  BOOKING_ID as ID,
  LISTING_ID,
  mockApi,
  renderAtRoute,
} from '@portal/testing';

import { BookingInfoPage } from './booking-info-page';

const renderAt = (url: string) => renderAtRoute(url, { [routePatterns.bookingInfo]: <BookingInfoPage /> });

/** Opens Reschedule and picks 18 Dec 2026, whose departures are 06:30 (8 left) and 10:00 (2 left). */
async function chooseDate() {
  const calendar = mockApi.getAvailability(
    availabilityCalendar({
      days: [
        availabilityDay({
          date: '2026-12-18',
          slots: [availabilitySlot({ start_time: '06:30', remaining: 8 }), availabilitySlot({ remaining: 2 })],
        }),
      ],
    }),
  );
  renderAt(paths.bookingInfo(ID));
  await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reschedule booking #1042' });
  fireEvent.change(within(dialog).getByLabelText(/New date/), { target: { value: '2026-12-18' } });
  await within(dialog).findByRole('radio', { name: '06:30 · 8 places left' });
  expect(calendar.last().query).toEqual({ from: '2026-12-18', to: '2026-12-18' });
  return dialog;
}

describe('Reschedule from Booking Info', () => {
  it('moves the booking to a start time with room for its people, with a note for the customer', async () => {
    mockApi.getBooking(booking({ listing_id: LISTING_ID }));
    const move = mockApi.rescheduleBooking(booking({ listing_id: LISTING_ID, selected_date: '2026-12-18', start_time: '06:30' }));
    const dialog = await chooseDate();
    // 3 people do not fit the 2 places left at 10:00.
    expect(within(dialog).getByRole('radio', { name: '10:00 · 2 places left (too few)' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    expect(await within(dialog).findByText('Please choose a start time.')).toBeInTheDocument();
    expect(move.count).toBe(0);

    await userEvent.click(within(dialog).getByRole('radio', { name: '06:30 · 8 places left' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note for the customer/ }), {
      target: { value: 'Pass closed on the 15th' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    await waitFor(() => expect(move.count).toBe(1));
    expect(move.last().body).toEqual({ date: '2026-12-18', start_time: '06:30', note: 'Pass closed on the 15th' });
    expect(await screen.findByText('Booking moved. The customer has been told.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Booking' })).getByText(/18 Dec 2026/)).toBeInTheDocument();
  });

  it('says why the server refused the move', async () => {
    mockApi.getBooking(booking({ listing_id: LISTING_ID }));
    mockApi.rescheduleBooking(apiFailure(409, 'No room on 2026-12-18 at 06:30: 1 place left, 3 asked for.'));
    const dialog = await chooseDate();
    await userEvent.click(within(dialog).getByRole('radio', { name: '06:30 · 8 places left' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    expect(
      await screen.findByText('Could not move the booking: No room on 2026-12-18 at 06:30: 1 place left, 3 asked for.'),
    ).toBeInTheDocument();
  });

  it('is not offered for a cancelled booking or one without its listing', async () => {
    mockApi.getBooking(booking({ listing_id: null }));
    renderAt(paths.bookingInfo(ID));
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });
});
