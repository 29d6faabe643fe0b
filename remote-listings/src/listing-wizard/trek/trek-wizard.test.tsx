import { screen } from '@testing-library/react';
import { paths } from '@portal/contracts';
import { LISTING_ID, listing, mockApi, renderWithProviders } from '@portal/testing';
import { ListingWizardPage } from '../listing-wizard-page';

describe('the trek wizard', () => {
  it('edits the listing of /treks?edit=true&id=, with its trek defaults left as saved', async () => {
    const loaded = mockApi.getListing(listing('trek'));
    renderWithProviders(<ListingWizardPage />, { route: `${paths.listingCreate('trek')}?edit=true&id=${LISTING_ID}` });
    expect(await screen.findByRole('heading', { name: 'Edit trek listing' })).toBeInTheDocument();
    await screen.findByText('Your listing data has been loaded for editing.');
    expect(loaded.last().params).toMatchObject({ listingId: LISTING_ID });
    expect(screen.getByLabelText(/^Minimum people/)).toHaveValue(4);
  });

  it('starts a new trek from the spec\'s defaults: 4 people, 3 days, ages 0-11', async () => {
    renderWithProviders(<ListingWizardPage />, { route: paths.listingCreate('trek') });
    expect(screen.getByLabelText(/^Minimum people/)).toHaveValue(4);
    expect(screen.getByLabelText(/^Duration$/)).toHaveValue(3);
    expect(screen.getByLabelText(/^Duration unit/)).toHaveDisplayValue('days');
    expect(screen.getByLabelText(/^Minimum age/)).toHaveDisplayValue('0');
    expect(screen.getByLabelText(/^Maximum age/)).toHaveDisplayValue('11');
  });
});
