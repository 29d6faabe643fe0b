import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths, routePatterns } from '@portal/contracts';
import {
  currentLocation,
  listing,
  LISTING_ID,
  mockApi,
  next,
  renderAtRoute,
  renderWithProviders,
  stepButton,
  stepHeading,
} from '@portal/testing';

import { ListingWizardPage } from '../listing-wizard-page';

const STEPS = 'Steps of the activity listing';

function renderAt(route: string) {
  const user = userEvent.setup();
  renderWithProviders(<ListingWizardPage />, { route });
  return user;
}

beforeEach(() => window.localStorage.clear());

describe('the activity wizard', () => {
  it("has the spec's seven steps, and Back on the first goes to the dashboard", async () => {
    const user = renderAt(paths.listingCreate('activity'));
    const names = within(screen.getByRole('navigation', { name: STEPS }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual([
      '1. Activity Media & Basics',
      '2. Title & Overview',
      '3. Itinerary',
      '4. Inclusions & Exclusions',
      '5. FAQs',
      '6. Pricing & Add Ons',
      '7. Important Information',
    ]);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentLocation()).toBe(paths.dashboard);
  });

  it("offers the spec's six cities and the northern areas as the activity's city/region (issue 34)", () => {
    renderAt(paths.listingCreate('activity'));
    const cities = within(screen.getByLabelText(/^City\/region/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(cities).toEqual(
      expect.arrayContaining(['Lahore', 'Karachi', 'Islamabad', 'Rawalpindi', 'Faisalabad', 'Multan', 'Hunza', 'Skardu', 'Swat', 'Naran']),
    );
  });

  it('keeps at least one itinerary entry: its Remove is hidden until a second one is added', async () => {
    const user = renderAt(paths.listingCreate('activity'));
    await user.click(stepButton(STEPS, 'Itinerary'));
    await stepHeading('Itinerary');
    expect(screen.queryByRole('button', { name: /^Remove itinerary entry/ })).not.toBeInTheDocument();
    await next(user);
    // Under the list only: an error shown beside its field is not toasted too (issue 34).
    expect(await screen.findAllByText('Add at least one itinerary entry.')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add itinerary entry' }));
    expect(screen.getAllByRole('button', { name: /^Remove itinerary entry/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove itinerary entry 2' }));
    expect(screen.queryByRole('button', { name: /^Remove itinerary entry/ })).not.toBeInTheDocument();
  });

  it('sends someone without a session to sign in when editing', async () => {
    // Only the wizard's route renders it: the sign-in page is another screen.
    renderAtRoute(
      paths.listingEdit('activity', LISTING_ID),
      Object.fromEntries(routePatterns.listingWizard('activity').map((pattern) => [pattern, <ListingWizardPage key={pattern} />])),
      { session: null },
    );
    expect(await screen.findByText('Please log in to edit listings.')).toBeInTheDocument();
    expect(currentLocation()).toBe(paths.login);
  });

  it('updates with Update Listing, keeps the age groups, and tells the review time', async () => {
    mockApi.getListing(listing('activity'));
    const updated = mockApi.updateListing(listing('activity'));
    const user = renderAt(paths.listingEdit('activity', LISTING_ID));
    await screen.findByText('Your listing data has been loaded for editing.');
    await user.click(stepButton(STEPS, 'Pricing & Add Ons'));
    expect(await screen.findByDisplayValue('Children under 12')).toBeInTheDocument();
    expect(screen.getByDisplayValue('3,000')).toBeInTheDocument();
    await user.click(stepButton(STEPS, 'Important Information'));
    await user.click(await screen.findByRole('button', { name: 'Update Listing' }));
    expect(await screen.findByRole('heading', { name: 'Your activity has been updated' })).toBeInTheDocument();
    expect(screen.getByText(/updates are reviewed within 2-6 hours/)).toBeInTheDocument();
    expect(screen.getByText('Your listing has been updated successfully!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', paths.dashboard);
    expect(updated.last().body).toMatchObject({
      meta_data: { age_groups: [{ label: 'Children under 12', price: 3000 }], base_price: 45000 },
    });
  });
});
