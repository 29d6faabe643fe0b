import { type Page } from '@playwright/test';

import { paths } from '@portal/contracts';

import { expect, signIn, test } from './fixtures';
import { freshSupplier } from './fresh-supplier';
import { expectUrduScreen, switchToUrdu } from './urdu';

/**
 * The dashboard (its charts right to left), the activity log, My Payouts and My Reviews in Urdu
 * (issue 40), at a desktop's and a phone's width, as a fresh supplier of its own (the demo
 * supplier's journeys stay in English). The host's chrome is ur-shared's part: only `main` is checked.
 */
const SCREENSHOTS = 'test-results/urdu';

async function walk(page: Page, width: number) {
  await page.goto(paths.dashboard);
  await expect(page.getByRole('heading', { level: 1, name: /^خوش آمدید، / })).toBeVisible();
  await expect(page.getByRole('group', { name: 'اس مہینے کی آمدنی' })).toBeVisible();
  await expectUrduScreen(page, 'main');
  await page.screenshot({ path: `${SCREENSHOTS}/dashboard-money-${width}.png`, fullPage: true });

  await page.goto(paths.teamActivity);
  await expect(page.getByRole('heading', { level: 1, name: 'سرگرمی کا ریکارڈ' })).toBeVisible();
  // Loaded (not busy); below 768 px an empty table draws nothing but its status line, so it is
  // there rather than visible.
  await expect(page.getByRole('table', { name: 'سرگرمی کا ریکارڈ' })).toHaveAttribute('aria-busy', 'false');
  await expectUrduScreen(page, 'main');
  await page.screenshot({ path: `${SCREENSHOTS}/activity-${width}.png`, fullPage: true });

  await page.goto(paths.payouts);
  await expect(page.getByRole('heading', { level: 1, name: 'میری ادائیگیاں' })).toBeVisible();
  await expect(page.getByText('کوئی ادائیگی نہیں ملی۔')).toBeVisible();
  await expectUrduScreen(page, 'main');
  await page.screenshot({ path: `${SCREENSHOTS}/payouts-${width}.png`, fullPage: true });

  await page.goto(paths.reviews);
  await expect(page.getByRole('heading', { level: 1, name: 'میرے ریویوز' })).toBeVisible();
  await expect(page.getByText('کوئی ریویو نہیں ملا۔')).toBeVisible();
  await expectUrduScreen(page, 'main');
  await page.screenshot({ path: `${SCREENSHOTS}/reviews-${width}.png`, fullPage: true });
}

for (const [width, height] of [
  [1366, 800],
  [375, 740],
] as const) {
  test(`the dashboard, activity log, My Payouts and My Reviews in Urdu at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, await freshSupplier(request));
    await switchToUrdu(page);
    await walk(page, width);
  });
}
