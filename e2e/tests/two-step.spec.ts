import { generate } from 'otplib';

import { paths } from '@portal/contracts';

import { expectAccessible } from './axe';
import { expect, signInAt, test, urlEnding } from './fixtures';
import { freshSupplier } from './fresh-supplier';

/** The app's code for the key, `stepsAhead` 30-second steps from now: a code the server has not yet taken. */
const codeOf = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

test('two-step sign-in: set up from the profile with a computed code, then sign in with one', async ({ page, request }) => {
  const supplier = await freshSupplier(request);
  await signInAt(page, paths.profile, supplier);

  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await section.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(section.getByLabel('QR code for your authenticator app')).toBeVisible();
  await expectAccessible(page, '#two-step');
  const secret = (await section.getByTestId('two-step-secret').innerText()).replace(/\s/g, '');
  await section.getByLabel('2. Code from the app').fill(await codeOf(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByRole('region', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await section.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(section.getByText('Two-step sign-in is on. 10 of 10 recovery codes left.')).toBeVisible();

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(urlEnding(paths.login));
  await page.getByLabel('Email').fill(supplier.email);
  await page.getByLabel('Password').fill(supplier.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The set-up took this step's code: the next step's is one the server has not seen.
  await page.getByLabel('Code').fill(await codeOf(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(urlEnding(paths.dashboard));
  await expect(page.locator('main h1').first()).toBeVisible();
});
