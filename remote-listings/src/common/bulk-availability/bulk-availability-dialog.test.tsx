import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { availabilityQueries } from '@portal/api';
import { AVAILABILITY_ERRORS } from '@portal/contracts';
import {
  apiFailure,
  availabilityCalendar,
  inTurn,
  LISTING_ID,
  listingRow,
  mockApi,
  NETWORK_ERROR,
  renderWithProviders,
} from '@portal/testing';

import { BulkAvailabilityButton } from './bulk-availability-dialog';

const TREK_ID = '3f2a9c1e-0000-4000-8000-0000000000c8';
const rows = [listingRow(), listingRow({ listing_id: TREK_ID, listing_type: 'trek', title: 'K2 Base Camp Trek' })];

/** A calendar on the same page, to see it asked again after the change. */
function Calendar() {
  const { data } = useQuery(availabilityQueries.calendar(LISTING_ID, '2027-03-01', '2027-03-31'));
  return <p>{data ? data.title : 'no calendar'}</p>;
}

async function openDialog({ withCalendar = false } = {}) {
  renderWithProviders(
    <>
      {withCalendar && <Calendar />}
      <BulkAvailabilityButton />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Change availability in bulk' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change availability in bulk' });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return within(dialog);
}

describe('Change availability in bulk', () => {
  it('closes the chosen listings for a range with a note after asking, with a toast, and the calendars are asked again', async () => {
    mockApi.listMyListings({ rows, total: 2 });
    const calendar = mockApi.getAvailability(availabilityCalendar());
    const post = mockApi.applyBulkAvailability({
      listings: [
        { listing_id: LISTING_ID, exception: null },
        { listing_id: TREK_ID, exception: null },
      ],
    });
    const dialog = await openDialog({ withCalendar: true });
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Hunza Valley Tour (Tour)' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'K2 Base Camp Trek (Trek)' }));
    // Date pickers (the browser's), not text to type in a format.
    expect(dialog.getByLabelText('First date')).toHaveAttribute('type', 'date');
    expect(dialog.getByLabelText(/Last date/)).toHaveAttribute('type', 'date');
    await userEvent.type(dialog.getByLabelText('First date'), '2027-03-10');
    await userEvent.type(dialog.getByLabelText(/Last date/), '2027-03-12');
    await userEvent.type(dialog.getByRole('textbox', { name: /Note/ }), 'Eid holidays');
    await userEvent.click(dialog.getByRole('button', { name: 'Review the change' }));
    expect(await dialog.findByText('Close 2 listings from 2027-03-10 to 2027-03-12 (Eid holidays)?')).toBeInTheDocument();
    expect(post.count).toBe(0);
    const before = calendar.count;
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(post.count).toBe(1));
    expect(post.last().body).toEqual({
      listing_ids: [LISTING_ID, TREK_ID],
      from: '2027-03-10',
      to: '2027-03-12',
      closed: true,
      capacity: null,
      start_time: null,
      note: 'Eid holidays',
    });
    expect(await screen.findByText('Availability changed for 2 listings.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(calendar.count).toBeGreaterThan(before));
  });

  it("refuses in the form what the server would, with the contracts' messages, and sends nothing", async () => {
    mockApi.listMyListings({ rows, total: 2 });
    const post = mockApi.applyBulkAvailability({ listings: [] });
    const dialog = await openDialog();
    await dialog.findByRole('checkbox', { name: 'Hunza Valley Tour (Tour)' });
    await userEvent.type(dialog.getByLabelText('First date'), '2027-03-10');
    await userEvent.type(dialog.getByLabelText(/Last date/), '2027-03-01');
    await userEvent.click(dialog.getByRole('radio', { name: 'Set a capacity' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Review the change' }));
    expect(await dialog.findByText('Capacity is required.')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('spinbutton', { name: /Capacity of each slot/ }), '6');
    await userEvent.click(dialog.getByRole('button', { name: 'Review the change' }));
    expect(await dialog.findByText('Choose at least one listing.')).toBeInTheDocument();
    // The rules across fields run once every field reads well, as on the server.
    await userEvent.click(dialog.getByRole('checkbox', { name: 'K2 Base Camp Trek (Trek)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Review the change' }));
    expect(await dialog.findByText('The last date cannot be before the first.')).toBeInTheDocument();
    expect(post.count).toBe(0);
  });

  it("shows the server's refusal in its words when a capacity would fall below what is booked, and the form again", async () => {
    mockApi.listMyListings({ rows, total: 2 });
    const refusal = AVAILABILITY_ERRORS.capacityBelowBooked(6, 'people', '2027-03-10', '10:00', 'Hunza Valley Tour');
    mockApi.applyBulkAvailability(inTurn(apiFailure(409, refusal)));
    const dialog = await openDialog();
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Hunza Valley Tour (Tour)' }));
    await userEvent.type(dialog.getByLabelText('First date'), '2027-03-10');
    await userEvent.click(dialog.getByRole('radio', { name: 'Set a capacity' }));
    await userEvent.type(dialog.getByRole('spinbutton', { name: /Capacity of each slot/ }), '4');
    await userEvent.click(dialog.getByRole('button', { name: 'Review the change' }));
    expect(await dialog.findByText('Set the capacity of every slot of 1 listing on 2027-03-10 to 4?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('6 people are already booked on 2027-03-10 at 10:00 (Hunza Valley Tour)');
    expect(dialog.getByRole('spinbutton', { name: /Capacity of each slot/ })).toHaveValue(4);
  });

  it('says when the listings could not be loaded', async () => {
    mockApi.listMyListings(NETWORK_ERROR);
    const dialog = await openDialog();
    expect(await dialog.findByText('Could not load your listings.')).toBeInTheDocument();
  });
});
