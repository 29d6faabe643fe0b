import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { apiFailure, inTurn, LISTING_ID, mockApi, NETWORK_ERROR, renderWithProviders } from '@portal/testing';

import { CalendarFeed } from './calendar-feed';

const feedUrl = (c: string) => `http://localhost:3000/api/v1/calendar/${c.repeat(64)}.ics`;
const renderFeed = () => renderWithProviders(<CalendarFeed listingId={LISTING_ID} />);

async function openReset() {
  await userEvent.click(await screen.findByRole('button', { name: 'Reset link' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Reset the calendar feed link?' });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return within(dialog);
}

describe('Calendar feed', () => {
  it('shows the secret link and copies it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockApi.getCalendarFeed({ url: feedUrl('a') });
    renderFeed();
    expect(await screen.findByRole('textbox', { name: 'Calendar feed link' })).toHaveValue(feedUrl('a'));
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(feedUrl('a'));
    expect(await screen.findByText('Calendar feed link copied.')).toBeInTheDocument();
  });

  it('resets the link only once confirmed, and shows the new one', async () => {
    mockApi.getCalendarFeed(inTurn({ url: feedUrl('a') }, { url: feedUrl('b') }));
    const reset = mockApi.resetCalendarFeed({ url: feedUrl('b') });
    renderFeed();
    let dialog = await openReset();
    expect(dialog.getByText(/The current link stops working at once/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(reset.count).toBe(0);
    dialog = await openReset();
    await userEvent.click(dialog.getByRole('button', { name: 'Reset link' }));
    expect(await screen.findByText('Calendar feed link reset. The old link no longer works.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Calendar feed link' })).toHaveValue(feedUrl('b')));
    expect(reset.last().params).toEqual({ id: LISTING_ID });
  });

  it("shows the server's refusal in the dialog, and a retry when the link could not be loaded", async () => {
    mockApi.getCalendarFeed(inTurn(NETWORK_ERROR, { url: feedUrl('a') }));
    mockApi.resetCalendarFeed(apiFailure(403, 'You do not have permission to create or change listings.'));
    renderFeed();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    const dialog = await openReset();
    await userEvent.click(dialog.getByRole('button', { name: 'Reset link' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('You do not have permission to create or change listings.');
  });
});
