import { paths } from '@portal/contracts';

import { expectAccessible } from './axe';
import { API, expect, signIn, test, urlEnding } from './fixtures';
import { freshSupplier } from './fresh-supplier';

// A person of their own: signing out everywhere must not end the demo supplier's sessions other journeys use.
test('Sign out everywhere sends every browser of the person to sign-in at its next request', async ({ browser, request }) => {
  // Two browsers each sign in and load the portal: twice a journey's usual work.
  test.slow();
  const person = await freshSupplier(request);
  const [here, there] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [mine, theirs] = await Promise.all([here.newPage(), there.newPage()]);
  await signIn(mine, person);
  await signIn(theirs, person);

  await mine.goto(paths.profile);
  const sessions = mine.getByRole('list', { name: 'Signed-in sessions' });
  // The sign-up's session and the two browsers'.
  await expect(sessions.getByRole('listitem')).toHaveCount(3);
  await expect(sessions.getByText('This browser')).toHaveCount(1);
  await expectAccessible(mine, 'section[aria-label="Signed-in sessions"]');

  await mine.getByRole('button', { name: 'Sign out everywhere' }).click();
  const question = mine.getByRole('alertdialog', { name: 'Sign out everywhere?' });
  await question.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(mine).toHaveURL(urlEnding(paths.login));

  await theirs.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payouts' }).click();
  await expect(theirs).toHaveURL(urlEnding(paths.login));
  await Promise.all([here.close(), there.close()]);
});

test('Log Out ends the session on the server: its token is refused afterwards', async ({ page, request }) => {
  const person = await freshSupplier(request);
  await signIn(page, person);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(urlEnding(paths.login));
  const reply = await request.get(`${API}/memberships`, { headers: { authorization: `Bearer ${token}` } });
  expect(reply.status()).toBe(401);
});
