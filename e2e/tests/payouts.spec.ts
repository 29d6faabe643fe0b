import { readFileSync } from 'node:fs';

import type { APIRequestContext } from '@playwright/test';

import { paths } from '@portal/contracts';

import { API, type ApiSession, apiSession, expect, openSignedIn, pageOf, signedInAsDemo, test } from './fixtures';

interface Payout {
  payout_number: number;
  payout_date: string;
  final_amount: number;
  payout_method: string;
}

/** A page of GET /payouts/supplier as the server answers it: rows and the X-Total-Count. */
async function payouts(request: APIRequestContext, session: ApiSession, query: Record<string, string>) {
  const reply = await request.get(`${API}/payouts/supplier`, { headers: session.headers, params: query });
  expect(reply.ok()).toBeTruthy();
  return pageOf<Payout>(reply);
}

const rs = (amount: number) => `Rs ${amount.toLocaleString('en-GB')}`;

// Every journey here starts signed in as the demo supplier; signing in is signup's and shell's.
test.use(signedInAsDemo);

test.describe('My Payouts', () => {
  test('lists, searches and sorts the payouts the server holds', async ({ page, request }) => {
    const session = await apiSession(request);
    const all = await payouts(request, session, {});
    await openSignedIn(page, paths.payouts);
    await expect(page.getByRole('heading', { name: 'My Payouts' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Payouts' });
    await expect(page.getByText(`Showing 10 of ${all.total}`)).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText(`#${all.rows[0]!.payout_number}`);

    // A number finds that payout, and the payout of the booking with that number if there is one.
    const target = all.rows[3]!;
    const byNumber = await payouts(request, session, { q: `#${target.payout_number}` });
    expect(byNumber.rows.map((payout) => payout.payout_number)).toContain(target.payout_number);
    await page.getByRole('searchbox', { name: 'Search by ID, Booking or Bank...' }).fill(`#${target.payout_number}`);
    await expect(page).toHaveURL(new RegExp(`q=%23${target.payout_number}`));
    await expect(page.getByText(`Showing ${byNumber.total} of ${byNumber.total}`)).toBeVisible();
    const firstCells = table.getByRole('row').nth(1).getByRole('cell');
    await expect(firstCells.nth(0)).toHaveText(`#${byNumber.rows[0]!.payout_number}`);
    await expect(firstCells.nth(3)).toHaveText(rs(byNumber.rows[0]!.final_amount));

    const wallet = await payouts(request, session, { q: 'easypaisa', sort: 'amount_desc' });
    await page.getByRole('searchbox', { name: 'Search by ID, Booking or Bank...' }).fill('easypaisa');
    await page.getByRole('button', { name: 'Sort' }).click();
    await page.getByRole('menuitemradio', { name: 'Amount (High to low)' }).click();
    await expect(page).toHaveURL(/sort=amount_desc/);
    await expect(page.getByText(`Showing ${Math.min(10, wallet.total)} of ${wallet.total}`)).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText(rs(wallet.rows[0]!.final_amount));
    await expect(table.getByRole('row').nth(1)).toContainText('EASYPAISA');

    await page.reload();
    await expect(table.getByRole('row').nth(1)).toContainText(rs(wallet.rows[0]!.final_amount));
  });

  test('Download CSV gives payouts.csv with every matching payout, not only the page', async ({ page, request }) => {
    const session = await apiSession(request);
    const transfers = await payouts(request, session, { q: 'bank transfer', sort: 'due_asc' });
    expect(transfers.total).toBeGreaterThan(10);
    await openSignedIn(page, `${paths.payouts}?q=bank+transfer&sort=due_asc`);
    await expect(page.getByText(`Showing 10 of ${transfers.total}`)).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('payouts.csv');
    const lines = readFileSync(await download.path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('ID,Due on,Booking ID,Amount,Processed on,From,Status,Bank');
    expect(lines).toHaveLength(transfers.total + 1);
    expect(lines[1]).toMatch(new RegExp(`^#${transfers.rows[0]!.payout_number},`));
    // The server writes it, as bookings.csv: ISO dates and plain rupees a spreadsheet can sum.
    expect(lines[1]).toContain(`,${transfers.rows[0]!.payout_date},`);
    expect(lines[1]).toContain(`,${transfers.rows[0]!.final_amount},`);
    expect(lines.slice(1).every((line) => line.includes('BANK TRANSFER'))).toBe(true);
  });
});
