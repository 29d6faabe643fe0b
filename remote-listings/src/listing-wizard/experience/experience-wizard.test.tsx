import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths } from '@portal/contracts';
import { listing, LISTING_ID, mockApi, renderWithProviders, stepButton } from '@portal/testing';

import { ListingWizardPage } from '../listing-wizard-page';

const STEPS = 'Steps of the experience listing';

describe('the experience wizard', () => {
  beforeEach(() => window.localStorage.clear());

  it("creates at /experience with the spec's steps, three highlights to fill in, and Submit Experience", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ListingWizardPage />, { route: paths.listingCreate('experience') });
    const names = within(screen.getByRole('navigation', { name: STEPS }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual([
      '1. About the Experience',
      '2. Title & Overview',
      '3. Highlights',
      '4. Itinerary',
      '5. Inclusions',
      '6. FAQs',
      '7. Pricing & Add Ons',
      '8. Important Information',
    ]);
    await user.click(stepButton(STEPS, 'Highlights'));
    expect(await screen.findAllByLabelText(/^Highlight \d/)).toHaveLength(3);
    await user.click(stepButton(STEPS, 'Important Information'));
    expect(await screen.findByRole('button', { name: 'Submit Experience' })).toBeInTheDocument();
  });

  it('edits the listing named by ?id= and saves it with Update Experience', async () => {
    const loaded = mockApi.getListing(listing('experience'));
    const updated = mockApi.updateListing(listing('experience'));
    const user = userEvent.setup();
    renderWithProviders(<ListingWizardPage />, { route: `${paths.listingCreate('experience')}?id=${LISTING_ID}` });
    await screen.findByText('Your listing data has been loaded for editing.');
    expect(loaded.last().params).toMatchObject({ id: LISTING_ID });
    await user.click(stepButton(STEPS, 'Important Information'));
    await user.click(await screen.findByRole('button', { name: 'Update Experience' }));
    expect(await screen.findByRole('heading', { name: 'Your experience has been updated' })).toBeInTheDocument();
    expect(updated.last().body).toMatchObject({
      listing_type: 'experience',
      title: 'Truck art workshop',
      meta_data: { experience_type: 'cultural' },
    });
  });
});
