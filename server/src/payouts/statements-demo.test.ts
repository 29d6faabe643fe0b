import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_SUPPLIER, type Payout, type PayoutStatement } from '@portal/contracts';

import { csvLines } from '../../test/csv-lines';
import { api, createTestApp, type TestApp } from '../../test/test-app';
import { karachiToday } from '../pakistan-time';
import { seedDemo } from '../seed/demo';

/** Statements, payouts and bookings of the demo data agree to the rupee. */
describe('payout statements of the demo data', () => {
  let t: TestApp;
  let headers: { authorization: string };
  let payouts: Payout[];
  const get = (url: string) => t.app.inject({ method: 'GET', url: api(url), headers });

  before(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    const login = await t.app.inject({ method: 'POST', url: api('/users/login'), payload: DEMO_SUPPLIER });
    headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    payouts = (await get('/payouts/supplier?pageSize=100&sort=due_asc')).json<Payout[]>();
    const total = Number((await get('/payouts/supplier?pageSize=1')).headers['x-total-count']);
    for (let page = 2; payouts.length < total; page += 1)
      payouts.push(...(await get(`/payouts/supplier?pageSize=100&sort=due_asc&page=${page}`)).json<Payout[]>());
  });
  after(async () => {
    await t.close();
  });

  it("adds every payout's lines up to its amount, each line's gross being its booking's price, of the payout's supplier", async () => {
    const wrong = await t.db.query(
      `SELECT p.payout_id FROM payouts p LEFT JOIN payout_lines l ON l.payout_id = p.payout_id LEFT JOIN bookings b ON b.booking_id = l.booking_id
        GROUP BY p.payout_id, p.final_amount
       HAVING count(l.line_id) = 0 OR sum(l.net) <> p.final_amount OR bool_or(b.booking_id IS NULL OR b.total_price <> l.gross
           OR b.supplier_id <> p.supplier_id OR b.booking_status <> 'completed')`,
    );
    assert.deepEqual(wrong, []);
  });

  it('pays each completed booking exactly once', async () => {
    const [counts] = await t.db.query<{ completed: number; paid: number; lines: number }>(
      `SELECT (SELECT count(*)::int FROM bookings WHERE booking_status = 'completed') AS completed,
              (SELECT count(DISTINCT booking_id)::int FROM payout_lines) AS paid, (SELECT count(*)::int FROM payout_lines) AS lines`,
    );
    assert.equal(counts!.paid, counts!.completed);
    assert.equal(counts!.lines, counts!.completed);
  });

  it("answers each payout's statement with totals equal to the payout in My Payouts, refunds and adjustments among them", async () => {
    assert.ok(payouts.length > 100, String(payouts.length));
    let refunds = 0;
    let adjustments = 0;
    for (const payout of payouts) {
      const { lines, totals, payout: shown } = (await get(`/payouts/supplier/${payout.payout_id}/statement`)).json<PayoutStatement>();
      assert.equal(totals.net, payout.final_amount, `payout #${payout.payout_number}`);
      assert.equal(shown.final_amount, payout.final_amount);
      assert.ok(lines.some((l) => l.booking_id === payout.booking_id));
      for (const l of lines) assert.equal(l.net, l.gross - l.commission - l.refund + l.adjustment);
      refunds += totals.refund > 0 ? 1 : 0;
      adjustments += totals.adjustment !== 0 ? 1 : 0;
    }
    assert.ok(refunds > 0 && adjustments > 0, `${refunds} refunds, ${adjustments} adjustments`);
  });

  it("totals each past month's CSV statement to the payouts due that month", async () => {
    const thisMonth = karachiToday().slice(0, 7);
    const months = [...new Set(payouts.map((p) => p.payout_date.slice(0, 7)))].filter((m) => m < thisMonth);
    assert.ok(months.length >= 12, months.join());
    for (const month of months) {
      const due = payouts.filter((p) => p.payout_date.startsWith(month));
      const lines = csvLines(await get(`/payouts/supplier/statement.csv?month=${month}`));
      assert.equal(lines.length, due.length + 2, month);
      const net = Number(lines.at(-1)!.split(',').at(-1));
      assert.equal(
        net,
        due.reduce((sum, p) => sum + p.final_amount, 0),
        month,
      );
    }
  });
});
