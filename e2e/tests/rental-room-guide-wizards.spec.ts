import type { Page } from '@playwright/test';

import { type ListingRow, type ListingType, paths } from '@portal/contracts';

import { expectAccessible } from './axe';
import { apiSession, expect, PAGE_API, signInAt, test, tick, urlEnding } from './fixtures';

/**
 * The bike, car, hotel room and tour guide wizards of issue 12, through the browser: each type is
 * created and then edited, and the supplier's list then has it with its type, title, price and status.
 */

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f5d5d80000000049454e44ae426082',
  'hex',
);

interface Journey {
  type: ListingType;
  /** The create address the journey opens (an alias where the spec gives one). */
  create: string;
  /** The edit address, by the listing's id. */
  edit: (id: string) => string;
  /** Fills the first step with the listing's title. */
  first: (page: Page, title: string) => Promise<void>;
  /** The price field of the pricing step and the steps after it before the submit button. */
  price: RegExp;
  stepsAfterPrice: number;
  /** What shows once it is created and once it is updated. */
  created: string;
  updated: string;
}

const photo = (page: Page, name: string) => page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });

async function rental(page: Page, noun: 'Bike' | 'Car', title: string, choices: Record<string, string>) {
  await photo(page, `${noun.toLowerCase()}.png`);
  await expect(page.getByRole('img', { name: /^Photo 1/ })).toBeVisible();
  await page.getByLabel(new RegExp(`^${noun} name`)).fill(title);
  for (const [label, option] of Object.entries(choices)) await page.getByLabel(label, { exact: true }).selectOption(option);
}

const JOURNEYS: Journey[] = [
  {
    type: 'bike_rental',
    create: '/bike',
    edit: (id) => paths.listingEdit('bike_rental', id),
    first: (page, title) =>
      rental(page, 'Bike', title, {
        Make: 'Suzuki',
        'Model year': '2020',
        Transmission: 'Manual',
        'Engine capacity': '150cc',
        'Fuel type': 'Petrol',
        'Bike type': 'Touring',
      }),
    price: /^Price per day/,
    stepsAfterPrice: 2,
    created: 'Your Bike Has Been Submitted',
    updated: 'Your Bike Has Been Updated',
  },
  {
    type: 'car_rental',
    create: '/car-listing',
    edit: (id) => paths.listingEdit('car_rental', id),
    first: (page, title) =>
      rental(page, 'Car', title, {
        Make: 'Hyundai',
        'Model year': '2023',
        'Engine capacity': '2000cc',
        'Fuel type': 'Hybrid',
        'Car type': 'SUV',
      }),
    price: /^Price per day/,
    stepsAfterPrice: 2,
    created: 'Your Car Has Been Submitted',
    updated: 'Your Car Has Been Updated',
  },
  {
    type: 'hotel',
    create: '/hotel',
    edit: (id) => `/hotel?id=${id}`,
    first: async (page, title) => {
      await photo(page, 'room.png');
      await expect(page.getByRole('img', { name: /^Photo 1/ })).toBeVisible();
      await page.getByLabel(/^Room name/).fill(title);
      await page.getByLabel(/^Room number/).fill('305');
      await page.getByLabel(/^Room size/).fill('35 m²');
      await tick(page, 'King');
    },
    price: /^Price per night/,
    stepsAfterPrice: 0,
    created: 'Hotel room created successfully',
    updated: 'Hotel room updated successfully',
  },
  {
    type: 'tour_guide',
    create: '/tourguides',
    edit: (id) => paths.listingEdit('tour_guide', id),
    first: async (page, title) => {
      await page.getByLabel(/^Listing title/).fill(title);
      await page.getByLabel(/^Bio/).fill('Guide from Chitral who walks the Kalash valleys with small groups.');
      await tick(page, 'Khowar');
      await tick(page, 'Culture');
      await page.getByLabel('Guiding for', { exact: true }).selectOption('6-10 years');
      await page.getByLabel(/^City 1/).fill('Chitral');
    },
    price: /^Full-day rate/,
    stepsAfterPrice: 0,
    created: 'Your Guide Listing Has Been Submitted',
    updated: 'Your Guide Listing Has Been Updated',
  },
];

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

for (const journey of JOURNEYS) {
  test(`creates and edits a ${journey.type} listing through its wizard, and finds it in the supplier's listings`, async ({
    page,
    request,
  }) => {
    const title = `E2E ${journey.type} ${Date.now()}`;
    await signInAt(page, journey.create);
    await expectAccessible(page);
    await journey.first(page, title);
    await next(page);
    await page.getByLabel(journey.price).fill('12,500');
    if (journey.type === 'tour_guide') await page.getByLabel(/^Half-day rate/).fill('7,000');
    await expectAccessible(page);
    for (let i = 0; i < journey.stepsAfterPrice; i += 1) await next(page);
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url() === `${PAGE_API}/listings`);
    await page.getByRole('button', { name: 'Submit Listing' }).click();
    const listingId = ((await (await created).json()) as { listing_id: string }).listing_id;
    await expect(page.getByText(journey.created).first()).toBeVisible();

    await page.goto(journey.edit(listingId));
    await expect(page.getByText('Your listing data has been loaded for editing.')).toBeVisible();
    await expectAccessible(page);
    const edited = `${title} (edited)`;
    await page
      .getByLabel(journey.type === 'hotel' ? /^Room name/ : journey.type === 'tour_guide' ? /^Listing title/ : /Bike name|Car name/)
      .fill(edited);
    await next(page);
    await page.getByLabel(journey.price).fill('13,750');
    for (let i = 0; i < journey.stepsAfterPrice; i += 1) await next(page);
    await page.getByRole('button', { name: 'Update Listing' }).click();
    await expect(page.getByText(journey.updated).first()).toBeVisible();
    await expect(page).toHaveURL(urlEnding(journey.edit(listingId)));

    const api = await apiSession(request);
    const rows = await api.get<ListingRow[]>(`/listings/my-listings?q=${encodeURIComponent(edited)}`);
    const row = rows.find((r) => r.listing_id === listingId);
    expect(row).toMatchObject({ listing_type: journey.type, title: edited, price: 13750, status: 'pending_review' });
  });
}

test('the bike wizard at desktop and phone widths: axe, nothing to scroll sideways, the preview priced per day', async ({
  page,
}, testInfo) => {
  await signInAt(page, '/bike-listing');
  await expect(page.getByRole('heading', { name: 'About the bike', level: 2 })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('bike-wizard-1366.png'), fullPage: true });
  await page.getByLabel(/^Bike name/).fill('Royal Enfield Classic 350');
  await page.getByLabel('Model year', { exact: true }).selectOption('2022');
  await next(page);
  await page.getByLabel(/^Price per day/).fill('9000');
  await expect(page.getByText('₹', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Preview listing' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: what customers will see' });
  await expect(preview.getByRole('heading', { name: 'Royal Enfield Classic 350' })).toBeVisible();
  await expect(preview.getByText('From PKR 9,000 per day')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('bike-wizard-375.png'), fullPage: true });
});
