import type { Page } from '@playwright/test';

import { paths } from '@portal/contracts';

import { expect, signIn, test } from './fixtures';
import { freshSupplier, freshTour } from './fresh-supplier';
import { expectUrduScreen, switchToUrdu } from './urdu';

/**
 * My Listings, Manage Availability, bulk availability and shared resources in Urdu (issue 40), at
 * a laptop's and a phone's width: right to left, no English outside the member's own data, axe
 * clean, a screenshot of each screen; and adding a shared resource in Urdu works.
 */
const SCREENSHOTS = 'test-results/urdu';

async function shot(page: Page, screen: string, width: number) {
  await page.screenshot({ path: `${SCREENSHOTS}/${screen}-${width}.png`, fullPage: true });
}

for (const [width, height] of [
  [1366, 800],
  [375, 740],
] as const) {
  test(`listings screens in Urdu at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height });
    const supplier = await freshSupplier(request);
    await signIn(page, supplier);
    await switchToUrdu(page);

    // My Listings, empty.
    await page.goto(paths.listings);
    await expect(page.getByRole('heading', { name: 'میری لسٹنگز' })).toBeVisible();
    await expect(page.getByText('کوئی لسٹنگ نہیں ملی۔')).toBeVisible();
    await expectUrduScreen(page, 'main');
    await shot(page, 'my-listings-empty', width);

    // My Listings with a listing: its title isolated among Urdu words.
    const listingId = await freshTour(request, supplier);
    await page.reload();
    await expect(page.locator('main bdi', { hasText: 'Hunza Valley Tour' }).first()).toBeVisible();
    await expectUrduScreen(page, 'main');
    await shot(page, 'my-listings', width);

    // Bulk availability: the dialog in Urdu.
    await page.getByRole('button', { name: 'ایک ساتھ دستیابی بدلیں' }).click();
    const bulk = page.getByRole('dialog', { name: 'ایک ساتھ دستیابی بدلیں' });
    await expect(bulk.getByText('Hunza Valley Tour')).toBeVisible();
    // The dialog's body: the dialog itself carries Chakra's dir attribute, which the check reads as data.
    await expectUrduScreen(page, '[role="dialog"] [data-part="body"]');
    await shot(page, 'bulk-availability', width);
    await bulk.getByRole('button', { name: 'منسوخ کریں' }).click();
    await expect(bulk).toBeHidden();

    // Manage Availability: the month right to left, the rules and the calendar feed.
    await page.goto(paths.listingAvailability(listingId));
    await expect(page.getByRole('heading', { name: 'دستیابی کا انتظام' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'کیلنڈر فیڈ' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'اصول محفوظ کریں' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'کیلنڈر فیڈ کا لنک' })).not.toHaveValue('');
    await expectUrduScreen(page, 'main');
    await shot(page, 'availability', width);

    // Shared resources: empty, then one added in Urdu.
    await page.goto(paths.listingResources);
    await expect(page.getByText('ابھی کوئی مشترکہ وسیلہ نہیں۔')).toBeVisible();
    const form = page.getByRole('form', { name: 'نیا وسیلہ' });
    await form.getByRole('textbox', { name: 'نام' }).fill('Jeeps');
    await form.getByRole('spinbutton', { name: 'یونٹ' }).fill('8');
    await form.getByRole('button', { name: 'وسیلہ شامل کریں' }).click();
    await expect(page.getByRole('heading', { name: 'Jeeps · 8 یونٹ' })).toBeVisible();
    await expectUrduScreen(page, 'main');
    await shot(page, 'resources', width);
  });
}
