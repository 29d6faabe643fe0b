import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

import { paths } from '@portal/contracts';
import {
  fill,
  listing,
  LISTING_ID,
  mockApi,
  mockUploads,
  next,
  renderWithProviders,
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

const STEPS = 'Steps of the car listing';

type Body = { partner_id?: string; title: string; description: string; price: number; meta_data: Record<string, unknown> };

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the car wizard', () => {
  it('starts with transmission Automatic, saves self drive, and says "Your Car Has Been Submitted"', async () => {
    mockUploads();
    const created = mockApi.createListing(listing('car_rental'));
    const user = renderWizardAt('/car');
    const names = within(screen.getByRole('navigation', { name: STEPS }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names.slice(0, 4)).toEqual([
      '1. About the car',
      '2. Pricing & Availability',
      '3. Inclusions & Exclusions',
      '4. Important Information',
    ]);
    expect(screen.getByLabelText('Transmission')).toHaveDisplayValue('Automatic');
    const optionsOf = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((o) => o.textContent);
    // The spec's years, up to next year's models (issue 34).
    const nextYear = new Date().getFullYear() + 1;
    expect(optionsOf('Model year')).toEqual(['Select...', ...Array.from({ length: nextYear - 2017 }, (_, i) => String(2018 + i))]);
    // The spec's makes and engines, and Pakistan's.
    expect(optionsOf('Make')).toEqual(expect.arrayContaining(['Toyota', 'Honda', 'Suzuki', 'Hyundai', 'KIA', 'Changan', 'MG', 'Nissan']));
    expect(optionsOf('Engine capacity')).toEqual(
      expect.arrayContaining(['660cc', '800cc', '1000cc', '1300cc', '1500cc', '1800cc', '2000cc', '2800cc']),
    );

    await uploadPhoto(user, 'civic.png');
    await fill(user, /^Car name/, 'Honda Civic Oriel');
    await user.selectOptions(screen.getByLabelText('Make'), 'Honda');
    await user.selectOptions(screen.getByLabelText('Model year'), '2021');
    await user.selectOptions(screen.getByLabelText('Engine capacity'), '1500cc');
    await user.selectOptions(screen.getByLabelText('Fuel type'), 'Hybrid');
    await user.selectOptions(screen.getByLabelText('Car type'), 'Sedan');
    await user.click(screen.getByRole('checkbox', { name: 'Sunroof' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await next(user);
    await stepHeading('Pricing & Availability');
    await fill(user, /^Price per day/, '16,000');
    await user.selectOptions(screen.getByLabelText('Availability'), 'All Days');
    await next(user);
    await stepHeading('Inclusions & Exclusions');
    await next(user);
    await stepHeading('Important Information');
    // The car's step has no 'not suitable for' (spec section 3).
    expect(screen.queryByText('Not suitable for')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));

    expect(await screen.findByRole('heading', { name: 'Your Car Has Been Submitted' })).toBeInTheDocument();
    const body = created.last().body as Body;
    expect(body).toMatchObject({
      listing_type: 'car_rental',
      title: 'Honda Civic Oriel',
      description: 'Honda 2021 for rent',
      price: 16000,
    });
    expect(body.meta_data).toMatchObject({
      car_make: 'Honda',
      model_year: 2021,
      transmission: 'Automatic',
      engine_capacity: '1500cc',
      fuel_type: 'Hybrid',
      car_type: 'Sedan',
      features: ['Sunroof'],
      self_drive: true,
      availability: 'All Days',
      price: 16000,
    });
  });

  it('edits with PUT and leaves partner_id out', async () => {
    mockApi.getListing(listing('car_rental'));
    const updated = mockApi.updateListing(listing('car_rental'));
    const user = renderWizardAt(paths.listingEdit('car_rental', LISTING_ID));
    expect(await screen.findByLabelText(/^Car name/)).toHaveValue('Toyota Corolla Altis 2022');
    await user.click(stepButton(STEPS, 'Important Information'));
    await user.click(await screen.findByRole('button', { name: 'Update Listing' }));
    expect(await screen.findByText('Your listing has been updated successfully!')).toBeInTheDocument();
    expect(updated.last().body).not.toHaveProperty('partner_id');
    expect(updated.last().body).toMatchObject({
      title: 'Toyota Corolla Altis 2022',
      price: 14000,
      meta_data: { transmission: 'Automatic', self_drive: false },
    });
  });
});
