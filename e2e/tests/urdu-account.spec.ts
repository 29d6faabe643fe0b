import { expect, type Page, test } from '@playwright/test';

import { paths } from '@portal/contracts';

import { urlEnding } from './fixtures';
import { expectUrduScreen, expectUrduScreenShot } from './urdu';

/**
 * Sign-up and the password pages in Urdu (issue 40), for a browser that prefers Urdu: the pages
 * follow the browser's language until one is chosen. Each screen right to left, no English left
 * outside data, axe clean, and a screenshot that is looked at.
 */
const SCREENSHOTS = 'test-results/urdu';

test.use({ locale: 'ur-PK' });

const next = (page: Page) => page.getByRole('button', { name: 'آگے' }).click();
const step = (page: Page, name: string) => expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();

for (const [width, height] of [
  [1366, 800],
  [375, 740],
] as const) {
  test(`a tour guide signs up in Urdu at ${width} px and then signs in`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const email = `urdu-guide-${width}-${Date.now()}@example.test`;
    const password = 'pahar-ka-rasta';
    await page.goto(paths.signup);
    await step(page, 'اپنے کاروبار کی قسم منتخب کریں');
    await next(page);
    // The schema's message, through the catalogue.
    await expect(page.getByText('آگے بڑھنے کے لیے براہِ کرم کاروبار کی قسم منتخب کریں۔').first()).toBeVisible();
    await expectUrduScreenShot(page, 'signup-type', width);
    await page.getByText('ٹور گائیڈ', { exact: true }).click();
    await next(page);

    await step(page, 'آسان رابطے کے لیے');
    await page.getByLabel('پورا نام').fill('Karim Baig');
    await page.getByLabel('فون نمبر').fill('3001234567');
    await page.getByLabel('ای میل').fill(email);
    await page.getByLabel('پاس ورڈ بنائیں').fill('12345');
    await next(page);
    await expect(page.getByText('پاس ورڈ کم از کم 6 حروف کا ہونا چاہیے۔').first()).toBeVisible();
    await expectUrduScreenShot(page, 'signup-contact', width);
    await page.getByLabel('پاس ورڈ بنائیں').fill(password);
    await next(page);

    await step(page, 'آپ کے بارے میں');
    await page.getByLabel('شہر/علاقہ').fill('Gilgit');
    await page.getByLabel('پتا', { exact: true }).fill('Jutial, Gilgit');
    await page.getByText('تاریخ', { exact: true }).click();
    await page.getByLabel('آپ کتنے عرصے سے گائیڈ ہیں؟').selectOption({ label: '6 سے 10 سال' });
    await page.getByRole('group', { name: 'کیا آپ غیر ملکی سیاحوں کی رہنمائی کرتے ہیں؟' }).getByText('ہاں', { exact: true }).click();
    await expectUrduScreenShot(page, 'signup-about-you', width);
    await next(page);

    await step(page, 'تصدیق کے لیے');
    // On the box itself, at the label's start, which is its right edge in Urdu: the middle of the label is the link to the terms.
    const terms = page.getByRole('checkbox', { name: 'مجھے سپلائر کی شرائط منظور ہیں' });
    const label = terms.locator('xpath=ancestor::label');
    const box = await label.boundingBox();
    await label.click({ position: { x: box!.width - 6, y: 8 } });
    await expect(terms).toBeChecked();
    await expectUrduScreenShot(page, 'signup-verification', width);
    await page.getByRole('button', { name: 'جمع کرائیں' }).click();

    await expect(page.getByText('سپلائر کامیابی سے رجسٹر ہو گیا!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ہم آپ کی تفصیلات کا جائزہ لے رہے ہیں...' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ڈیش بورڈ پر جائیں' })).toBeVisible();
    await expectUrduScreenShot(page, 'signup-confirmation', width);

    // Signing in later, in a browser of its own (no session, no stored choice): the sign-in page in Urdu.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(paths.login);
    await page.getByLabel('ای میل').fill(email);
    await page.getByLabel('پاس ورڈ').fill(password);
    await page.getByRole('button', { name: 'سائن اِن کریں' }).click();
    await expect(page).toHaveURL(urlEnding(paths.dashboard));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  });
}

test('Forgot password? in Urdu at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(paths.forgotPassword);
  await expect(page.getByRole('heading', { level: 1, name: 'پاس ورڈ بھول گئے؟' })).toBeVisible();
  await page.getByLabel('ای میل').fill('not-an-email');
  await page.getByRole('button', { name: 'ری سیٹ کا لنک بھیجیں' }).click();
  await expect(page.getByText('براہِ کرم درست ای میل ایڈریس درج کریں۔')).toBeVisible();
  await page.getByLabel('ای میل').fill('nobody-urdu@supplier.test');
  await page.getByRole('button', { name: 'ری سیٹ کا لنک بھیجیں' }).click();
  // The server's answer, in the language the page asks in.
  await expect(page.getByRole('status')).toContainText('اگر اس ای میل کا کوئی اکاؤنٹ ہے');
  await expectUrduScreen(page);
  await page.screenshot({ path: `${SCREENSHOTS}/forgot-password-375.png`, fullPage: true });
});

for (const [width, height] of [
  [1366, 800],
  [375, 740],
] as const) {
  test(`the legal pages in Urdu at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(paths.contact);
    await expect(page.getByRole('heading', { level: 1, name: 'رابطہ' })).toBeVisible();
    // The e-mail address and the phone number are data in the Urdu sentence, read left to right.
    await expect(page.getByText('+92 51 111 000 222')).toHaveAttribute('dir', 'ltr');
    await expectUrduScreenShot(page, 'legal-contact', width);
    // The footer's links go from page to page.
    await page.getByRole('link', { name: 'سپلائر کی شرائط' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'سپلائر کی شرائط' })).toBeVisible();
    await expect(page.getByText(/نئی لسٹنگز کا جائزہ 6 سے 12 گھنٹوں میں/)).toBeVisible();
    await expectUrduScreenShot(page, 'legal-supplier-terms', width);
    await page.getByRole('link', { name: 'سائن اِن پر واپس جائیں' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'سائن اِن' })).toBeVisible();
  });
}
