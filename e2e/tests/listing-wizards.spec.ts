import type { Page } from '@playwright/test';

import { type ListingType, paths } from '@portal/contracts';

import { expectAccessible } from './axe';
import { admin, API, type ApiSession, apiSession, expect, signIn, signInAt, test, tick, urlEnding } from './fixtures';

/** A small PNG whose content the server's image check accepts. */
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
});

interface SavedListing {
  listing_id: string;
  listing_type: string;
  title: string;
  status: string;
  price: number;
  meta_data: Record<string, unknown>;
}

const heading = (page: Page, name: string) => expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`)).first();

/** The tour and the experience have no default age range (spec section 9 gives the trek's and the activity's). */
async function chooseAges(page: Page) {
  await page.getByLabel('Minimum age').selectOption({ label: '5' });
  await page.getByLabel('Maximum age').selectOption({ label: '18' });
}

/** What each wizard asks beyond the shared steps, on its first step. */
const FIRST_STEP: Record<string, { title: string; fill: (page: Page) => Promise<void> }> = {
  tour: {
    title: 'Tour Media & Basics',
    fill: async (page) => {
      await tick(page, 'English');
      await field(page, 'Starts in').fill('Islamabad');
      await chooseAges(page);
    },
  },
  trek: {
    title: 'Trek Media & Basics',
    fill: async (page) => {
      await tick(page, 'Urdu');
      await field(page, 'Available slots').fill('10');
      await field(page, 'Starts in').fill('Gilgit');
    },
  },
  activity: {
    title: 'Activity Media & Basics',
    fill: async (page) => {
      await tick(page, 'English');
    },
  },
  experience: {
    title: 'About the Experience',
    fill: async (page) => {
      await field(page, 'Duration').fill('4');
      await page.getByLabel('Duration unit').selectOption({ label: 'hours' });
      await field(page, 'Place 1').fill('Lahore');
      await tick(page, 'Urdu');
      await field(page, 'Starts in').fill('Lahore Fort');
      await chooseAges(page);
    },
  },
};

const SUBMIT: Record<string, string> = {
  tour: 'Submit Tour',
  trek: 'Submit Trek',
  activity: 'Submit Listing',
  experience: 'Submit Experience',
};
const UPDATE: Record<string, string> = {
  tour: 'Update Tour',
  trek: 'Update Trek',
  activity: 'Update Listing',
  experience: 'Update Experience',
};

/** Creates a listing through the wizard, as a person does: a photo, the required answers, Next through every step. */
async function createThroughWizard(page: Page, type: ListingType, title: string) {
  await page.goto(paths.listingCreate(type));
  const first = FIRST_STEP[type]!;
  await heading(page, first.title);
  await page.locator('input[type="file"]').setInputFiles(png(`${type}.png`));
  await expect(page.getByText('Successfully uploaded 1 photo(s).')).toBeVisible();
  await expect(page.getByText('Cover photo')).toBeVisible();
  await first.fill(page);
  await next(page);
  await heading(page, 'Title & Overview');
  await field(page, 'Title').fill(title);
  await field(page, 'Overview').fill('A day with a local host. Free cancellation up to 48 hours before the start.');
  for (let step = 0; step < 12; step += 1) {
    if (await page.getByRole('heading', { name: 'Pricing & Add Ons', level: 2 }).isVisible()) break;
    const itineraryTitle = page.getByRole('group', { name: 'Itinerary entry 1' }).getByLabel(/^Title/);
    if (await itineraryTitle.isVisible()) {
      await itineraryTitle.fill('Start');
    }
    const question = page.getByRole('group', { name: 'FAQ 1' });
    if (await question.isVisible()) {
      await question.getByLabel(/^Question/).fill('Is lunch included?');
      await question.getByLabel(/^Answer/).fill('Yes, a local lunch.');
    }
    const destination = page.getByLabel(/^Trek destination/);
    if (await destination.isVisible()) await destination.fill('Fairy Meadows');
    const place = page.getByRole('textbox', { name: /^Destination 1/ });
    if (await place.isVisible()) await place.fill('Hunza');
    await next(page);
    await expect(page.getByRole('button', { name: 'Next' }).or(page.getByRole('button', { name: SUBMIT[type]! }))).toBeEnabled();
  }
  await field(page, 'Base price').fill('45,000');
  await next(page);
  await heading(page, 'Important Information');
  await page.getByRole('button', { name: SUBMIT[type]! }).click();
}

async function myListings(session: ApiSession) {
  return session.get<SavedListing[]>('/listings/my-listings');
}

test.describe('Listing wizards', () => {
  for (const type of ['tour', 'trek', 'activity', 'experience'] as const) {
    test(`creates a ${type} with a photo, which is then under review; an edit of it once live goes under review again`, async ({
      page,
      request,
    }) => {
      const session = await apiSession(request);
      const title = `E2E ${type} ${Date.now()}`;
      await signIn(page);
      await createThroughWizard(page, type, title);
      await expect(page.getByRole('link', { name: type === 'tour' || type === 'trek' ? 'Go to Home' : 'Go to Dashboard' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: `Steps of the ${type} listing` })).toBeHidden();

      const created = (await myListings(session)).find((row) => row.title === title);
      expect(created, 'the new listing is among my listings').toBeTruthy();
      expect(created).toMatchObject({ listing_type: type, status: 'pending_review', price: 45000 });
      const saved = await session.get<SavedListing>(`/listings/${created!.listing_id}`);
      // A path at the portal's origin, ending with the name the photo was uploaded under.
      expect(saved.meta_data.photos).toEqual([expect.stringMatching(/^\/api\/v1\/files\/[0-9a-f-]{36}\.png\/[\w-]+\.png$/)]);

      await admin('approve-listing', created!.listing_id);
      await page.goto(paths.listingEdit(type, created!.listing_id));
      await expect(page.getByText('Your listing data has been loaded for editing.')).toBeVisible();
      await expect(page.getByText('This listing is live.')).toBeVisible();
      await page.getByRole('button', { name: /\d+\. Title & Overview/ }).click();
      await field(page, 'Title').fill(`${title} (edited)`);
      await page.getByRole('button', { name: /\d+\. Important Information/ }).click();
      await page.getByRole('button', { name: UPDATE[type]! }).click();
      await expect(page.getByRole('heading', { name: /updated/i, level: 2 })).toBeVisible();
      const edited = (await myListings(session)).find((row) => row.listing_id === created!.listing_id);
      expect(edited?.status).toBe('edit_pending_review');
    });
  }

  test("another supplier's listing does not open for editing", async ({ page, request }) => {
    const other = await apiSession(request, { email: 'other@supplier.test', password: 'demo1234' });
    const [theirs] = await myListings(other);
    expect(theirs, 'the other supplier has a listing').toBeTruthy();
    await signInAt(page, paths.listingEdit('tour', theirs!.listing_id));
    await expect(page.getByRole('main').getByText('Failed to load listing data. Please try again.')).toBeVisible();
    await expect(page.getByText(/it does not exist or belongs to another account/)).toBeVisible();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(urlEnding(paths.dashboard));
    const reply = await request.get(`${API}/listings/${theirs!.listing_id}`, { headers: (await apiSession(request)).headers });
    expect(reply.status()).toBe(404);
  });

  test('a wizard keeps its draft across a reload, warns before leaving, and passes axe at desktop and phone widths', async ({
    page,
  }, testInfo) => {
    await signInAt(page, paths.listingCreate('trek'));
    await heading(page, 'Trek Media & Basics');
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('trek-wizard-1366.png'), fullPage: true });
    await page.getByRole('button', { name: /\d+\. Title & Overview/ }).click();
    await field(page, 'Title').fill('Draft trek to Rakaposhi');
    // The browser asks before a reload; accepted, the answers come back from the draft.
    const warned = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      }),
    );
    await page.reload();
    expect(await warned).toBe('beforeunload');
    await heading(page, 'Title & Overview');
    await expect(field(page, 'Title')).toHaveValue('Draft trek to Rakaposhi');

    // An in-app link away asks first; staying keeps the answers.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(urlEnding(paths.listingCreate('trek')));
    await expect(field(page, 'Title')).toHaveValue('Draft trek to Rakaposhi');

    await page.getByRole('button', { name: 'Preview listing' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Preview: what customers will see' }).getByRole('heading', { name: 'Draft trek to Rakaposhi' }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 375, height: 800 });
    // The wizard itself at phone width (the shell's header at 375 px is the accessibility sweep's).
    await expectAccessible(page, 'main');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('trek-wizard-375.png'), fullPage: true });
  });
});
