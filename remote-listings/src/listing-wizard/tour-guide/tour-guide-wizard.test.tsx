import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

import { paths } from '@portal/contracts';
import {
  fill,
  listing,
  LISTING_ID,
  mockApi,
  MY_SUPPLIER,
  next,
  renderWithProviders,
  retype,
  stepButton,
  stepHeading,
} from '@portal/testing';

import { ListingWizardPage } from '../listing-wizard-page';

function renderWizardAt(route: string): UserEvent {
  const user = userEvent.setup();
  renderWithProviders(<ListingWizardPage />, { route });
  return user;
}

const STEPS = 'Steps of the tour guide listing';

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the tour guide wizard', () => {
  it("asks the guide's fields, checks the rates, and submits the full-day rate as the price and the bio as the description", async () => {
    const created = mockApi.createListing(listing('tour_guide'));
    const user = renderWizardAt(paths.listingCreate('tour_guide'));
    const names = within(screen.getByRole('navigation', { name: STEPS }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['1. About the guide', '2. Rates & Inclusions', '3. Guide Submitted']);
    await next(user);
    expect(await screen.findAllByText('Listing title is required.')).not.toHaveLength(0);
    expect(screen.getByText('Choose at least one speciality.')).toBeInTheDocument();

    await fill(user, /^Listing title/, 'Hunza Heritage Walks');
    await fill(user, /^Bio/, 'Born in Karimabad; I have guided visitors to Baltit and Altit for ten years.');
    await user.click(screen.getByRole('checkbox', { name: 'Burushaski' }));
    await user.click(screen.getByRole('checkbox', { name: 'History' }));
    await user.selectOptions(screen.getByLabelText('Guiding for'), '10+ years');
    await fill(user, /^City 1/, 'Karimabad');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await next(user);
    await stepHeading('Rates & Inclusions');
    expect(screen.getByLabelText(/^Largest group/)).toHaveValue(10);
    await fill(user, /^Half-day rate/, '9,000');
    await fill(user, /^Full-day rate/, '7,000');
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));
    // At the full-day rate, the one typed last (issue 34).
    await waitFor(() =>
      expect(screen.getByLabelText(/^Full-day rate/)).toHaveAccessibleErrorMessage(
        'The full-day rate cannot be less than the half-day rate.',
      ),
    );
    await retype(user, /^Full-day rate/, '12,000');
    await fill(user, /^Inclusion 1/, 'Fort tickets');
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));

    expect(await screen.findByRole('heading', { name: 'Your Guide Listing Has Been Submitted' })).toBeInTheDocument();
    expect(screen.getByText(/reviewed within 6-12 hours/)).toBeInTheDocument();
    expect(created.last().body).toMatchObject({
      listing_type: 'tour_guide',
      title: 'Hunza Heritage Walks',
      price: 12000,
      description: 'Born in Karimabad; I have guided visitors to Baltit and Altit for ten years.',
      meta_data: {
        languages: ['Burushaski'],
        specialise_in: ['History'],
        guide_since: '10+ years',
        cities_covered: ['Karimabad'],
        international_tourists: true,
        half_day_rate: 9000,
        full_day_rate: 12000,
        max_group_size: 10,
        inclusions: ['Fort tickets'],
      },
    });
  });

  it('edits a guide listing with PUT, its title loaded from the listing', async () => {
    mockApi.getListing(listing('tour_guide'));
    const updated = mockApi.updateListing(listing('tour_guide'));
    const user = renderWizardAt(paths.listingEdit('tour_guide', LISTING_ID));
    expect(await screen.findByLabelText(/^Listing title/)).toHaveValue('Lahore Old City Heritage Guide');
    await user.click(stepButton(STEPS, 'Rates & Inclusions'));
    await retype(user, /^Full-day rate/, '6,500');
    await user.click(screen.getByRole('button', { name: 'Update Listing' }));
    expect(await screen.findByRole('heading', { name: 'Your Guide Listing Has Been Updated' })).toBeInTheDocument();
    expect(screen.getByText(/reviewed within 2-6 hours/)).toBeInTheDocument();
    expect(updated.last().body).toMatchObject({ title: 'Lahore Old City Heritage Guide', price: 6500, partner_id: MY_SUPPLIER });
  });
});
