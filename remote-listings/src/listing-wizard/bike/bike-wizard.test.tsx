import { screen, within } from '@testing-library/react';
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
  stepButton,
  stepHeading,
  uploadPhoto,
} from '@portal/testing';

import { ListingWizardPage } from '../listing-wizard-page';

function renderWizardAt(route: string): UserEvent {
  const user = userEvent.setup();
  renderWithProviders(<ListingWizardPage />, { route });
  return user;
}

const STEPS = 'Steps of the bike listing';

type Body = { partner_id?: string; title: string; description: string; price: number; meta_data: Record<string, unknown> };

/** Fills About the bike with a 2021 Yamaha named `name`. */
async function aboutTheBike(user: UserEvent, name: string) {
  await uploadPhoto(user, 'ybr.png');
  await user.type(screen.getByLabelText(/^Bike name/), name);
  await user.selectOptions(screen.getByLabelText('Make'), 'Yamaha');
  await user.selectOptions(screen.getByLabelText('Model year'), '2021');
  await user.selectOptions(screen.getByLabelText('Transmission'), 'Manual');
  await user.selectOptions(screen.getByLabelText('Engine capacity'), '125cc');
  await user.selectOptions(screen.getByLabelText('Fuel type'), 'Petrol');
  await user.selectOptions(screen.getByLabelText('Bike type'), 'Standard');
  await user.click(screen.getByRole('checkbox', { name: 'ABS' }));
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the bike wizard', () => {
  it('has the four steps of the spec and the lists of section 3', async () => {
    const user = renderWizardAt('/bike');
    const names = within(screen.getByRole('navigation', { name: STEPS }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names.slice(0, 4)).toEqual([
      '1. About the bike',
      '2. Pricing & Availability',
      '3. Inclusions & Exclusions',
      '4. Important Information',
    ]);
    const optionsOf = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((o) => o.textContent);
    // The spec's years, up to next year's models (issue 34).
    const nextYear = new Date().getFullYear() + 1;
    expect(optionsOf('Model year')).toEqual(['Select...', ...Array.from({ length: nextYear - 2016 }, (_, i) => String(2017 + i))]);
    // The spec's makes and engines, and what Pakistan rides.
    expect(optionsOf('Make')).toEqual(
      expect.arrayContaining(['Honda', 'Yamaha', 'Suzuki', 'Royal Enfield', 'United', 'Road Prince', 'Super Power']),
    );
    expect(optionsOf('Engine capacity')).toEqual([
      'Select...',
      '70cc',
      '100cc',
      '110cc',
      '125cc',
      '150cc',
      '200cc',
      '250cc',
      '350cc',
      '500cc',
      '650cc',
      '1000cc+',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Electric Start' })).toBeInTheDocument();
    await next(user);
    expect(await screen.findAllByText('Bike name is required.')).not.toHaveLength(0);
    expect(screen.getByText('Model year is required.')).toBeInTheDocument();
  });

  it('submits the name as the title, "{make} {year} for rent" as the description, blank lines dropped, nothing ticked as not suitable', async () => {
    mockUploads();
    const created = mockApi.createListing(listing('bike_rental'));
    const user = renderWizardAt('/bike-listing');
    await aboutTheBike(user, 'Yamaha YBR 125G');
    await next(user);
    await stepHeading('Pricing & Availability');
    // The price per day reads in rupees with the rupee sign (spec section 9).
    expect(screen.getByText('₹')).toBeInTheDocument();
    await fill(user, /^Price per day/, '4500');
    await user.selectOptions(screen.getByLabelText('Availability'), 'Weekends');
    await next(user);
    await stepHeading('Inclusions & Exclusions');
    await fill(user, /^Inclusion 1/, 'Helmet');
    await user.click(screen.getByRole('button', { name: 'Add inclusion' }));
    await user.click(screen.getByRole('button', { name: 'Add inclusion' }));
    await fill(user, /^Inclusion 3/, 'Lock');
    await next(user);
    await stepHeading('Important Information');
    // Nothing ticked under 'Not suitable for' is an answer too: the bike suits everyone.
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));

    expect(await screen.findByRole('heading', { name: 'Your Bike Has Been Submitted' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', paths.dashboard);
    const body = created.last().body as Body;
    expect(body).toMatchObject({
      partner_id: MY_SUPPLIER,
      listing_type: 'bike_rental',
      title: 'Yamaha YBR 125G',
      description: 'Yamaha 2021 for rent',
      price: 4500,
    });
    expect(body.meta_data).toMatchObject({
      bike_make: 'Yamaha',
      model_year: 2021,
      features: ['ABS'],
      self_drive: true,
      price: 4500,
      availability: 'Weekends',
      inclusions: ['Helmet', 'Lock'],
      exclusions: [],
      not_suitable_for: [],
    });
    expect(body.meta_data).not.toHaveProperty('title');
  });

  it('edits with PUT, partner_id left out, the important information as the description', async () => {
    mockApi.getListing(listing('bike_rental'));
    const updated = mockApi.updateListing(listing('bike_rental'));
    const user = renderWizardAt(paths.listingEdit('bike_rental', LISTING_ID));
    expect(await screen.findByLabelText(/^Bike name/)).toHaveValue('Honda CG 125 2022');
    await retype(user, /^Bike name/, 'Honda CG 125 Self Start');
    await user.click(stepButton(STEPS, 'Important Information'));
    await user.click(await screen.findByRole('button', { name: 'Update Listing' }));
    expect(await screen.findByText('Your listing has been updated successfully!')).toBeInTheDocument();
    const body = updated.last().body as Body;
    expect(updated.last().params).toMatchObject({ id: LISTING_ID });
    expect(body).not.toHaveProperty('partner_id');
    expect(body).toMatchObject({ title: 'Honda CG 125 Self Start', description: 'Valid driving licence required.', price: 3500 });
  });

  it("says 'Update failed' when the server refuses an update without a message", async () => {
    mockApi.getListing(listing('bike_rental'));
    mockApi.updateListing(apiFailure(422, ''));
    const user = renderWizardAt(paths.listingEdit('bike_rental', LISTING_ID));
    await screen.findByLabelText(/^Bike name/);
    await user.click(stepButton(STEPS, 'Important Information'));
    await user.click(await screen.findByRole('button', { name: 'Update Listing' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
  });
});
