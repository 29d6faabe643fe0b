import type { Page } from '@playwright/test';

import { type Booking, paths, type SearchReply } from '@portal/contracts';

import { expectAccessible } from './axe';
import { type ApiSession, apiSession, expect, signIn, test, urlEnding } from './fixtures';

/** The demo supplier's latest booking, and the first booking the header's search finds by its customer's name. */
async function bookingToFind(session: ApiSession): Promise<{ name: string; found: SearchReply['bookings'][number] }> {
  const [latest] = await session.get<Booking[]>('/bookings/customer?pageSize=1');
  const name = latest!.customer_name;
  const reply = await session.get<SearchReply>(`/search?q=${encodeURIComponent(name)}`);
  return { name, found: reply.bookings[0]! };
}

/** The results' code (a chunk of the host) asked for so far. */
function searchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && /\/(header-search|search-overlay)\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) {
      scripts.push(new URL(request.url()).pathname);
    }
  });
  return scripts;
}

test.describe('the header’s search', () => {
  test('finds a booking by its customer’s name from the keyboard (Ctrl+K, arrows, Enter) and opens it', async ({ page, request }) => {
    const { name, found } = await bookingToFind(await apiSession(request));
    const scripts = searchScripts(page);
    await signIn(page);
    await page.waitForLoadState('networkidle');
    // The shell's first load stays without the results' code (ADR 0008).
    expect(scripts).toEqual([]);

    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Search' });
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('placeholder', 'Search...');
    await page.keyboard.type(name);
    const bookings = page.getByRole('listbox', { name: 'Search results' }).getByRole('group', { name: 'Bookings' });
    await expect(bookings.getByRole('option').first()).toContainText(`#${found.booking_number} ${name}`);
    expect(scripts).toHaveLength(1);

    await page.keyboard.press('ArrowDown');
    await expect(bookings.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(urlEnding(paths.bookingInfo(found.booking_id)));
    await expect(page.getByText(`Booking #${found.booking_number}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Customer' })).toContainText(name);
  });

  test('on a 375px screen the Search icon opens the box over the page, and a result opens its screen', async ({ page, request }) => {
    const { name, found } = await bookingToFind(await apiSession(request));
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page);
    await expect(page.getByPlaceholder('Search...')).toBeHidden();

    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const box = dialog.getByRole('combobox', { name: 'Search' });
    await expect(box).toBeFocused();
    await page.keyboard.type(name);
    const option = dialog.getByRole('group', { name: 'Bookings' }).getByRole('option').first();
    await expect(option).toContainText(`#${found.booking_number} ${name}`);
    await expect(option).toBeInViewport();
    await expectAccessible(page);

    await option.click();
    await expect(page).toHaveURL(urlEnding(paths.bookingInfo(found.booking_id)));
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Booking #${found.booking_number}`)).toBeVisible();
  });
});
