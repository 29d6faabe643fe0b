import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { type AffectedBooking, BOOKING_NOTE_MAX_LENGTH } from '@portal/contracts';
import { apiFailure, BOOKING_ID, LISTING_ID, listingRow, mockApi, renderWithProviders as render } from '@portal/testing';

import { CancelDeparturesDialog } from './cancel-departures-dialog';

const affected = (overrides: Partial<AffectedBooking> = {}): AffectedBooking => ({
  booking_id: BOOKING_ID,
  booking_number: 1042,
  listing_id: LISTING_ID,
  tour_name: 'Skardu Tour',
  customer_name: 'Ayesha Khan',
  selected_date: '2026-12-15',
  start_time: '10:00',
  selected_people: 3,
  total_price: 45000,
  ...overrides,
});

/** Opens the dialog and chooses the listing and 15 to 16 Dec 2026. */
async function chooseDepartures() {
  mockApi.listMyListings({ rows: [listingRow({ title: 'Skardu Tour' })], total: 1 });
  const preview = mockApi.listDepartureBookings([
    affected(),
    affected({ booking_id: 'b2', booking_number: 1043, customer_name: 'Bilal Ahmed', selected_people: 2, total_price: 30000 }),
  ]);
  render(<CancelDeparturesDialog open onOpenChange={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: 'Cancel departures' });
  await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Skardu Tour' }));
  fireEvent.change(within(dialog).getByLabelText(/From/), { target: { value: '2026-12-15' } });
  fireEvent.change(within(dialog).getByLabelText(/^To/), { target: { value: '2026-12-16' } });
  const table = await within(dialog).findByRole('table', { name: 'Bookings on these departures' });
  expect(preview.last().query).toEqual({ listing_ids: LISTING_ID, from: '2026-12-15', to: '2026-12-16' });
  return { dialog, table };
}

describe('Cancel departures', () => {
  it('lists every booking affected, asks for a reason, confirms in one sentence and cancels them all', async () => {
    const cancel = mockApi.cancelDepartures({ cancelled: 2, refunded: 75000, closed_listings: 1 });
    const { dialog, table } = await chooseDepartures();
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Ayesha Khan (#1042)15 Dec 2026 10:00 · Skardu TourMove to another date3Rs 45,000',
      'Bilal Ahmed (#1043)15 Dec 2026 10:00 · Skardu TourMove to another date2Rs 30,000',
    ]);
    expect(within(table).getAllByRole('link', { name: 'Move to another date' })[0]).toHaveAttribute(
      'href',
      `/bookings/details/${BOOKING_ID}`,
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel departures' }));
    expect(await within(dialog).findByText('Please choose a reason.')).toBeInTheDocument();
    expect(cancel.count).toBe(0);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Weather or road closure' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note for the customers/ }), { target: { value: 'Babusar Pass closed' } });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Also stop sales on these dates' }));
    expect(
      within(dialog).getByText(
        'Cancel 2 bookings on 1 listing from 15 Dec 2026 to 16 Dec 2026, refunding Rs 75,000 in full and closing those dates for sale? Each customer gets a message.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel departures' }));
    await waitFor(() => expect(cancel.count).toBe(1));
    expect(cancel.last().body).toEqual({
      listing_ids: [LISTING_ID],
      from: '2026-12-15',
      to: '2026-12-16',
      reason: 'weather_or_road_closure',
      note: 'Babusar Pass closed',
      close_dates: true,
    });
    expect(await screen.findByText('2 bookings cancelled and refunded; each customer has been told.')).toBeInTheDocument();
  });

  it('takes a note with emoji up to its limit in characters, as the server counts them, and sends it whole', async () => {
    const cancel = mockApi.cancelDepartures({ cancelled: 2, refunded: 75000, closed_listings: 0 });
    const { dialog } = await chooseDepartures();
    // 500 characters to the server (code points), 519 UTF-16 units to a maxlength attribute.
    const note = `${'Road closed. '.repeat(37)}${'🌧'.repeat(19)}`;
    expect([[...note].length, note.length]).toEqual([BOOKING_NOTE_MAX_LENGTH, BOOKING_NOTE_MAX_LENGTH + 19]);
    const box = within(dialog).getByRole('textbox', { name: /Note for the customers/ });
    await userEvent.click(box);
    await userEvent.paste(note);
    expect(box).toHaveValue(note);
    expect(within(dialog).getByText('500/500')).toBeInTheDocument();
    await userEvent.paste('🌧');
    expect(box).toHaveValue(note);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Weather or road closure' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel departures' }));
    await waitFor(() => expect(cancel.count).toBe(1));
    expect(cancel.last().body).toMatchObject({ note: note.trim() });
  });

  it('says why the server refused', async () => {
    mockApi.cancelDepartures(apiFailure(404, 'Listing not found'));
    const { dialog } = await chooseDepartures();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Operational' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel departures' }));
    expect(await screen.findByText('Could not cancel the departures: Listing not found')).toBeInTheDocument();
  });
});
