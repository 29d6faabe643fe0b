import { type Page } from '@playwright/test';
import { generate } from 'otplib';

import { paths } from '@portal/contracts';

import {
  API,
  apiSession,
  expect,
  INVITATION_LINK,
  linkPathInMail,
  mailsTo,
  registerUser,
  signIn,
  signInAt,
  test,
  urlEnding,
} from './fixtures';
import { freshSupplier } from './fresh-supplier';
import { expectUrduScreenShot, switchToUrdu } from './urdu';

/**
 * The screens the other Urdu walks do not reach (issue 40), at a desktop's and a phone's width: a
 * payout's statement and the note that its downloads are in English (ADR 0025), the closed and the
 * open sample tickets and a follow-up's form, the pages a link in an e-mail opens (a new password,
 * an invitation), and two-step sign-in (its set-up and the code asked for at sign-in). Each screen
 * right to left, no English outside data, axe clean, nothing wider than the screen, and a screenshot.
 */
const WIDTHS = [
  [1366, 720],
  [375, 740],
] as const;

async function expectWithinScreen(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The app's code for the key, `stepsAhead` 30-second steps from now. */
const codeOf = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

for (const [width, height] of WIDTHS) {
  test(`a payout's statement and the sample tickets in Urdu at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    // The demo supplier has paid payouts and closed tickets; Urdu is this browser's choice only.
    await signIn(page);
    await switchToUrdu(page);

    await page.goto(paths.payouts);
    await expect(page.getByRole('heading', { level: 1, name: 'میری ادائیگیاں' })).toBeVisible();
    // The downloads stay in English (ADR 0025): the page says so beside them, in Urdu.
    const monthly = page.getByRole('region', { name: 'ماہانہ گوشوارہ' });
    await expect(monthly.getByRole('button', { name: 'گوشوارہ (پی ڈی ایف)' })).toBeVisible();
    await expect(monthly.getByText('گوشوارے کی پی ڈی ایف اور سی ایس وی فائلیں انگریزی میں ہیں۔')).toBeVisible();
    await expectWithinScreen(page, width);
    await expectUrduScreenShot(page, 'payouts-demo', width);

    await page.getByRole('table', { name: 'ادائیگیاں' }).getByRole('row').nth(1).click();
    await expect(page).toHaveURL(/\/payouts\/[^/]+\/statement$/);
    await expect(page.getByRole('heading', { level: 2, name: /^ادائیگی نمبر \d+$/ })).toBeVisible();
    const lines = page.getByRole('table', { name: 'جن بکنگز کی ادائیگی ہوئی' });
    await expect(lines.getByText('میزان', { exact: true })).toBeVisible();
    await expectWithinScreen(page, width);
    await expectUrduScreenShot(page, 'payout-statement', width);

    await page.goto(paths.closedTicket);
    await expect(page.getByRole('heading', { level: 1, name: 'بند ٹکٹ' })).toBeVisible();
    // The ticket's number is isolated left to right in the Urdu line: '#3', not '3#'.
    await expect(page.getByText(/^ٹکٹ \u2068#\d+\u2069$/)).toBeVisible();
    await expect(page.getByText('اس درخواست پر مزید تبصرے نہیں ہو سکتے، یہ بند ہو چکی ہے۔ آپ فالو اپ بنا سکتے ہیں۔')).toBeVisible();
    await expectWithinScreen(page, width);
    await expectUrduScreenShot(page, 'ticket-closed', width);
    // The follow-up's form starts from the closed ticket.
    await page.getByRole('link', { name: 'فالو اپ بنائیں' }).click();
    await expect(page).toHaveURL(/\/open-ticket\?follow_up=/);
    await expect(page.getByRole('heading', { level: 1, name: 'ٹکٹ کھولیں' })).toBeVisible();
    // Its subject is marked as a follow-up in Urdu (the support catalogue's prefix), not in English.
    await expect(page.getByLabel('عنوان')).toHaveValue(/^فالو اپ: /);
    // The form's file control speaks the forms package's words, whose Urdu is fetched when that
    // package's code arrives: until then (a few milliseconds) they show in English.
    await expect(page.getByRole('button', { name: 'فائلیں منتخب کریں' })).toBeVisible();
    await expectWithinScreen(page, width);
    await expectUrduScreenShot(page, 'open-ticket-follow-up', width);

    await page.goto(paths.openTicketSample);
    await expect(page.getByRole('heading', { level: 1, name: 'کھلا ٹکٹ' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ٹکٹ بند کریں' })).toBeVisible();
    await expectWithinScreen(page, width);
    await expectUrduScreenShot(page, 'ticket-open-sample', width);
  });

  test(`two-step sign-in set up and asked for in Urdu at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height });
    const supplier = await freshSupplier(request);
    await signInAt(page, paths.profile, supplier);
    await switchToUrdu(page);

    const section = page.getByRole('region', { name: 'دو مرحلوں والا سائن اِن' });
    await section.getByRole('button', { name: 'دو مرحلوں والا سائن اِن سیٹ اپ کریں' }).click();
    await expect(section.getByLabel('آپ کی آتھنٹی کیٹر ایپ کے لیے کیو آر کوڈ')).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await expectWithinScreen(page, width);
    await expectUrduScreenShot(page, 'two-step-set-up', width);
    const secret = (await section.getByTestId('two-step-secret').innerText()).replace(/\s/g, '');
    await section.getByLabel('2۔ ایپ کا کوڈ').fill(await codeOf(secret));
    await section.getByRole('button', { name: 'آن کریں' }).click();
    await expect(section.getByRole('region', { name: 'ریکوری کوڈ' }).getByRole('listitem')).toHaveCount(10);
    await expectWithinScreen(page, width);
    await expectUrduScreenShot(page, 'two-step-recovery-codes', width);
    await section.getByRole('button', { name: 'میں نے اپنے کوڈ محفوظ کر لیے ہیں' }).click();
    await expect(section.getByText('دو مرحلوں والا سائن اِن آن ہے۔ 10 میں سے 10 ریکوری کوڈ باقی ہیں۔')).toBeVisible();

    // Signing in again: after the password, the code, in Urdu.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(paths.login);
    await page.getByLabel('ای میل').fill(supplier.email);
    await page.getByLabel('پاس ورڈ').fill(supplier.password);
    await page.getByRole('button', { name: 'سائن اِن کریں' }).click();
    await expect(page.getByRole('form', { name: 'دو مرحلوں والا سائن اِن' })).toBeVisible();
    await page.getByLabel('کوڈ').fill('123');
    await expectWithinScreen(page, width);
    await expectUrduScreenShot(page, 'two-step-code', width);
    // The set-up took this step's code: the next step's is one the server has not seen.
    await page.getByLabel('کوڈ').fill(await codeOf(secret, 1));
    await page.getByRole('button', { name: 'تصدیق کریں' }).click();
    await expect(page).toHaveURL(urlEnding(paths.dashboard));
    await expect(page.getByRole('heading', { level: 1, name: /^خوش آمدید، / })).toBeVisible();
  });

  test.describe(`the pages an e-mail's link opens, in a browser that prefers Urdu, at ${width} px`, () => {
    test.use({ locale: 'ur-PK' });

    test(`a new password in Urdu at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height });
      const email = `urdu-reset-${width}-${Date.now()}@supplier.test`;
      await registerUser(request, { fullName: 'Hunza Stays', email, password: 'first-pass1' });
      expect((await request.post(`${API}/users/password-reset`, { data: { email } })).status()).toBe(202);
      await expect.poll(() => mailsTo(email, 'Reset your password').length).toBe(1);
      await page.goto(linkPathInMail(email, 'Reset your password', /http\S+\/reset-password\?token=\S+/));
      await expect(page.getByRole('heading', { level: 1, name: 'نیا پاس ورڈ بنائیں' })).toBeVisible();
      await page.getByLabel('نیا پاس ورڈ', { exact: true }).fill('second-pass2');
      await page.getByLabel('نئے پاس ورڈ کی تصدیق کریں').fill('second-pass3');
      await page.getByRole('button', { name: 'نیا پاس ورڈ محفوظ کریں' }).click();
      await expect(page.getByText('نیا پاس ورڈ اور اس کی تصدیق ایک جیسے نہیں۔')).toBeVisible();
      await expectWithinScreen(page, width);
      await expectUrduScreenShot(page, 'reset-password', width);
      await page.getByLabel('نئے پاس ورڈ کی تصدیق کریں').fill('second-pass2');
      await page.getByRole('button', { name: 'نیا پاس ورڈ محفوظ کریں' }).click();
      await expect(page).toHaveURL(urlEnding(paths.login));
      await expect(page.getByRole('heading', { level: 1, name: 'سائن اِن' })).toBeVisible();
    });

    test(`an invitation in Urdu at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height });
      const owner = await freshSupplier(request);
      const session = await apiSession(request, owner);
      const email = `urdu-invited-${width}-${Date.now()}@supplier.test`;
      const invited = await request.post(`${API}/team/invitations`, { headers: session.headers, data: { email, role: 'guide' } });
      expect(invited.status(), await invited.text()).toBe(201);
      await expect.poll(() => mailsTo(email, 'Join Nanga Parbat Expeditions on the supplier portal').length).toBe(1);
      await page.goto(linkPathInMail(email, 'Join Nanga Parbat Expeditions on the supplier portal', INVITATION_LINK));
      await expect(page.getByRole('heading', { level: 1, name: 'Nanga Parbat Expeditions میں شامل ہوں' })).toBeVisible();
      await expect(page.getByText(/کے طور پر مدعو کیا گیا ہے/)).toContainText('گائیڈ');
      await page.getByRole('button', { name: 'دعوت نامہ قبول کریں' }).click();
      await expect(page.getByText('براہِ کرم تمام ضروری خانے پُر کریں۔').first()).toBeVisible();
      await expectWithinScreen(page, width);
      await expectUrduScreenShot(page, 'invitation', width);
    });
  });
}
