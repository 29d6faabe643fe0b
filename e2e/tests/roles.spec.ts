import { NO_ACCESS_MESSAGE, paths, permissionRefusal } from '@portal/contracts';

import { expectAccessible } from './axe';
import { API, DEMO, expect, signInAt, test, urlEnding } from './fixtures';

// The seeded demo team (server/src/seed/team.ts; README) signs in with the demo password.
const FINANCE = { email: 'accounts@supplier.test', password: DEMO.password };
const GUIDE = { email: 'guide.karim@supplier.test', password: DEMO.password };

test.describe('a member sees only what their role allows', () => {
  test('finance: payouts in the navigation, no listings; a listings address says there is no access, and the API refuses it', async ({
    page,
    request,
  }) => {
    await signInAt(page, paths.listings, FINANCE);
    await expect(page.getByRole('heading', { level: 1, name: NO_ACCESS_MESSAGE })).toBeVisible();
    const rail = page.getByRole('navigation', { name: 'Main' });
    await expect(rail.getByRole('link', { name: 'Payouts', exact: true })).toBeVisible();
    await expect(rail.getByRole('link', { name: 'Listing', exact: true })).toHaveCount(0);
    await expectAccessible(page);

    const login = await request.post(`${API}/users/login`, { data: FINANCE });
    const { token } = (await login.json()) as { token: string };
    const listings = await request.get(`${API}/listings/my-listings`, { headers: { authorization: `Bearer ${token}` } });
    expect(listings.status()).toBe(403);
    expect(((await listings.json()) as { message: string }).message).toBe(permissionRefusal('listings.read'));
  });

  test('a guide, who has no dashboard, lands on the profile and is offered their bookings and messages', async ({ page }) => {
    await page.goto(paths.login);
    await page.getByLabel('Email').fill(GUIDE.email);
    await page.getByLabel('Password').fill(GUIDE.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(urlEnding(paths.profile));
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    const rail = page.getByRole('navigation', { name: 'Main' });
    await expect(rail.getByRole('link')).toHaveText(['Profile', 'Booking', /^Messages/]);
  });
});
