import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths, routePatterns } from '@portal/contracts';
import { apiFailure, booking, BOOKING_ID as ID, mockApi, renderAtRoute, TEST_SESSION } from '@portal/testing';

import { BookingInfoPage } from './booking-info-page';

const KARIM = { member_id: 'g-1', full_name: 'Karim Guide' };
const BILAL = { member_id: 'g-2', full_name: 'Bilal Guide' };

const renderAs = (role: 'operations' | 'guide') =>
  renderAtRoute(paths.bookingInfo(ID), { [routePatterns.bookingInfo]: <BookingInfoPage /> }, { session: { ...TEST_SESSION, role } });

const guideBlock = async () => screen.findByRole('region', { name: 'Guide' });

describe("Booking Info's guide", () => {
  it("lets operations pick one of the business's guides and save, and shows whom it is assigned to", async () => {
    mockApi.getBooking(booking({ guide: null }));
    mockApi.listGuides([BILAL, KARIM]);
    const save = mockApi.assignGuide(booking({ guide: KARIM }));
    renderAs('operations');
    const block = await guideBlock();
    expect(within(block).getByText('No guide assigned')).toBeInTheDocument();
    const select = await within(block).findByRole('combobox', { name: 'Guide' });
    expect(within(block).getByRole('button', { name: 'Save guide' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Karim Guide');
    await userEvent.click(within(block).getByRole('button', { name: 'Save guide' }));
    await waitFor(() => expect(save.count).toBe(1));
    expect(save.last().params.id).toBe(ID);
    expect(save.last().body).toEqual({ member_id: 'g-1' });
    expect(await screen.findByText('Assigned to Karim Guide.')).toBeInTheDocument();
    expect(within(block).getByText('Karim Guide', { selector: 'p' })).toBeInTheDocument();
  });

  it("says why the server refused, keeping the booking's guide", async () => {
    mockApi.getBooking(booking({ guide: KARIM }));
    mockApi.listGuides([BILAL, KARIM]);
    mockApi.assignGuide(
      apiFailure(400, 'Choose a guide of this business.', [{ field: 'member_id', message: 'Choose a guide of this business.' }]),
    );
    renderAs('operations');
    const block = await guideBlock();
    await userEvent.selectOptions(await within(block).findByRole('combobox', { name: 'Guide' }), 'Bilal Guide');
    await userEvent.click(within(block).getByRole('button', { name: 'Save guide' }));
    expect(await screen.findByText(/^Could not assign the guide: Choose a guide of this business/)).toBeInTheDocument();
    expect(within(block).getByText('Karim Guide', { selector: 'p' })).toBeInTheDocument();
  });

  it('says when the guides could not be loaded', async () => {
    mockApi.getBooking(booking());
    mockApi.listGuides(apiFailure(500, 'Server error'));
    renderAs('operations');
    expect(await within(await guideBlock()).findByText('Could not load the guides.')).toBeInTheDocument();
  });

  it('shows a guide their assignment, with no choice and no confirm, decline or cancel', async () => {
    mockApi.getBooking(booking({ booking_status: 'pending', guide: KARIM }));
    const guides = mockApi.listGuides([KARIM]);
    renderAs('guide');
    const block = await guideBlock();
    expect(within(block).getByText('Karim Guide')).toBeInTheDocument();
    expect(within(block).queryByRole('combobox')).not.toBeInTheDocument();
    for (const name of ['Confirm', 'Decline', 'Cancel', 'Reschedule'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a message' })).toBeInTheDocument();
    expect(guides.count).toBe(0);
  });
});
