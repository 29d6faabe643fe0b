import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths } from '@portal/contracts';
import { listing, LISTING_ID, mockApi, next, renderWithProviders } from '@portal/testing';

import { ListingWizardPage } from '../listing-wizard-page';

describe('the trek wizard', () => {
  it('edits the listing of /treks?edit=true&id=, with its trek defaults left as saved', async () => {
    const loaded = mockApi.getListing(listing('trek'));
    renderWithProviders(<ListingWizardPage />, { route: `${paths.listingCreate('trek')}?edit=true&id=${LISTING_ID}` });
    expect(await screen.findByRole('heading', { name: 'Edit trek listing' })).toBeInTheDocument();
    await screen.findByText('Your listing data has been loaded for editing.');
    expect(loaded.last().params).toMatchObject({ id: LISTING_ID });
    expect(screen.getByLabelText(/^Minimum people/)).toHaveValue(4);
  });

  it("starts a new trek from the spec's defaults: 4 people, 3 days, ages 0-11", async () => {
    renderWithProviders(<ListingWizardPage />, { route: paths.listingCreate('trek') });
    expect(screen.getByLabelText(/^Minimum people/)).toHaveValue(4);
    expect(screen.getByLabelText(/^Duration$/)).toHaveValue(3);
    expect(screen.getByLabelText(/^Duration unit/)).toHaveDisplayValue('days');
    expect(screen.getByLabelText(/^Minimum age/)).toHaveDisplayValue('0');
    expect(screen.getByLabelText(/^Maximum age/)).toHaveDisplayValue('11');
  });

  it('offers ages 0-99 for the youngest and the oldest, and refuses a youngest above the oldest at the field (issue 34)', async () => {
    mockApi.getListing(listing('trek'));
    const user = userEvent.setup();
    renderWithProviders(<ListingWizardPage />, { route: `${paths.listingCreate('trek')}?edit=true&id=${LISTING_ID}` });
    await screen.findByText('Your listing data has been loaded for editing.');
    const ages = Array.from({ length: 100 }, (_, age) => String(age));
    const optionsOf = (label: RegExp) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((o) => o.textContent)
        .slice(1);
    expect(optionsOf(/^Minimum age/)).toEqual(ages);
    expect(optionsOf(/^Maximum age/)).toEqual(ages);
    await user.selectOptions(screen.getByLabelText(/^Minimum age/), '30');
    await user.selectOptions(screen.getByLabelText(/^Maximum age/), '20');
    await next(user);
    await waitFor(() =>
      expect(screen.getByLabelText(/^Maximum age/)).toHaveAccessibleErrorMessage('Maximum age must be at least the minimum age.'),
    );
    await user.selectOptions(screen.getByLabelText(/^Maximum age/), '99');
    await next(user);
    expect(await screen.findByRole('heading', { name: 'Title & Overview', level: 2 })).toBeInTheDocument();
  });
});
