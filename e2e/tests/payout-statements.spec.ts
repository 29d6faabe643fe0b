import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { paths } from '@portal/contracts';

import { expectAccessible } from './axe';
import { API, apiSession, expect, pageOf, signInAt, test, urlEnding } from './fixtures';

interface Payout {
  payout_id: string;
  payout_number: number;
  payout_date: string;
  final_amount: number;
}

const rs = (amount: number) => `Rs ${amount.toLocaleString('en-GB')}`;
/** An amount as the statement shows it ('-Rs 1,680') back to rupees. */
const rupeesOf = (text: string) => (text.startsWith('-') ? -1 : 1) * Number(text.replace(/[^\d]/g, ''));

test.describe('Payout statements', () => {
  test("a payout's statement adds up to it, and the month's PDF opens", async ({ page, request }) => {
    const session = await apiSession(request);
    const payout = (
      await pageOf<Payout>(await request.get(`${API}/payouts/supplier`, { headers: session.headers, params: { pageSize: '1' } }))
    ).rows[0]!;
    await signInAt(page, paths.payouts);

    // The payout's row opens its statement: each line's net, summed, is the payout to the rupee.
    await page
      .getByRole('table', { name: 'Payouts' })
      .getByRole('row')
      .filter({ hasText: `#${payout.payout_number}` })
      .first()
      .click();
    await expect(page).toHaveURL(urlEnding(paths.payoutStatement(payout.payout_id)));
    await expect(page.getByRole('heading', { name: `Payout #${payout.payout_number}` })).toBeVisible();
    const rows = page.getByRole('table', { name: 'Bookings paid' }).getByRole('row');
    const totals = rows.last();
    await expect(totals.getByRole('cell').last()).toHaveText(rs(payout.final_amount));
    const lineNets = await rows
      .filter({ hasNot: page.getByText('Totals', { exact: true }) })
      .locator('[data-label="Net"]')
      .allTextContents();
    expect(lineNets.length).toBeGreaterThan(0);
    expect(lineNets.map(rupeesOf).reduce((a, b) => a + b, 0)).toBe(payout.final_amount);
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 720 });
    await expect(totals).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);

    // Back on My Payouts, the chosen month's statement is a PDF whose first page renders.
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('link', { name: 'Back to My Payouts' }).click();
    const month = page.getByRole('combobox', { name: 'Statement month' });
    await expect(page.getByRole('table', { name: 'Payouts' }).getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);
    const chosen = await month.inputValue();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Statement PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`statement-${chosen}.pdf`);
    const pdf = await download.path();
    expect(readFileSync(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const out = join(mkdtempSync(join(tmpdir(), 'statement-')), 'page');
    const render = spawnSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '50', '-png', '-singlefile', pdf, out], { encoding: 'utf8' });
    expect(render.status, `pdftoppm (poppler-utils): ${render.error?.message ?? render.stderr}`).toBe(0);
    expect(statSync(`${out}.png`).size).toBeGreaterThan(1000);
    const text = spawnSync('pdftotext', ['-l', '1', pdf, '-'], { encoding: 'utf8' }).stdout;
    expect(text).toContain('Karakoram Trails');
  });
});
