import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths } from '@portal/contracts';
import { apiFailure, mockApi, mockUploads, png, renderWithProviders, stepButton, stepHeading, uploadPhoto } from '@portal/testing';

import { ListingWizardPage } from '../listing-wizard-page';

const STEPS = 'Steps of the activity listing';

function renderActivity() {
  const user = userEvent.setup();
  renderWithProviders(<ListingWizardPage />, { route: paths.listingCreate('activity') });
  return user;
}

beforeEach(() => window.localStorage.clear());

describe('the shared steps', () => {
  it("Media: uploads a photo with the spec's toast, makes it the cover, and the meter counts it", async () => {
    mockUploads();
    const user = renderActivity();
    const meter = screen.getByRole('region', { name: 'Listing completeness' });
    expect(within(meter).getByText('0 of 5 done')).toBeInTheDocument();
    await uploadPhoto(user, 'k2.png');
    expect(await screen.findByText('Successfully uploaded 1 photo(s).')).toBeInTheDocument();
    expect(screen.getByText('Cover photo')).toBeInTheDocument();
    expect(within(meter).getByText('1 of 5 done')).toBeInTheDocument();
    expect(within(meter).getByText('Fewer than 5 photos (1 so far).')).toBeInTheDocument();
  });

  it("Media: says the spec's message when an upload fails", async () => {
    mockApi.uploadFiles(apiFailure(500, 'Disk full'));
    const user = renderActivity();
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, png('k2.png'));
    expect(await screen.findByText('Failed to upload photos. Please try again.')).toBeInTheDocument();
  });

  it("Title & Overview: counts characters against the type's limits (activity 100 and 500)", async () => {
    const user = renderActivity();
    await user.click(stepButton(STEPS, 'Title & Overview'));
    await stepHeading('Title & Overview');
    await user.type(screen.getByLabelText(/^Title/), 'Kayaking');
    expect(screen.getByText('8/100')).toBeInTheDocument();
    expect(screen.getByText('0/500')).toBeInTheDocument();
  });

  it('Pricing & Add Ons: shows a typed price with separators; age groups, secondary prices and add-ons can be added', async () => {
    const user = renderActivity();
    await user.click(stepButton(STEPS, 'Pricing & Add Ons'));
    await stepHeading('Pricing & Add Ons');
    await user.type(screen.getByLabelText(/^Base price/), '450000');
    await user.tab();
    expect(screen.getByLabelText(/^Base price/)).toHaveValue('450,000');
    for (const add of ['Add age group', 'Add price', 'Add add-on']) await user.click(screen.getByRole('button', { name: add }));
    expect(screen.getByRole('group', { name: 'Age group 1' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Secondary price 1' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Add-on 1' })).getByLabelText(/^Charged/)).toHaveDisplayValue('Per person');
  });
});
