import { readFileSync } from 'node:fs';

import type { APIRequestContext } from '@playwright/test';

import { paths } from '@portal/contracts';

import {
  answersTo,
  API,
  type ApiSession,
  apiSession,
  expect,
  expectNewest,
  openSignedIn,
  pageOf,
  signedInAsDemo,
  test,
  urlEnding,
} from './fixtures';

interface Booking {
  booking_id: string;
  booking_number: number;
  booking_status: string;
  customer_name: string;
  total_price: number;
  cancellation_reason: string | null;
}

/** A page of GET /bookings/customer as the server answers it: rows and the X-Total-Count. */
async function bookings(request: APIRequestContext, session: ApiSession, query: Record<string, string>) {
  const reply = await request.get(`${API}/bookings/customer`, { headers: session.headers, params: query });
  expect(reply.ok()).toBeTruthy();
  return pageOf<Booking>(reply);
}

const rs = (amount: number) => `Rs ${amount.toLocaleString('en-GB')}`;

// Every journey here starts signed in as the demo supplier; signing in is signup's and shell's.
test.use(signedInAsDemo);

test.describe('My Bookings', () => {
  test('tabs, sort, filters, search and page 2 show what the server holds, and the URL keeps them', async ({ page, request }) => {
    const session = await apiSession(request);
    // Upcoming: other journeys add bookings meanwhile (the admin command's add-booking).
    const upcoming = answersTo<Booking[]>(page, '/bookings/customer', { tab: 'upcoming' });
    await page.goto(paths.bookings);
    await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Bookings' });
    const firstRow = table.getByRole('row').nth(1);

    await expectNewest(upcoming, async ({ body, total }, expectSoon) => {
      await expectSoon(page.getByText(`Showing ${Math.min(10, total)} of ${total}`)).toBeVisible();
      await expectSoon(firstRow).toContainText(`#${body[0]!.booking_number}`);
    });

    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect(page).toHaveURL(/tab=completed/);
    const completed = await bookings(request, session, { tab: 'completed', sort: 'amount_desc' });
    expect(completed.total).toBeGreaterThan(10);
    // Chakra draws its own radios and checkboxes over hidden inputs: a person clicks the label.
    await page.getByRole('group', { name: 'Sort by' }).getByText('Amount (High to low)', { exact: true }).click();
    await expect(page).toHaveURL(/sort=amount_desc/);
    await expect(page.getByText(`Showing 10 of ${completed.total}`)).toBeVisible();
    await expect(firstRow).toContainText(rs(completed.rows[0]!.total_price));

    const second = await bookings(request, session, { tab: 'completed', sort: 'amount_desc', page: '2' });
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(firstRow).toContainText(`#${second.rows[0]!.booking_number}`);

    const treks = await bookings(request, session, { tab: 'completed', sort: 'amount_desc', treks: 'true' });
    await page.getByRole('group', { name: 'Filter by' }).getByText('Treks', { exact: true }).click();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByText(`Showing ${Math.min(10, treks.total)} of ${treks.total}`)).toBeVisible();

    const name = completed.rows[0]!.customer_name;
    const found = await bookings(request, session, { tab: 'completed', sort: 'amount_desc', treks: 'true', q: name.toLowerCase() });
    await page.getByRole('searchbox', { name: 'Search by ID or customer' }).fill(name.toLowerCase());
    await expect(page).toHaveURL(/q=/);
    await expect(page.getByText(`Showing ${Math.min(10, found.total)} of ${found.total}`)).toBeVisible();
    if (found.total === 0) await expect(page.getByText('No bookings found.')).toBeVisible();
    else await expect(firstRow).toContainText(found.rows[0]!.customer_name);

    // A reload (or a shared link) shows the same rows.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Treks' })).toBeChecked();
    await expect(page.getByText(`Showing ${Math.min(10, found.total)} of ${found.total}`)).toBeVisible();
  });

  test('Download CSV gives every booking of the tab and filters, with the table columns', async ({ page, request }) => {
    const session = await apiSession(request);
    const completed = await bookings(request, session, { tab: 'completed', sort: 'amount_asc', pageSize: '100' });
    expect(completed.total).toBeGreaterThan(10);
    await openSignedIn(page, `${paths.bookings}?tab=completed&sort=amount_asc`);
    await expect(page.getByText(`Showing 10 of ${completed.total}`)).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('bookings.csv');
    const lines = readFileSync(await download.path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('ID,Received on,Customer,Booked,Date,People,Amount,Status');
    expect(lines).toHaveLength(completed.total + 1);
    expect(lines.slice(1, 1 + completed.rows.length).map((line) => line.split(',')[0])).toEqual(
      completed.rows.map((b) => `#${b.booking_number}`),
    );
    expect(lines[1]).toContain(`,${completed.rows[0]!.total_price},`);
  });
});

test.describe('Booking Info', () => {
  test('a row opens the booking; Cancel asks for a reason and cancels it on the server', async ({ page, request }) => {
    const session = await apiSession(request);
    const upcoming = await bookings(request, session, { tab: 'upcoming', sort: 'oldest' });
    const target = upcoming.rows.find((b) => b.booking_status === 'confirmed') ?? upcoming.rows[0]!;
    await openSignedIn(page, `${paths.bookings}?tab=upcoming&sort=oldest&q=%23${target.booking_number}`);
    await page.getByRole('table', { name: 'Bookings' }).getByRole('row').nth(1).click();
    await expect(page).toHaveURL(urlEnding(paths.bookingInfo(target.booking_id)));
    await expect(page.getByText(`Booking #${target.booking_number}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Customer' })).toContainText(target.customer_name);
    await expect(page.getByRole('complementary', { name: 'Booking Summary' })).toContainText(rs(target.total_price));
    await expect(page.getByText(/^The customer can cancel for free until \d+ \w+ \d{4}\.$/)).toBeVisible();

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await dialog.getByText('Customer request', { exact: true }).click();
    await dialog.getByRole('textbox').fill('Customer changed plans');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText('Booking cancelled.')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The booking's status, and the new last entry of its history.
    await expect(page.getByText(/^cancelled$/i)).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'History' }).getByText(/^cancelled$/i)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toBeDisabled();

    const stored = await session.get<Booking>(`/bookings/${target.booking_id}`);
    expect(stored.booking_status).toBe('cancelled');
    expect(stored.cancellation_reason).toBe('customer_request');
  });

  test("Send a message opens the booking's conversation in the inbox", async ({ page, request }) => {
    const session = await apiSession(request);
    const [latest] = (await bookings(request, session, { pageSize: '1' })).rows;
    await openSignedIn(page, paths.bookingInfo(latest!.booking_id));
    await page.getByRole('button', { name: 'Send a message' }).click();
    await expect(page).toHaveURL(urlEnding(paths.inboxConversation(latest!.booking_id)));
  });

  test('another booking id shows the not-found state; no id points to My Bookings', async ({ page }) => {
    await openSignedIn(page, paths.bookingInfo('00000000-0000-4000-8000-000000000000'));
    await expect(page.getByRole('heading', { name: 'Booking not found' })).toBeVisible();
    await page.goto(paths.bookingInfoIndex);
    await expect(page.getByRole('heading', { name: 'No booking selected' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to My Bookings' }).click();
    await expect(page).toHaveURL(urlEnding(paths.bookings));
  });
});
