import type { Browser, Page } from '@playwright/test';

import { type Booking, INVITATION_SENT_MESSAGE, paths } from '@portal/contracts';

import { expectAccessible } from './axe';
import { answersTo, apiSession, DEMO, expect, expectNewest, INVITATION_LINK, linkPathInMail, signInAt, test, urlEnding } from './fixtures';
import { freshSupplier } from './fresh-supplier';

const BUSINESS = 'Nanga Parbat Expeditions';
const GUIDE = { email: 'guide.karim@supplier.test', password: DEMO.password };

/** The path of the invitation link in the last e-mail inviting `email` (the stack's outbox). */
const invitationPathFor = (email: string) => linkPathInMail(email, `Join ${BUSINESS} on the supplier portal`, INVITATION_LINK);

async function invite(page: Page, email: string, role: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: role });
  await page.getByRole('button', { name: 'Invite member' }).click();
  await expect(page.getByText(INVITATION_SENT_MESSAGE).last()).toBeVisible();
}

/** In a browser of their own, the invited person opens the link, makes their login and lands in the portal. */
async function accept(browser: Browser, email: string, fullName: string, checkAxe = false): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(invitationPathFor(email));
  await expect(page.getByRole('heading', { level: 1, name: `Join ${BUSINESS}` })).toBeVisible();
  if (checkAxe) await expectAccessible(page);
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Phone number').fill('3001234567');
  await page.getByLabel('Set password').fill('kestrel-ridge-9');
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.locator('main h1').first()).toBeVisible();
  return page;
}

const railOf = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link');

test.describe('the team', () => {
  test('the owner invites operations and finance, each sees only their screens; removal signs the member out', async ({
    page,
    browser,
    request,
  }) => {
    const owner = await freshSupplier(request);
    const stamp = Date.now();
    const ops = `ops-${stamp}@supplier.test`;
    const finance = `finance-${stamp}@supplier.test`;
    await signInAt(page, paths.team, owner);
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expectAccessible(page);
    await invite(page, ops, 'Operations');
    await invite(page, finance, 'Finance');

    const opsPage = await accept(browser, ops, 'Usman Operations', true);
    await expect(railOf(opsPage)).toHaveText(['Dashboard', 'Profile', 'Booking', 'Listing', 'Messages', 'Support', 'Reviews']);
    const financePage = await accept(browser, finance, 'Sana Finance');
    await expect(railOf(financePage)).toHaveText(['Dashboard', 'Profile', 'Booking', 'Payouts']);

    await page.reload();
    const row = page.getByRole('row').filter({ hasText: ops });
    await row.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove member' }).click();
    await expect(page.getByRole('row').filter({ hasText: ops })).toHaveCount(0);

    // The removed member's open page: its next request is refused and the portal signs them out.
    await railOf(opsPage).filter({ hasText: 'Booking' }).click();
    await expect(opsPage).toHaveURL(urlEnding(paths.login));
  });

  test('a guide sees only the bookings assigned to them', async ({ page, request }) => {
    const guide = await apiSession(request, GUIDE);
    const theirs = await guide.get<Booking[]>('/bookings/customer?pageSize=50');
    const all = await (await apiSession(request)).get<Booking[]>('/bookings/customer?pageSize=50');
    const notTheirs = all.find((booking) => !theirs.some((mine) => mine.booking_id === booking.booking_id))!;

    // Held against the page's own answer: the other worker's journeys change the demo's bookings meanwhile.
    const answers = answersTo<Booking[]>(page, '/bookings/customer');
    await signInAt(page, paths.bookings, GUIDE);
    const rows = page.getByRole('table', { name: 'Bookings' }).getByRole('row');
    const shown = await expectNewest(answers, ({ body }, expectSoon) => expectSoon(rows).toHaveCount(body.length + 1));
    expect(shown.body.every((booking) => theirs.some((mine) => mine.booking_id === booking.booking_id))).toBe(true);
    await expect(page.getByRole('button', { name: /Download CSV/ })).toHaveCount(0);

    await page.goto(paths.bookingInfo(notTheirs.booking_id));
    await expect(page.getByRole('heading', { name: 'Booking not found' })).toBeVisible();
    await page.goto(paths.bookingInfo(theirs[0]!.booking_id));
    await expect(page.getByRole('region', { name: 'Guide' })).toContainText('Karim Hunzai');
  });
});
