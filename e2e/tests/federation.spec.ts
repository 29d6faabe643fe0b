import { paths } from '@portal/contracts';

import { appOf, expect, HOST, navEntry, signIn, test, uiEntryFiles } from './fixtures';

/** A string of react-dom's client and one of Chakra's theme: shared code a remote must not bring again. */
const signatures = { 'react-dom': '__reactFiber$', 'Chakra UI': '.chakra-theme' };

test('one React DOM and one design system are downloaded however many remotes are visited', async ({ page }) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    // The sign-in page is a page of its own with its own small React bundle (issue 14); the
    // single-page app whose sections share one React starts once signed in.
    if (new URL(response.frame().url()).pathname === paths.login) return;
    if (response.request().resourceType() === 'script')
      scripts.set(
        response.url(),
        response.text().catch(() => ''),
      );
  });
  await signIn(page);
  // Within the single-page app, as a person moves through the sections. The previous section stays
  // on screen while the next one's code downloads, so each waits for its own heading.
  const sections = [
    ['Profile', 'My Profile'],
    ['Booking', 'My Bookings'],
    ['Messages', 'My Inbox'],
    ['Support', 'Support'],
    ['Listing', 'My Listings'],
  ] as const;
  for (const [label, heading] of sections) {
    await navEntry(page.getByRole('navigation', { name: 'Main' }), label).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  const bodies = await Promise.all([...scripts].map(async ([url, body]) => ({ app: appOf(url), body: await body })));
  // The host and the five remotes visited all sent code...
  expect(new Set(bodies.map((b) => b.app)).size).toBeGreaterThanOrEqual(6);
  // ...but React DOM and Chakra came once, from the host, and from no remote.
  expect(bodies.filter((b) => b.body.includes(signatures['react-dom']))).toHaveLength(1);
  for (const [name, signature] of Object.entries(signatures)) {
    const fromRemotes = bodies.filter((b) => b.app !== 'host' && b.body.includes(signature)).map((b) => b.app);
    expect(fromRemotes, `remotes that downloaded their own ${name}`).toEqual([]);
  }
});

test("the dashboard downloads none of @portal/ui's list, form-control and overlay entries; My Bookings gets them, from the host", async ({
  page,
}) => {
  const scripts: string[] = [];
  const bodies: Promise<string>[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  await signIn(page);
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(uiEntryFiles(scripts)).toEqual([]);
  // Nor libphonenumber's metadata (about 25 KB Brotli): it comes with the profile's telephone.
  expect((await Promise.all(bodies)).filter((body) => body.includes('country_calling_codes'))).toHaveLength(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Booking', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  // The list, its filters, and the row menu's Decline dialog.
  expect(uiEntryFiles(scripts).sort()).toEqual([`${HOST}/ui-form-controls`, `${HOST}/ui-lists`, `${HOST}/ui-overlays`]);
});
