import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths } from '@portal/contracts';
import {
  apiFailure,
  currentLocation,
  listing,
  LISTING_ID,
  mockApi,
  mockUploads,
  next,
  renderWithProviders,
  retype,
  stepButton,
  stepHeading,
  uploadPhoto,
} from '@portal/testing';

import { ListingWizardPage } from './listing-wizard-page';

const STEPS = 'Steps of the trek listing';

function renderAt(route: string) {
  const user = userEvent.setup();
  const view = renderWithProviders(<ListingWizardPage />, { route });
  return { user, view };
}

beforeEach(() => window.sessionStorage.clear());
beforeEach(() => window.localStorage.clear());

describe('a listing wizard (the trek wizard)', () => {
  it('lists the nine steps of the spec, the last one the confirmation', async () => {
    renderAt(paths.listingCreate('trek'));
    const list = screen.getByRole('navigation', { name: STEPS });
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/!$/, ''));
    expect(names).toEqual([
      '1. Trek Media & Basics',
      '2. Title & Overview',
      '3. Destinations & Highlights',
      '4. Itinerary',
      '5. Inclusions & Exclusions',
      '6. FAQs',
      '7. Pricing & Add Ons',
      '8. Important Information',
      '9. Trek Submitted',
    ]);
    expect(screen.getByRole('heading', { name: 'New trek listing' })).toBeInTheDocument();
  });

  it("checks each step with the server's schema before Next, and flags the step", async () => {
    const { user } = renderAt(paths.listingCreate('trek'));
    await next(user);
    expect((await screen.findAllByText('Starting city is required.')).length).toBeGreaterThan(0);
    expect(screen.getByText('Choose at least one language.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Trek Media & Basics', level: 2 })).toBeInTheDocument();
    await user.click(stepButton(STEPS, 'Title & Overview'));
    await stepHeading('Title & Overview');
    await next(user);
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Title & Overview', level: 2 })).toBeInTheDocument();
    // The FAQ limits of the trek (spec section 5: question 50, answer 200), counted as typed.
    await user.click(stepButton(STEPS, 'FAQs'));
    await stepHeading('FAQs');
    await user.type(screen.getByLabelText(/^Question/), 'q'.repeat(60));
    expect(screen.getByLabelText(/^Question/)).toHaveValue('q'.repeat(50));
    expect(screen.getByText('50/50')).toBeInTheDocument();
    expect(screen.getByText('0/200')).toBeInTheDocument();
  });

  it("keeps a new listing's answers across a reload, and warns before leaving", async () => {
    const first = renderAt(paths.listingCreate('trek'));
    await first.user.click(stepButton(STEPS, 'Title & Overview'));
    await stepHeading('Title & Overview');
    await first.user.type(screen.getByLabelText(/^Title/), 'Rakaposhi base camp');
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    first.view.unmount();

    renderAt(paths.listingCreate('trek'));
    await stepHeading('Title & Overview');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Rakaposhi base camp');
  });

  it("creates the listing from every step's answers, then shows the confirmation without the step list", async () => {
    mockUploads();
    const created = mockApi.createListing(listing('trek'));
    const { user } = renderAt(paths.listingCreate('trek'));
    await uploadPhoto(user);
    await user.click(screen.getByRole('radio', { name: 'Group' }));
    await user.click(screen.getByRole('radio', { name: 'Local tourists' }));
    await user.click(screen.getByRole('checkbox', { name: 'English' }));
    await user.type(screen.getByLabelText(/^Available slots/), '12');
    await user.type(screen.getByLabelText(/^Starts in/), 'Gilgit');
    await next(user);
    await stepHeading('Title & Overview');
    await user.type(screen.getByLabelText(/^Title/), 'Rakaposhi base camp');
    await user.type(screen.getByLabelText(/^Overview/), 'Three days to the foot of Rakaposhi.');
    await next(user);
    await stepHeading('Destinations & Highlights');
    await user.type(screen.getByLabelText(/^Trek destination/), 'Minapin');
    for (const title of ['Itinerary', 'Inclusions & Exclusions', 'FAQs']) {
      await next(user);
      await stepHeading(title);
    }
    await next(user);
    await stepHeading('Pricing & Add Ons');
    await user.type(screen.getByLabelText(/^Base price/), '45,000');
    await next(user);
    await stepHeading('Important Information');
    await user.click(screen.getByRole('button', { name: 'Submit Trek' }));

    expect(await screen.findByRole('heading', { name: 'Trek Submitted' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: STEPS })).not.toBeInTheDocument();
    expect(await screen.findByText('Trek listing created successfully!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', paths.dashboard);
    const body = created.last().body as { listing_type: string; title: string; price: number; meta_data: Record<string, unknown> };
    expect(body).toMatchObject({ listing_type: 'trek', title: 'Rakaposhi base camp', price: 45000 });
    expect(body.meta_data).toMatchObject({
      photos: ['/api/v1/files/lake.png'],
      type: 'group',
      select_trek: 'Minapin',
      min_people: 4,
      base_price: 45000,
      duration: { value: 3, unit: 'days' },
      itinerary: [],
      faqs: [],
      highlights: [],
    });
  });

  it('edits a listing: loads it, says so, and updates it with PUT', async () => {
    mockApi.getListing(listing('trek', { status: 'approved' }));
    const updated = mockApi.updateListing(listing('trek', { status: 'edit_pending_review' }));
    const { user } = renderAt(paths.listingEdit('trek', LISTING_ID));
    expect(screen.getByText('Loading listing data...')).toBeInTheDocument();
    expect(await screen.findByText('Your listing data has been loaded for editing.')).toBeInTheDocument();
    expect(screen.getByText('This listing is live.')).toBeInTheDocument();
    await user.click(stepButton(STEPS, 'Title & Overview'));
    await retype(user, /^Title/, 'Fairy Meadows and Nanga Parbat');
    await user.click(stepButton(STEPS, 'Important Information'));
    await user.click(await screen.findByRole('button', { name: 'Update Trek' }));
    expect(await screen.findByText('Trek listing updated successfully!')).toBeInTheDocument();
    expect(updated.last().params).toMatchObject({ id: LISTING_ID });
    expect(updated.last().body).toMatchObject({
      title: 'Fairy Meadows and Nanga Parbat',
      meta_data: { base_price: 45000, select_trek: 'Fairy Meadows' },
    });
  });

  it("puts the server's field errors on their fields and marks their step", async () => {
    mockApi.getListing(listing('trek'));
    mockApi.updateListing(
      apiFailure(400, 'Validation failed', [{ field: 'meta_data.select_trek', message: 'Trek destination is not a place we know.' }]),
    );
    const { user } = renderAt(paths.listingEdit('trek', LISTING_ID));
    await screen.findByText('Your listing data has been loaded for editing.');
    await user.click(stepButton(STEPS, 'Important Information'));
    await user.click(await screen.findByRole('button', { name: 'Update Trek' }));
    // Trek lists each 'field: message' after the server's message (spec section 8).
    expect(
      await screen.findByText('Validation failed meta_data.select_trek: Trek destination is not a place we know.'),
    ).toBeInTheDocument();
    // The wizard shows the step holding the error, the error on its field, and the step flagged.
    expect(await stepHeading('Destinations & Highlights')).toBeInTheDocument();
    expect(screen.getByText('Trek destination is not a place we know.')).toBeInTheDocument();
    expect(stepButton(STEPS, 'Destinations & Highlights')).toHaveTextContent('(has errors)');
    await user.click(stepButton(STEPS, 'Destinations & Highlights'));
    await user.click(stepButton(STEPS, 'Itinerary'));
    await user.click(stepButton(STEPS, 'Destinations & Highlights'));
    expect(await screen.findByText('Trek destination is not a place we know.')).toBeInTheDocument();
  });

  it('says when the listing cannot be loaded, and offers a way back', async () => {
    mockApi.getListing(apiFailure(404, 'Listing not found'));
    renderAt(paths.listingEdit('trek', LISTING_ID));
    expect(await screen.findAllByText('Failed to load listing data. Please try again.')).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', paths.dashboard);
  });

  it("opens an edit of another type in that type's wizard", async () => {
    mockApi.getListing(listing('tour'));
    renderAt(paths.listingEdit('trek', LISTING_ID));
    await waitFor(() => expect(currentLocation()).toBe(paths.listingEdit('tour', LISTING_ID)));
  });
});
