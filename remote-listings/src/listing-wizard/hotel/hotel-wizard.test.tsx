import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

import { paths } from '@portal/contracts';
import {
  apiFailure,
  fill,
  listing,
  LISTING_ID,
  mockApi,
  mockUploads,
  MY_SUPPLIER,
  next,
  renderWithProviders,
  retype,
  stepHeading,
  uploadPhoto,
} from '@portal/testing';

import { ListingWizardPage } from '../listing-wizard-page';

function renderWizardAt(route: string): UserEvent {
  const user = userEvent.setup();
  renderWithProviders(<ListingWizardPage />, { route });
  return user;
}

const STEPS = 'Steps of the hotel room listing';

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the hotel room wizard', () => {
  it("refuses the first step with the spec's message, the price step with 'Please enter a price.', then creates the room", async () => {
    mockUploads();
    const created = mockApi.createListing(listing('hotel'));
    const user = renderWizardAt(paths.listingCreate('hotel'));
    const names = within(screen.getByRole('navigation', { name: STEPS }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['1. About the room', '2. Pricing & Availability', '3. Submitted']);
    expect(screen.getByLabelText('Sleeps')).toHaveDisplayValue('3');
    // Up to 10, and how many rooms of the type there are (issue 34).
    expect(
      within(screen.getByLabelText('Sleeps'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select...', ...Array.from({ length: 10 }, (_, i) => String(i + 1))]);
    expect(screen.getByLabelText(/^Rooms of this type/)).toHaveValue(1);

    await uploadPhoto(user, 'room.png');
    await fill(user, /^Room name/, 'Deluxe Double Room');
    await next(user);
    // The step's own words, though its first missing field is the room number.
    expect(await screen.findByText('Please fill all required fields and upload at least one photo.')).toBeInTheDocument();
    expect(screen.getByText('Room number is required.')).toBeInTheDocument();
    expect(screen.getByText('Room size is required.')).toBeInTheDocument();
    await fill(user, /^Room number/, '101');
    await fill(user, /^Room size/, '28 m²');
    await user.selectOptions(screen.getByLabelText('Sleeps'), '6');
    await retype(user, /^Rooms of this type/, '5');
    await fill(user, /^Description/, 'A family room facing Rakaposhi.');
    await user.click(screen.getByRole('checkbox', { name: 'Queen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mini Bar' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await next(user);
    await stepHeading('Pricing & Availability');
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));
    // Under the field, and not toasted again (issue 34).
    await waitFor(() => expect(screen.getAllByText('Please enter a price.')).toHaveLength(1));
    await fill(user, /^Price per night/, '18,000');
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));

    expect(await screen.findByText('Hotel room created successfully')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', paths.dashboard);
    expect(created.last().body).toMatchObject({
      partner_id: MY_SUPPLIER,
      listing_type: 'hotel',
      title: 'Deluxe Double Room',
      description: 'A family room facing Rakaposhi.',
      price: 18000,
      meta_data: {
        room_name: 'Deluxe Double Room',
        room_number: '101',
        room_size: '28 m²',
        sleeps: 6,
        room_count: 5,
        description: 'A family room facing Rakaposhi.',
        beds: 1,
        bed_types: ['Queen'],
        amenities: ['Mini Bar'],
        breakfast_included: true,
        price: 18000,
        photos: ['/api/v1/files/room.png'],
      },
    });
  });

  it('enters edit mode from ?id= and updates with PATCH', async () => {
    mockApi.getListing(listing('hotel'));
    const patched = mockApi.patchListing(listing('hotel'));
    const user = renderWizardAt(`/hotel?id=${LISTING_ID}`);
    expect(await screen.findByLabelText(/^Room name/)).toHaveValue('Deluxe Double Room');
    await retype(user, /^Room size/, '30 m²');
    await next(user);
    await stepHeading('Pricing & Availability');
    expect(screen.getByLabelText(/^Price per night/)).toHaveValue('18,000');
    await user.click(screen.getByRole('button', { name: 'Update Listing' }));
    expect(await screen.findByText('Hotel room updated successfully')).toBeInTheDocument();
    expect(patched.last().params).toMatchObject({ id: LISTING_ID });
    expect(patched.last().body).toMatchObject({
      title: 'Deluxe Double Room',
      description: '30 m²',
      price: 18000,
      meta_data: { room_size: '30 m²' },
    });
  });

  it("says 'Failed to load hotel room data' when the room cannot be read", async () => {
    mockApi.getListing(apiFailure(500, 'Internal error'));
    renderWizardAt(paths.listingEdit('hotel', LISTING_ID));
    expect(await screen.findAllByText('Failed to load hotel room data')).not.toHaveLength(0);
  });

  it("says 'Failed to submit room listing. Please try again.' when the server gives no message", async () => {
    mockApi.getListing(listing('hotel'));
    mockApi.patchListing(apiFailure(500, ''));
    const user = renderWizardAt(paths.listingEdit('hotel', LISTING_ID));
    await screen.findByLabelText(/^Room name/);
    await next(user);
    await stepHeading('Pricing & Availability');
    await user.click(screen.getByRole('button', { name: 'Update Listing' }));
    expect(await screen.findByText('Failed to submit room listing. Please try again.')).toBeInTheDocument();
  });
});
