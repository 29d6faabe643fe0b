import { expect, signIn, test } from './fixtures';

/** A string of react-dom's client and one of Chakra's theme: shared code a remote must not bring again. */
const signatures = { 'react-dom': '__reactFiber$', 'Chakra UI': '.chakra-theme' };
const HOST = 'http://localhost:3000';

test('one React DOM and one design system are downloaded however many remotes are visited', async ({ page }) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text().catch(() => ''));
  });
  await signIn(page);
  // Within the single-page app, as a person moves through the sections.
  for (const label of ['Profile', 'Booking', 'Messages', 'Support', 'Listing']) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
    await expect(page.locator('main h1').first()).toBeVisible();
  }
  const bodies = await Promise.all([...scripts].map(async ([url, body]) => ({ origin: new URL(url).origin, body: await body })));
  // The host and the five remotes visited all sent code...
  expect(new Set(bodies.map((b) => b.origin)).size).toBeGreaterThanOrEqual(6);
  // ...but React DOM and Chakra came once, from the host, and from no remote.
  expect(bodies.filter((b) => b.body.includes(signatures['react-dom']))).toHaveLength(1);
  for (const [name, signature] of Object.entries(signatures)) {
    const fromRemotes = bodies.filter((b) => b.origin !== HOST && b.body.includes(signature)).map((b) => b.origin);
    expect(fromRemotes, `remotes that downloaded their own ${name}`).toEqual([]);
  }
});
