import { paths } from '@portal/contracts';

import { DEMO, expect, HOST, navEntry, sectionUrl, signIn, test, uiEntryFiles, urlEnding } from './fixtures';

const entries = [
  ['Dashboard', paths.dashboard],
  ['Profile', paths.profile],
  ['Booking', paths.bookings],
  ['Listing', paths.listings],
  ['Messages', paths.inbox],
  ['Support', paths.support],
  ['Reviews', paths.reviews],
  ['Payouts', paths.payouts],
] as const;

test.describe('sign in and the guard', () => {
  test('a wrong password keeps the person on /login with the server message', async ({ page }) => {
    await page.goto(paths.login);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(urlEnding(paths.login));
  });

  test('the right password signs in, greets with a toast and shows the name in the header', async ({ page }) => {
    await signIn(page);
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page.getByTestId('header-name')).not.toHaveText('...');
    await expect(page.getByTestId('header-name')).toHaveText(/\w+ \w+/);
  });

  test('a protected page without a session goes to /login, and signing in opens it', async ({ page }) => {
    // The portal leaves for /login while the page loads: waiting for its load would race that.
    await page.goto(`${paths.payouts}?status=paid`, { waitUntil: 'commit' });
    await expect(page).toHaveURL(urlEnding(paths.login));
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(urlEnding(`${paths.payouts}?status=paid`));
    await expect(page.getByText('Login successful')).toBeVisible();
  });

  test('the sign-in form is painted by the page itself, before any script runs', async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(paths.login);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    // Off until the page's script has hydrated it, so nothing is submitted without it.
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  });

  test('what is typed before the page’s script runs is kept: the page hydrates without a mismatch', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let runScripts = () => undefined as void;
    const typed = new Promise<void>((resolve) => (runScripts = resolve));
    await page.route('**/*.js', async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto(paths.login, { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(DEMO.email);
    runScripts();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(page.getByLabel('Email')).toHaveValue(DEMO.email);
    expect(errors).toEqual([]);
  });

  test('signed in, /login goes on to the dashboard', async ({ page }) => {
    await signIn(page);
    await page.goto(paths.login);
    await expect(page).toHaveURL(urlEnding(paths.dashboard));
  });

  test('the footer links of /login lead to real pages', async ({ page }) => {
    await page.goto(paths.login);
    for (const title of ['Contact', 'Legal notice', 'Privacy policy', 'Supplier terms']) {
      await page.getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.goBack();
    }
  });

  test('Log Out clears the session and returns to /login; signing in again opens the dashboard', async ({ page }) => {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payouts' }).click();
    await expect(page).toHaveURL(urlEnding(paths.payouts));
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(urlEnding(paths.login));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // Whoever signs in next starts at the dashboard, not on the page the last person left.
    await signIn(page);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(urlEnding(paths.login));
    await page.goto(paths.dashboard, { waitUntil: 'commit' });
    await expect(page).toHaveURL(urlEnding(paths.login));
  });

  test('a refused token signs the person out', async ({ page }) => {
    await signIn(page);
    await page.evaluate(() => localStorage.setItem('token', 'expired.or.forged'));
    // The first read's 401 can end the session before the page has loaded.
    await page.goto(paths.profile, { waitUntil: 'commit' });
    await expect(page).toHaveURL(urlEnding(paths.login));
  });
});

test.describe('navigation', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('/ and unknown paths go to the dashboard', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(urlEnding(paths.dashboard));
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(urlEnding(paths.dashboard));
  });

  test('each of the eight entries opens its section and is highlighted', async ({ page }) => {
    const rail = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path] of entries) {
      await navEntry(rail, label).click();
      await expect(page).toHaveURL(sectionUrl(path));
      await expect(navEntry(rail, label)).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('main h1').first()).toBeVisible();
    }
  });

  test('on a 375px screen the drawer opens from the menu icon and closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByPlaceholder('Search...')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'View profile' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Reviews', exact: true }).click();
    await expect(page).toHaveURL(urlEnding(paths.reviews));
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('on a 375px screen the drawer downloads its code when the menu first opens, and works by keyboard', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.waitForLoadState('networkidle');
    expect(uiEntryFiles(scripts)).toEqual([]);

    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'View profile' })).toBeVisible();
    expect(uiEntryFiles(scripts)).toEqual([`${HOST}/ui-overlays`]);
    await expect(drawer.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
  });
});
