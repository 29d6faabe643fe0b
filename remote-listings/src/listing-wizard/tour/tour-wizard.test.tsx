import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@portal/contracts';
import { LISTING_ID, TEST_SESSION, listing, mockApi, renderWithProviders, stepButton } from '@portal/testing';
import { ListingWizardPage } from '../listing-wizard-page';

const STEPS = 'Steps of the tour listing';

describe('the tour wizard', () => {
  it('keeps the screen-only fields (audience, theme, spots, availability) and says the update is under faster review', async () => {
    mockApi.getListing(listing('tour', { status: 'approved' }));
    const updated = mockApi.updateListing(listing('tour', { status: 'edit_pending_review' }));
    const user = userEvent.setup();
    renderWithProviders(<ListingWizardPage />, { route: paths.listingEdit('tour', LISTING_ID) });
    await screen.findByText('Your listing data has been loaded for editing.');
    expect(screen.getByRole('radio', { name: 'Local tourists' })).toBeChecked();
    await user.click(stepButton(STEPS, 'Important Information'));
    await user.click(await screen.findByRole('button', { name: 'Update Tour' }));
    expect(await screen.findByText('Tour updated successfully!')).toBeInTheDocument();
    expect(screen.getByText(/under faster review \(2-6 hours\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', paths.dashboard);
    expect(updated.last().body).toMatchObject({
      partner_id: TEST_SESSION.supplierId,
      meta_data: { audience: 'local', theme: 'Nature', available_spots: 14, availability: 'Daily', places_covered: ['Hunza'] },
    });
  });

  it('needs the supplier id too before it submits (spec section 5)', async () => {
    mockApi.getListing(listing('tour'));
    const updated = mockApi.updateListing(listing('tour'));
    const user = userEvent.setup();
    renderWithProviders(<ListingWizardPage />, { route: paths.listingEdit('tour', LISTING_ID), session: { ...TEST_SESSION, supplierId: null } });
    await screen.findByText('Your listing data has been loaded for editing.');
    await user.click(stepButton(STEPS, 'Important Information'));
    await user.click(await screen.findByRole('button', { name: 'Update Tour' }));
    expect(await screen.findByText('Missing authentication details.')).toBeInTheDocument();
    expect(updated.count).toBe(0);
  });
});
