import { expect, setRemote, signIn, test } from './fixtures';

// Stopping a remote stops it for every journey: this file is the project 'remote down', which
// playwright.config.ts runs after all the others, so none of them meets the inbox unavailable.
test.describe('a remote that is down', () => {
  test.afterEach(async ({ request }) => setRemote(request, 'remote-messaging', 'start'));

  test('shows Retry on its routes while the other sections work, and recovers', async ({ page, request }) => {
    await setRemote(request, 'remote-messaging', 'stop');
    await signIn(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).click();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payouts' }).click();
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeHidden();
    await setRemote(request, 'remote-messaging', 'start');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).click();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeHidden({ timeout: 20_000 });
    await expect(page.locator('main h1').first()).toBeVisible();
  });
});
