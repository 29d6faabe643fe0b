import {
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  paths,
  RESET_LINK_INVALID_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '@portal/contracts';

import { expectAccessible } from './axe';
import { API, DEMO, expect, mailsTo, registerUser, signIn, test, urlEnding } from './fixtures';

test.describe('account recovery', () => {
  test('Forgot password? e-mails a single-use link that sets a new password and ends earlier sessions', async ({ page, request }) => {
    const email = `recovery-${Date.now()}@supplier.test`;
    const oldPassword = 'first-pass1';
    await registerUser(request, { fullName: 'Hunza Stays', email, password: oldPassword });
    const earlier = (await (await request.post(`${API}/users/login`, { data: { email, password: oldPassword } })).json()) as {
      token: string;
      user: { user_id: string };
    };

    await page.goto(paths.login);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(urlEnding(paths.forgotPassword));
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(PASSWORD_RESET_SENT_MESSAGE);

    // The e-mail goes out after the answer: wait for it in the outbox folder.
    await expect.poll(() => mailsTo(email, 'Reset your password').length).toBe(1);
    const link = /http\S+\/reset-password\?token=\S+/.exec(mailsTo(email, 'Reset your password')[0]!)![0];
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('New password', { exact: true }).fill('second-pass2');
    await page.getByLabel('Confirm new password').fill('second-pass2');
    await page.getByRole('button', { name: 'Set new password' }).click();

    await expect(page).toHaveURL(urlEnding(paths.login));
    await expect(page.getByRole('status')).toHaveText(PASSWORD_RESET_DONE_MESSAGE);
    const withEarlierSession = await request.get(`${API}/users/${earlier.user.user_id}`, {
      headers: { authorization: `Bearer ${earlier.token}` },
    });
    expect(withEarlierSession.status()).toBe(401);
    expect((await request.post(`${API}/users/login`, { data: { email, password: oldPassword } })).status()).toBe(401);
    await signIn(page, { email, password: 'second-pass2' });

    // Used once, the link sets nothing more.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('third-pass3');
    await page.getByLabel('Confirm new password').fill('third-pass3');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toContainText(RESET_LINK_INVALID_MESSAGE);
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', paths.forgotPassword);
  });

  test('an e-mail without an account gets the same answer and no e-mail', async ({ page, request }) => {
    const email = `nobody-${Date.now()}@supplier.test`;
    const known = `known-${Date.now()}@supplier.test`;
    await registerUser(request, { fullName: 'Skardu Treks', email: known, password: 'first-pass1' });
    await page.goto(paths.forgotPassword);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(PASSWORD_RESET_SENT_MESSAGE);
    // The e-mails go out after the answers, in the order asked: once the one asked for next (an
    // address with an account) is out, one for the address without would have been too.
    expect((await request.post(`${API}/users/password-reset`, { data: { email: known } })).status()).toBe(202);
    await expect.poll(() => mailsTo(known, 'Reset your password').length).toBe(1);
    expect(mailsTo(email, 'Reset your password')).toEqual([]);
  });
});

test.describe('an expired session', () => {
  test('sends the person to sign in, says why, and brings them back to the page they were on', async ({ page }) => {
    await signIn(page);
    const payouts = `${paths.payouts}?status=paid`;
    await page.goto(payouts);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The server stops accepting the token (as when it ran out or was ended): its signature no longer matches.
    await page.evaluate(() => localStorage.setItem('token', `${localStorage.getItem('token')!.replace(/\.[^.]*$/, '')}.invalid-signature`));
    // The first read's 401 can end the session before the page has loaded.
    await page.reload({ waitUntil: 'commit' });

    await expect(page).toHaveURL(urlEnding(paths.login));
    await expect(page.getByRole('status')).toHaveText(SESSION_EXPIRED_MESSAGE);
    await expectAccessible(page);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(urlEnding(payouts));
    await expect(page.getByText('Login successful')).toBeVisible();
  });
});
