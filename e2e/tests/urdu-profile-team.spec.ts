import { type Page } from '@playwright/test';

import { paths } from '@portal/contracts';

import { expect, signIn, test } from './fixtures';
import { freshSupplier, PNG } from './fresh-supplier';
import { expectUrduScreenShot, switchToUrdu } from './urdu';

/**
 * My Profile and Team in Urdu (issue 40), at a desktop's and a phone's width, as a fresh supplier
 * of its own: a change on each screen and its Urdu toast, a dialog opened, each screen right to
 * left, no English outside data in `main`, axe clean, and a screenshot that is looked at.
 */
async function profile(page: Page, width: number) {
  await page.goto(paths.profile);
  await expect(page.getByRole('heading', { level: 1, name: 'میری پروفائل' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'بینک اکاؤنٹ' })).toBeVisible();
  await page.getByLabel('پروفائل تصویر کی فائل').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('پروفائل تصویر اپ ڈیٹ ہو گئی')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectUrduScreenShot(page, 'profile', width);

  await page.getByRole('button', { name: 'ہر جگہ سے سائن آؤٹ کریں' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByRole('heading', { name: 'ہر جگہ سے سائن آؤٹ کریں؟' })).toBeVisible();
  await expectUrduScreenShot(page, 'profile-sign-out-everywhere', width);
  await dialog.getByRole('button', { name: 'منسوخ کریں' }).click();
  await expect(dialog).toBeHidden();
}

async function team(page: Page, width: number) {
  await page.goto(paths.team);
  await expect(page.getByRole('heading', { level: 1, name: 'ٹیم' })).toBeVisible();
  await expect(page.getByText('کوئی دعوت نامہ زیرِ التوا نہیں۔')).toBeVisible();
  // The members' table: a member's e-mail (Latin, left to right, in a right-to-left table) shows
  // whole inside the table's visible box at either width, its start not cut off at the left edge.
  const memberEmail = page.locator('main table bdi').filter({ hasText: '@' }).first();
  await expect(memberEmail).toBeVisible();
  const tableBox = await page.locator('main table').locator('xpath=..').boundingBox();
  const emailBox = await memberEmail.boundingBox();
  expect(emailBox!.x).toBeGreaterThanOrEqual(tableBox!.x);
  expect(emailBox!.x + emailBox!.width).toBeLessThanOrEqual(tableBox!.x + tableBox!.width);

  const invitee = `urdu-invite-${width}-${Date.now()}@supplier.test`;
  await page.getByLabel('ای میل').fill(invitee);
  await page.getByLabel('کردار', { exact: true }).selectOption({ label: 'گائیڈ' });
  await page.getByRole('button', { name: 'رکن کو مدعو کریں' }).click();
  // The server's message, through the catalogue, and the invitation listed as pending.
  await expect(page.getByText('دعوت نامہ بھیج دیا گیا۔').last()).toBeVisible();
  if (width > 768) {
    // Toasts sit at the mirrored corner, bottom-left, clear of the start side's controls (the
    // two-step switch); on a phone the stack spans the width.
    const toast = await page.getByRole('status').filter({ hasText: 'دعوت نامہ بھیج دیا گیا۔' }).first().boundingBox();
    expect(toast!.x).toBeGreaterThanOrEqual(0);
    // Its content reads right to left: the icon at the right, the close button at the left.
    const close = await page.getByRole('button', { name: 'اطلاع بند کریں' }).first().boundingBox();
    expect(close!.x).toBeLessThan(toast!.x + toast!.width / 2);
    expect(toast!.x + toast!.width).toBeLessThan(width / 2);
  }
  await expect(page.getByRole('button', { name: /کو دعوت نامہ دوبارہ بھیجیں$/ })).toBeVisible();
  // The new pending invitation is in view and clear of the toast that announces it (on a phone
  // the toast spans the width at the bottom, where the invitation first appeared).
  const sentToast = page.getByRole('status').filter({ hasText: 'دعوت نامہ بھیج دیا گیا۔' }).first();
  const pending = page.locator('main li').filter({ hasText: invitee });
  await expect(pending).toBeInViewport();
  await expect(sentToast).toBeVisible();
  await expect
    .poll(async () => {
      const [row, note] = [await pending.boundingBox(), await sentToast.boundingBox()];
      return row!.y + row!.height <= note!.y || note!.y + note!.height <= row!.y;
    })
    .toBe(true);
  // The members table scrolls inside its box: nothing widens the page (in RTL it would grow to the left).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectUrduScreenShot(page, 'team', width);
}

for (const [width, height] of [
  [1366, 800],
  [375, 740],
] as const) {
  test(`My Profile and Team in Urdu at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, await freshSupplier(request));
    await switchToUrdu(page);
    await profile(page, width);
    await team(page, width);
  });
}
