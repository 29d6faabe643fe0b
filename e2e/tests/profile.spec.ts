import type { APIRequestContext } from '@playwright/test';

import { paths } from '@portal/contracts';

import { expectAccessible } from './axe';
import { API, expect, signInAt, test, urlEnding } from './fixtures';
import { freshSupplier, PNG } from './fresh-supplier';

async function userOf(request: APIRequestContext, credentials: { email: string; password: string }) {
  const login = await request.post(`${API}/users/login`, { data: credentials });
  const { token, user } = (await login.json()) as { token: string; user: { user_id: string } };
  const reply = await request.get(`${API}/users/${user.user_id}`, { headers: { authorization: `Bearer ${token}` } });
  return (await reply.json()) as { profile_photo: string | null; bank_account: Record<string, string> | null };
}

test.describe('My Profile', () => {
  test('shows the business, changes the photo, saves the bank account and changes the password', async ({ page, request }) => {
    const supplier = await freshSupplier(request);
    await signInAt(page, paths.profile, supplier);

    const info = page.getByRole('region', { name: 'Business Information' });
    await expect(info).toContainText('Nanga Parbat Expeditions');
    await expect(info).toContainText('Hina Qureshi');
    await expect(info).toContainText('Jutial Road, Gilgit');
    await expect(info.locator('.chakra-data-list__item', { hasText: 'Access to Group Tours' })).toContainText('Allowed');
    await expect(info.locator('.chakra-data-list__item', { hasText: 'Access to International Tourists' })).toContainText('Not Allowed');
    await expect(info.getByText('Live', { exact: true })).toHaveCount(0);

    // Photo: shown at once in the header, and saved.
    await page.getByLabel('Profile photo file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Profile image updated')).toBeVisible();
    const { profile_photo } = await userOf(request, supplier);
    expect(profile_photo).toMatch(/\/api\/v1\/files\/.+\.png$/);
    await expect(page.getByRole('img', { name: "Nanga Parbat Expeditions's photo" })).toHaveAttribute('src', profile_photo!);

    // Bank account: an invalid IBAN is refused in the form, a valid one saved and shown.
    const bank = page.getByRole('form', { name: 'Bank account' });
    await bank.getByLabel('Bank').fill('Habib Bank Limited');
    await bank.getByLabel('Branch Code').fill('0456');
    await bank.getByLabel('Account Title').fill('Nanga Parbat Expeditions');
    await bank.getByLabel('Account Number').fill('12345678901234');
    await bank.getByLabel('IBAN').fill('PK12HABB123');
    await bank.getByRole('button', { name: 'Add Account' }).click();
    await expect(bank.getByText('A Pakistani IBAN is PK followed by 22 characters.')).toBeVisible();
    await bank.getByLabel('IBAN').fill('PK12 HABB 0012 3456 7890 1234');
    // Where payouts go takes the current password: a wrong one is refused on its field.
    await bank.getByLabel('Current Password').fill('not-my-password');
    await bank.getByRole('button', { name: 'Add Account' }).click();
    await expect(page.getByText('Bank update failed: Current password is incorrect.')).toBeVisible();
    await bank.getByLabel('Current Password').fill(supplier.password);
    await bank.getByRole('button', { name: 'Add Account' }).click();
    await expect(page.getByText('Bank details updated')).toBeVisible();
    expect((await userOf(request, supplier)).bank_account).toEqual({
      bank: 'Habib Bank Limited',
      branchCode: '0456',
      accountTitle: 'Nanga Parbat Expeditions',
      accountNumber: '12345678901234',
      iban: 'PK12HABB0012345678901234',
    });
    await page.reload();
    await expect(page.getByTestId('saved-bank-account')).toContainText('account ••••••••••1234, IBAN PK12 HABB •••• •••• •••• 1234');

    // Password: a wrong current password is refused by the server; the right one changes it.
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current Password').fill('not-my-password');
    await form.getByLabel('New Password', { exact: true }).fill('second-pass2');
    await form.getByLabel('Confirm New Password').fill('second-pass2');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password change failed: Current password is incorrect.')).toBeVisible();
    await form.getByLabel('Current Password').fill(supplier.password);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed successfully')).toBeVisible();
    await expect(form.getByLabel('Current Password')).toHaveValue('');
    // The change ended the earlier sessions but not this one: it goes on with the token it was given.
    await page.reload();
    await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);

    // Signed out, the new password lets the person back in (to the page they left).
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(urlEnding(paths.login));
    await page.getByLabel('Email').fill(supplier.email);
    await page.getByLabel('Password').fill('second-pass2');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/(profile|dashboard)$/);
    await expect(page.getByRole('heading', { name: /My Profile|Welcome/ })).toBeVisible();
  });
});

test('Notifications: a kind switched off stays off, and the section passes axe', async ({ page, request }) => {
  await signInAt(page, paths.profile, await freshSupplier(request));
  const notifications = page.getByRole('region', { name: 'Notifications' });
  const bookings = notifications.getByRole('checkbox', { name: 'Bookings' });
  await expect(bookings).toBeChecked();
  await expectAccessible(page, 'section[aria-label="Notifications"]');
  await bookings.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Notification preferences saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('checkbox', { name: 'Bookings' })).not.toBeChecked();
});
