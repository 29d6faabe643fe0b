import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AVAILABILITY_ERRORS } from '@portal/contracts';
import {
  apiFailure,
  availabilityException,
  availabilityRules,
  EXCEPTION_ID,
  inTurn,
  LISTING_ID,
  mockApi,
  NETWORK_ERROR,
  renderWithProviders,
} from '@portal/testing';

import { DateChanges } from './date-changes';

const capacityChange = availabilityException({
  exception_id: '8e4f2a1c-0000-4000-8000-000000000002',
  from: '2026-12-24',
  to: '2026-12-24',
  closed: false,
  capacity: 4,
  start_time: '10:00',
  note: null,
});
const renderChanges = () => renderWithProviders(<DateChanges listingId={LISTING_ID} />);
const list = () => within(screen.getByRole('list', { name: 'Date changes' }));

async function openDelete(name: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete this date change?' });
  // zag focuses the dialog a frame after it opens.
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return within(dialog);
}

describe('date changes', () => {
  it('lists each change with its dates, what it does and its note, and deletes one after asking', async () => {
    mockApi.getAvailabilityRules(
      inTurn(
        availabilityRules({ exceptions: [availabilityException(), capacityChange] }),
        availabilityRules({ exceptions: [capacityChange] }),
      ),
    );
    const remove = mockApi.deleteAvailabilityException({ exception: null, exceptions: [capacityChange] });
    renderChanges();
    expect(screen.getByText('Loading date changes...')).toBeInTheDocument();
    const items = await waitFor(() => list().getAllByRole('listitem'));
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Wednesday,? 10 March 2027 to Friday,? 12 March 2027Closed: Eid holidays/),
      expect.stringMatching(/^Thursday,? 24 December 2026Capacity 4 at 10:00/),
    ]);
    let dialog = await openDelete(/Delete the change of Wednesday,? 10 March 2027 to/);
    expect(dialog.getByText(/\(Closed\) will follow the schedule again\./)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(remove.count).toBe(0);
    dialog = await openDelete(/Delete the change of Wednesday,? 10 March 2027 to/);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(list().getAllByRole('listitem')).toHaveLength(1));
    expect(remove.last().params).toEqual({ id: LISTING_ID, exceptionId: EXCEPTION_ID });
    expect(await screen.findByText(/Date change of .*10 March 2027 .* deleted\./)).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog when the schedule would leave less than is booked", async () => {
    mockApi.getAvailabilityRules(availabilityRules({ exceptions: [capacityChange] }));
    const refusal = AVAILABILITY_ERRORS.capacityBelowBooked(6, 'people', '2026-12-24', '10:00');
    mockApi.deleteAvailabilityException(apiFailure(409, refusal));
    renderChanges();
    const dialog = await openDelete(/Delete the change of Thursday,? 24 December 2026/);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(refusal);
    // Refused: nothing left to confirm, only Cancel.
    expect(dialog.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('says when there is none, and when they could not be loaded', async () => {
    mockApi.getAvailabilityRules(availabilityRules({ exceptions: [] }));
    const { unmount } = renderChanges();
    expect(await screen.findByText('No date changes from today on: every date follows the schedule.')).toBeInTheDocument();
    unmount();
    mockApi.getAvailabilityRules(NETWORK_ERROR);
    renderChanges();
    expect(await screen.findByText('Could not load the date changes.')).toBeInTheDocument();
  });
});
