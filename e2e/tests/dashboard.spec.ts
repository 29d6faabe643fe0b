import type { APIRequestContext } from '@playwright/test';

import { paths, SUPPLIER_TERMS_VERSION } from '@portal/contracts';

import { expectAccessible } from './axe';
import { answersTo, API, apiSession, expect, expectNewest, HOST, mailsTo, registerUser, sectionUrl, signIn, test } from './fixtures';

interface Summary {
  revenueThisMonth: number;
  revenueChange: number | null;
  bookingsThisMonth: number;
  bookingsChange: number | null;
  avgBookingValue: number;
  avgBookingValueChange: number | null;
  avgRating: number | null;
  ratingChange: number | null;
}
interface Dashboard {
  summary: Summary;
  recentChatUsers: { full_name: string; last_message: string }[];
  recentActivity: { type: string; details: { amount: number | null } }[];
}

const pkr = (amount: number) => `PKR ${amount.toLocaleString('en-GB')}`;
/** A card's change as shown: '-' (neither red nor green) when there is nothing to compare with. */
const change = (value: number | null) => (value === null ? '-' : `${value > 0 ? '+' : ''}${value}%`);
const trendOf = (value: number | null) => (value === null ? 'none' : value < 0 ? 'down' : 'up');

/** A tour guide signed up through the API as another app would, with no documents yet: a new supplier. */
async function newGuide(request: APIRequestContext) {
  const email = `first-steps-${Date.now()}@supplier.test`;
  const password = 'guide-pass1';
  const { token, userId } = await registerUser(request, { fullName: 'Nida Karim', email, password });
  const supplier = await request.post(`${API}/suppliers/register`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      supplier_type: 'tour_guide',
      user_id: userId,
      accepted_terms_version: SUPPLIER_TERMS_VERSION,
      profile_data: {
        country: 'Pakistan',
        phone_number: '+923001234567',
        email,
        name: 'Nida Karim',
        city: 'Gilgit',
        address: 'Jutial, Gilgit',
        specialise_in: ['Adventure'],
        guide_since: '1-2 years',
        international_tourists: true,
      },
    },
  });
  expect(supplier.status(), await supplier.text()).toBe(201);
  return { email, password };
}

test.describe('Dashboard', () => {
  test('shows the figures the API computed, the activity, the messages and three charts', async ({ page, request }) => {
    const session = await apiSession(request);
    const user = await session.get<{ full_name: string }>(`/users/${session.userId}`);
    // The figures the server gave this page: other journeys, side by side with this one, book, cancel
    // and review the demo supplier, and the live stream makes the dashboard ask again.
    const served = answersTo<Dashboard>(page, `/suppliers/${session.supplierId}/dashboard`);
    await signIn(page);
    await expect(page.getByRole('heading', { name: `Welcome, ${user.full_name}` })).toBeVisible();
    // The demo supplier is live with every first step taken: no checklist.
    await expect(page.getByRole('group', { name: "This month's revenue" })).toBeVisible();
    await expect(page.getByRole('region', { name: 'First steps' })).toHaveCount(0);
    const activity = page.getByRole('region', { name: 'Recent Activity' });
    const messages = page.getByRole('region', { name: 'Messages' });
    await expectNewest(served, async ({ body: { summary, recentActivity, recentChatUsers } }, expectSoon) => {
      const cards: [string, string, number | null][] = [
        ["This month's revenue", pkr(summary.revenueThisMonth), summary.revenueChange],
        ['Bookings this month', summary.bookingsThisMonth.toLocaleString('en-GB'), summary.bookingsChange],
        ['Average booking value', pkr(summary.avgBookingValue), summary.avgBookingValueChange],
        ['Your overall ratings', summary.avgRating === null ? '-' : summary.avgRating.toFixed(1), summary.ratingChange],
      ];
      for (const [label, value, delta] of cards) {
        const card = page.getByRole('group', { name: label });
        await expectSoon(card).toContainText(value);
        const trend = card.locator('[data-trend]');
        await expectSoon(trend).toHaveText(change(delta));
        await expectSoon(trend).toHaveAttribute('data-trend', trendOf(delta));
      }
      await expectSoon(activity.getByRole('listitem')).toHaveCount(recentActivity.length);
      const firstAmount = recentActivity.find((item) => item.details.amount !== null)?.details.amount;
      if (firstAmount != null) await expectSoon(activity.getByText(pkr(firstAmount)).first()).toBeVisible();
      for (const chat of recentChatUsers) await expectSoon(messages.getByText(chat.full_name, { exact: true })).toBeVisible();
    });

    for (const title of ['Revenue Comparison', 'Bookings', 'Revenue']) {
      await page.getByRole('region', { name: title, exact: true }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('img', { name: `${title} chart` }).locator('canvas')).toBeVisible();
    }

    await messages.getByRole('link', { name: 'View all' }).click();
    // The inbox then opens its first conversation (?booking=...), sometimes before this looks.
    await expect(page).toHaveURL(sectionUrl(paths.inbox));
    await expect(page.getByRole('heading', { name: 'My Inbox', level: 1 })).toBeVisible();
  });

  test("a new supplier sees its first steps and its account awaiting verification, and '-' where there is no figure yet", async ({
    page,
    request,
  }) => {
    const guide = await newGuide(request);
    await signIn(page, guide);
    const steps = page.getByRole('region', { name: 'First steps' });
    await expect(steps).toContainText('Awaiting verification');
    await expect(steps.getByRole('listitem')).toHaveCount(5);
    await expect(steps.getByText('To do', { exact: true })).toHaveCount(5);
    await expect(steps.getByRole('link', { name: 'Add Tour guide' })).toHaveAttribute('href', paths.listingCreate('tour_guide'));
    const rating = page.getByRole('group', { name: 'Your overall ratings' });
    await expect(rating).not.toContainText('0.0');
    await expect(rating.locator('[data-trend]')).toHaveText('-');
    await expect(page.getByText('0%', { exact: true })).toHaveCount(0);
    // No empty 0-80 axis: each chart says it fills in later, and says what it counts.
    await expect(page.getByRole('img', { name: /chart$/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Revenue', exact: true })).toContainText('No trips taken yet');
    await expect(page.getByRole('region', { name: 'Revenue Comparison' })).toContainText('by the month they were made');
    await expectAccessible(page);

    // The e-mail verified, its step is done at the next load.
    await expect.poll(() => mailsTo(guide.email, 'Verify your email address').length).toBe(1);
    const link = /http\S+verify-email\?token=\S+/.exec(mailsTo(guide.email, 'Verify your email address')[0]!)![0];
    expect((await request.get(link)).status()).toBe(200);
    await page.reload();
    await expect(steps.getByRole('listitem').first()).toContainText('Done');
    await expect(steps.getByText('To do', { exact: true })).toHaveCount(4);
  });

  test('a signed-in first load asks the API for the user and the figures once each, and gets its code and data at its own origin', async ({
    page,
  }) => {
    // Without the live stream: a journey of the other worker (a booking made) would make the screen read again.
    await page.route('**/api/v1/events?*', (route) => route.abort());
    await signIn(page);
    await expect(page.getByRole('group', { name: "This month's revenue" })).toBeVisible();
    const reads: string[] = [];
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // Uploaded photos are at the server's address (ADR 0013); everything else at the host's.
      if (request.resourceType() !== 'image' && url.origin !== HOST) elsewhere.push(`${request.method()} ${request.url()}`);
      if (request.method() === 'GET' && /\/api\/v1\/(users\/[^/]+|suppliers\/[^/]+\/dashboard)$/.test(url.pathname))
        reads.push(url.pathname.replace(/[0-9a-f-]{36}/g, ':id'));
    });
    // The shell starts these reads before its first render; the header and the screen then use them.
    await page.reload();
    await expect(page.getByRole('group', { name: "This month's revenue" })).toBeVisible();
    await expect(page.getByTestId('header-name')).not.toHaveText('...');
    await page.waitForLoadState('networkidle');
    expect(reads.sort()).toEqual(['/api/v1/suppliers/:id/dashboard', '/api/v1/users/:id']);
    // The API's answers and the remote's manifest, entry and chunks came over the host's connections:
    // none waited for a CORS preflight or a connection of its own (ADR 0013, ADR 0014).
    expect(elsewhere).toEqual([]);
  });

  test('fits a phone screen, and draws the charts below the fold when scrolled to', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const chartScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && !chartScripts.includes(request.url())) chartScripts.push(request.url());
    });
    await signIn(page);
    await expect(page.getByRole('group', { name: "This month's revenue" })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Below the cards and the activity on a phone: not drawn, and echarts not fetched, until scrolled to.
    await expect(page.getByRole('img', { name: 'Revenue Comparison chart' })).toHaveCount(0);
    const scriptsBeforeScroll = chartScripts.length;

    await page.getByRole('region', { name: 'Revenue Comparison' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('img', { name: 'Revenue Comparison chart' }).locator('canvas')).toBeVisible();
    expect(chartScripts.length).toBeGreaterThan(scriptsBeforeScroll);
    await page.getByRole('region', { name: 'Revenue', exact: true }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('img', { name: 'Revenue chart' }).locator('canvas')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
