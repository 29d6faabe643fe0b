import { paths } from '@portal/contracts';

import { expectAccessible } from './axe';
import { API, apiSession, expect, signInAt, test } from './fixtures';
import { freshSupplier } from './fresh-supplier';

// A supplier of its own, so its log holds only what this journey does.
test('the owner downloads bookings and payouts, then finds both in the activity log under their name and filters by kind', async ({
  page,
  request,
}) => {
  const owner = await freshSupplier(request);
  const session = await apiSession(request, owner);
  for (const file of ['/bookings/customer.csv', '/payouts/supplier.csv']) {
    expect((await request.get(`${API}${file}`, { headers: session.headers })).status()).toBe(200);
  }

  await signInAt(page, paths.team, owner);
  await page.getByRole('link', { name: 'Activity log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Activity log' });
  await expect(table.getByText('Payouts CSV downloaded')).toBeVisible();
  await expect(table.getByText('Bookings CSV downloaded')).toBeVisible();
  await expect(table.getByText('Nanga Parbat Expeditions')).toHaveCount(2);
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'What' }).selectOption({ label: 'Bookings CSV downloaded' });
  await expect(page).toHaveURL(/[?&]kind=export\.bookings/);
  await expect(table.getByText('Payouts CSV downloaded')).toHaveCount(0);
  await expect(table.getByText('Bookings CSV downloaded')).toBeVisible();
  await table.getByRole('link', { name: 'Open Bookings CSV' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.bookings}$`));
});
