import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LISTING_COMPLETENESS_FIELDS, type ListingMetaOf, paths } from '@portal/contracts';
import { listing, LISTING_ID, mockApi, next, renderWithProviders, retype, stepButton, stepHeading, TEST_SESSION } from '@portal/testing';

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

  it("shows in the completeness panel what a tour the spec's client posted still lacks, and a way to each", async () => {
    const posted: Record<string, unknown> = { ...listing('tour').meta_data };
    for (const field of LISTING_COMPLETENESS_FIELDS.tour) delete posted[field];
    mockApi.getListing(listing('tour', { meta_data: posted as ListingMetaOf<'tour'> }));
    const user = userEvent.setup();
    renderWithProviders(<ListingWizardPage />, { route: paths.listingEdit('tour', LISTING_ID) });
    await screen.findByText('Your listing data has been loaded for editing.');
    const meter = screen.getByRole('region', { name: 'Listing completeness' });
    for (const hint of ['Available spots: not given yet.', 'Places covered: not given yet.', 'Age range: not given yet.']) {
      expect(within(meter).getByText(hint)).toBeInTheDocument();
    }
    await user.click(within(meter).getByRole('button', { name: 'Fix: places covered' }));
    expect(await screen.findByRole('button', { name: 'Add destination' })).toBeInTheDocument();
  });

  it('needs the supplier id too before it submits (spec section 5)', async () => {
    mockApi.getListing(listing('tour'));
    const updated = mockApi.updateListing(listing('tour'));
    const user = userEvent.setup();
    renderWithProviders(<ListingWizardPage />, {
      route: paths.listingEdit('tour', LISTING_ID),
      session: { ...TEST_SESSION, supplierId: null },
    });
    await screen.findByText('Your listing data has been loaded for editing.');
    await user.click(stepButton(STEPS, 'Important Information'));
    await user.click(await screen.findByRole('button', { name: 'Update Tour' }));
    expect(await screen.findByText('Missing authentication details.')).toBeInTheDocument();
    expect(updated.count).toBe(0);
  });

  it('refuses fewer spots than the smallest group and a meeting time that does not exist, each at its field (issue 34)', async () => {
    mockApi.getListing(listing('tour'));
    const user = userEvent.setup();
    renderWithProviders(<ListingWizardPage />, { route: paths.listingEdit('tour', LISTING_ID) });
    await screen.findByText('Your listing data has been loaded for editing.');
    await retype(user, /^Minimum people/, '3');
    await retype(user, /^Available spots/, '1');
    await retype(user, /^Meeting time/, '25:99');
    await next(user);
    await waitFor(() =>
      expect(screen.getByLabelText(/^Available spots/)).toHaveAccessibleErrorMessage(
        'Available spots must be at least the minimum number of people.',
      ),
    );
    expect(screen.getByLabelText(/^Meeting time/)).toHaveAccessibleErrorMessage(
      'Meeting time must use a real time of day, such as 10:00 am or 16:30.',
    );
    await retype(user, /^Available spots/, '3');
    await retype(user, /^Meeting time/, '16:30');
    await next(user);
    expect(await stepHeading('Title & Overview')).toBeInTheDocument();
  });
});
