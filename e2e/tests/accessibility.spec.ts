import type { APIRequestContext, Page } from '@playwright/test';

import { paths } from '@portal/contracts';

import { axeViolations } from './axe';
import { API, apiSession, expect, signIn, signInAt, test, urlEnding } from './fixtures';

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1366, height: 860 } },
  { name: 'phone', viewport: { width: 375, height: 740 } },
] as const;

/** Waits until the screen's heading shows and nothing is still loading, so axe sees the real screen. */
async function settled(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { name: heading, level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/^Loading\b/)).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

// The file's journeys share nothing (the demo supplier, read only): in parallel they spread over
// both workers instead of one worker walking every screen twice while the other runs out of work
// (the file took 17 % of the suite's test time, 5 min in one worker, the run's tail).
test.describe.configure({ mode: 'parallel' });

interface Screen {
  name: string;
  path: string;
  heading: string | RegExp;
}

/** Every signed-in screen, with the demo supplier's first booking and ticket for the detail screens. */
async function screensOf(request: APIRequestContext): Promise<Screen[]> {
  const session = await apiSession(request);
  const [booking] = await session.get<{ booking_id: string }[]>('/bookings/customer?pageSize=1');
  const [ticket] = await session.get<{ ticket_id: string }[]>('/support/my-tickets?pageSize=1');
  return [
    { name: 'dashboard', path: paths.dashboard, heading: /^Welcome, / },
    { name: 'profile', path: paths.profile, heading: 'My Profile' },
    { name: 'bookings', path: paths.bookings, heading: 'My Bookings' },
    { name: 'booking info', path: paths.bookingInfo(booking!.booking_id), heading: 'Booking Info' },
    { name: 'payouts', path: paths.payouts, heading: 'My Payouts' },
    { name: 'reviews', path: paths.reviews, heading: 'My Reviews' },
    { name: 'inbox', path: paths.inboxConversation(booking!.booking_id), heading: 'My Inbox' },
    { name: 'support', path: paths.support, heading: 'Support' },
    { name: 'ticket', path: paths.ticketDetail(ticket!.ticket_id), heading: 'Ticket details' },
    { name: 'open ticket', path: paths.openTicket, heading: /^Open ticket$/i },
    { name: 'listings', path: paths.listings, heading: 'My Listings' },
    { name: 'listing resources', path: paths.listingResources, heading: 'Shared resources' },
    { name: 'team', path: paths.team, heading: 'Team' },
  ];
}

/** The sweep in two halves, so each stays short and the two workers share it. */
const SCREEN_GROUPS: [string, string[]][] = [
  ['dashboard to payouts, and team', ['dashboard', 'profile', 'bookings', 'booking info', 'payouts', 'team']],
  ['reviews to listings', ['reviews', 'inbox', 'support', 'ticket', 'open ticket', 'listings', 'listing resources']],
];

test.describe('WCAG 2.2 AA: no axe violation', () => {
  for (const { name, viewport } of WIDTHS) {
    test.describe(`at ${viewport.width} px (${name})`, () => {
      test.use({ viewport });

      test('signed out: sign in, sign-up and the e-mail verification page', async ({ page }) => {
        const found: Record<string, string[]> = {};
        await page.goto(paths.login);
        await settled(page, 'Sign in');
        found.login = await axeViolations(page);
        await page.goto(paths.signup);
        await settled(page, /sign-up/i);
        found.signup = await axeViolations(page);
        await page.goto(`${API}/users/verify-email?token=not-a-token`);
        await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
        found.verify = await axeViolations(page);
        expect(found).toEqual({ login: [], signup: [], verify: [] });
      });

      for (const [part, names] of SCREEN_GROUPS) {
        test(`signed in: every screen of the portal, ${part}`, async ({ page, request }) => {
          test.setTimeout(120_000);
          const screens = (await screensOf(request)).filter((screen) => names.includes(screen.name));
          await signIn(page);
          const found: Record<string, string[]> = {};
          for (const screen of screens) {
            await page.goto(screen.path);
            await settled(page, screen.heading);
            found[screen.name] = await axeViolations(page);
          }
          if (viewport.width < 768 && part === SCREEN_GROUPS[0]![0]) {
            await page.getByRole('button', { name: 'Open menu' }).click();
            await expect(page.getByRole('dialog')).toBeVisible();
            found['navigation drawer'] = await axeViolations(page);
          }
          expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, []])));
        });
      }
    });
  }
});

test.describe('tables at desktop and phone widths', () => {
  test("at 1280 x 720 no column is cut off: the last column (My Bookings' Status) is in view, nothing scrolls sideways", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await signIn(page);
    for (const [path, caption] of [
      [paths.bookings, 'Bookings'],
      [paths.payouts, 'Payouts'],
      [paths.support, 'Support tickets'],
    ] as const) {
      await page.goto(path);
      const table = page.getByRole('table', { name: caption });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      // The last column, Status on each of the three.
      await expect(table.getByRole('columnheader').last(), caption).toBeInViewport({ ratio: 1 });
      await expect(table.getByRole('row').nth(1).getByRole('cell').last(), caption).toBeInViewport({ ratio: 1 });
      const box = await table.evaluate((element) => ({
        scroll: element.parentElement!.scrollWidth,
        client: element.parentElement!.clientWidth,
      }));
      expect(box.scroll, caption).toBeLessThanOrEqual(box.client);
    }
  });

  test('at 375 px each row of My Bookings is a card with every column’s label and value, and still opens its booking', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAt(page, paths.bookings);
    const table = page.getByRole('table', { name: 'Bookings' });
    const row = table.getByRole('row').nth(1);
    await expect(row).toBeVisible();
    // Each value on its own line, the column's header as its label (drawn by CSS from data-label).
    const cells = row.getByRole('cell');
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(await cells.evaluateAll((all) => all.map((cell) => cell.getAttribute('data-label')))).toEqual(headers);
    const labels = await cells.evaluateAll((all) => all.map((cell) => getComputedStyle(cell, '::before').content));
    expect(labels.every((label) => label !== 'none' && label !== '')).toBe(true);
    for (const cell of await cells.all()) await expect(cell).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await row.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/bookings\/details\//);
  });
});

test.describe('keyboard', () => {
  test('Alt+T moves the focus to the toasts and Escape dismisses the focused toast', async ({ page }) => {
    await signIn(page);
    const region = page.getByRole('region', { name: 'Notifications (Alt+T)' });
    const shown = region.getByRole('status').filter({ hasText: 'Login successful' });
    await expect(shown).toBeVisible();
    // The pointer rests on the toast so that it stays (paused on hover) while the keys are pressed.
    await shown.hover();
    await page.keyboard.press('Alt+KeyT');
    await expect(region).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(shown).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(shown).toHaveCount(0);
  });

  test('going up a long page on a phone, the focused control is never hidden behind the sticky header (WCAG 2.4.11)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page);
    for (const [path, heading] of [
      [paths.profile, 'My Profile'],
      [paths.listings, 'My Listings'],
    ] as const) {
      await page.goto(path);
      await settled(page, heading);
      // Chromium scrolls to the end smoothly: a focus moved while it still scrolls is carried on
      // past the top (as it would be for a person as quick), so the walk up starts once it ends.
      // End again until it is there: a live update (another journey's new listing) can lengthen the
      // page after the first press.
      await expect
        .poll(async () => {
          await page.keyboard.press('End');
          return page.evaluate(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight);
        })
        .toBe(true);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const hidden: string[] = [];
      for (let step = 0; step < 40; step += 1) {
        await page.keyboard.press('Shift+Tab');
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          const header = document.querySelector('header');
          if (!element || element === document.body || !header || header.contains(element)) return null;
          const { top, bottom } = element.getBoundingClientRect();
          return {
            name: element.getAttribute('aria-label') ?? element.textContent ?? '',
            under: bottom <= header.getBoundingClientRect().bottom && top < bottom,
          };
        });
        if (focused?.under) hidden.push(focused.name.trim());
      }
      expect(hidden, path).toEqual([]);
    }
  });

  test('the drawer holds the focus while open and gives it back to the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page);
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('a dashboard activity row opens its booking from the keyboard', async ({ page }) => {
    await signIn(page);
    const activity = page.getByRole('region', { name: 'Recent Activity' });
    const row = activity.getByRole('link').first();
    const target = await row.getAttribute('href');
    await row.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(urlEnding(target!));
  });
});
