import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';

import type { PayoutStatement } from '@portal/contracts';

import { csvLines } from '../../test/csv-lines';
import { makeBooking, makePayout } from '../../test/factories';
import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';
import type { Database } from '../db/database';
import { karachiToday } from '../pakistan-time';

interface Line {
  gross: number;
  commission: number;
  refund?: number;
  adjustment?: number;
  note?: string;
  customer?: string;
}

/** A payout of the given lines, each paying a booking of its gross; the payout's amount is the lines' nets. */
async function addPayout(db: Database, supplierId: string, date: string, lines: Line[]) {
  const nets = lines.map((l) => l.gross - l.commission - (l.refund ?? 0) + (l.adjustment ?? 0));
  const bookings = [];
  for (const l of lines) {
    bookings.push(
      await makeBooking(db, supplierId, {
        tour_name: 'Fairy Meadows Trek',
        customer_name: l.customer ?? 'Bilal Ahmed',
        selected_date: date,
        total_price: l.gross,
      }),
    );
  }
  const payout = await makePayout(db, supplierId, {
    booking_id: bookings[0]!.booking_id,
    payout_date: date,
    final_amount: nets.reduce((a, b) => a + b, 0),
  });
  for (const [i, l] of lines.entries()) {
    await db.query(
      `INSERT INTO payout_lines (payout_id, booking_id, gross, commission, refund, adjustment, adjustment_note, net) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [payout.payout_id, bookings[i]!.booking_id, l.gross, l.commission, l.refund ?? 0, l.adjustment ?? 0, l.note ?? null, nets[i]!],
    );
  }
  return payout;
}

/** The text of a PDF as poppler's pdftotext reads it (layout kept, so a row stays on one line). */
function pdfText(pdf: Buffer): string {
  const result = spawnSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
  assert.equal(result.status, 0, `pdftotext (poppler-utils) must be installed: ${result.error?.message ?? result.stderr}`);
  return result.stdout;
}

describe('payout statements', () => {
  let t: TestApp;
  let me: SignedIn;
  let other: SignedIn;
  let march: Awaited<ReturnType<typeof addPayout>>;
  let theirs: Awaited<ReturnType<typeof addPayout>>;

  const get = (url: string, who: SignedIn = me) => t.app.inject({ method: 'GET', url: api(url), headers: who.headers });

  before(async () => {
    t = await createTestApp();
    me = await signUpSupplier(t.app, { profile_data: { business_name: 'Skardu Trails', office_address: 'Airport Road, Skardu' } });
    other = await signUpSupplier(t.app, { profile_data: { business_name: 'Other Tours' } });
    march = await addPayout(t.db, me.supplierId!, '2025-03-20', [
      { gross: 1250000, commission: 150000, customer: 'Ayesha Siddiqui' },
      {
        gross: 40000,
        commission: 4800,
        refund: 4000,
        adjustment: -1500,
        note: 'Jeep hire paid by the marketplace',
        customer: 'Omar Farooq',
      },
    ]);
    await addPayout(t.db, me.supplierId!, '2025-03-05', [{ gross: 20000, commission: 2400, customer: 'Sana Javed' }]);
    await addPayout(t.db, me.supplierId!, '2025-04-01', [{ gross: 99999, commission: 12000, customer: 'April Customer' }]);
    theirs = await addPayout(t.db, other.supplierId!, '2025-03-10', [{ gross: 77777, commission: 9333, customer: 'Not Mine' }]);
  });
  after(async () => {
    await t.close();
  });

  it("answers a payout's bookings with gross, commission, refund, adjustment and net, totals adding up to the payout", async () => {
    const reply = await get(`/payouts/supplier/${march.payout_id}/statement`);
    assert.equal(reply.statusCode, 200);
    const { payout, lines, totals } = reply.json<PayoutStatement>();
    assert.equal(payout.payout_id, march.payout_id);
    assert.deepEqual(
      lines.map((l) => [l.customer_name, l.gross, l.commission, l.refund, l.adjustment, l.net]),
      [
        ['Ayesha Siddiqui', 1250000, 150000, 0, 0, 1100000],
        ['Omar Farooq', 40000, 4800, 4000, -1500, 29700],
      ],
    );
    assert.equal(lines[1]!.adjustment_note, 'Jeep hire paid by the marketplace');
    assert.ok(lines.every((l) => typeof l.booking_number === 'number' && l.tour_name === 'Fairy Meadows Trek'));
    assert.deepEqual(totals, { gross: 1290000, commission: 154800, refund: 4000, adjustment: -1500, net: 1129700 });
    assert.equal(totals.net, payout.final_amount);
  });

  it("answers 404 for another supplier's payout, an unknown one and a malformed id", async () => {
    assert.equal((await get(`/payouts/supplier/${theirs.payout_id}/statement`)).statusCode, 404);
    assert.equal((await get(`/payouts/supplier/${theirs.payout_id}/statement`, other)).statusCode, 200);
    assert.equal((await get('/payouts/supplier/00000000-0000-4000-8000-000000000000/statement')).statusCode, 404);
    assert.equal((await get('/payouts/supplier/not-an-id/statement')).statusCode, 404);
  });

  it("is the month's statement as CSV: its own payouts due that month, each line, then totals that sum the lines", async () => {
    const reply = await get('/payouts/supplier/statement.csv?month=2025-03');
    assert.equal(reply.statusCode, 200);
    assert.equal(reply.headers['content-disposition'], 'attachment; filename="statement-2025-03.csv"');
    const lines = csvLines(reply);
    assert.equal(lines[0], 'Payout ID,Due on,Booking ID,Customer,Tour,Gross,Commission,Refund,Adjustment,Net');
    assert.deepEqual(
      lines.slice(1).map((l) => l.split(',').slice(3).join(',')),
      [
        'Sana Javed,Fairy Meadows Trek,20000,-2400,0,0,17600',
        'Ayesha Siddiqui,Fairy Meadows Trek,1250000,-150000,0,0,1100000',
        'Omar Farooq,Fairy Meadows Trek,40000,-4800,-4000,-1500,29700',
        ',,1310000,-157200,-4000,-1500,1147300',
      ],
    );
    assert.match(lines[1]!, /^#\d+,2025-03-05,#\d+,/);
    assert.ok(lines[4]!.startsWith('Totals,'));
  });

  it("is the month's statement as a PDF with the business, its address, the period, the lines and the totals in rupees", async () => {
    const reply = await get('/payouts/supplier/statement.pdf?month=2025-03');
    assert.equal(reply.statusCode, 200);
    assert.equal(reply.headers['content-type'], 'application/pdf');
    assert.equal(reply.headers['content-disposition'], 'attachment; filename="statement-2025-03.pdf"');
    assert.equal(reply.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
    const text = pdfText(reply.rawPayload);
    for (const expected of [
      'Skardu Trails',
      'Airport Road, Skardu',
      'March 2025 (01/03/2025 to 31/03/2025)',
      'Ayesha Siddiqui',
      'Rs 1,250,000',
      '-Rs 150,000',
      'Rs 1,100,000',
      'Rs 1,147,300',
      '-Rs 1,500, Jeep hire paid by the marketplace',
    ]) {
      assert.ok(text.includes(expected), `${expected} in:\n${text}`);
    }
    assert.equal(text.includes('Not Mine'), false);
    assert.equal(text.includes('April Customer'), false);
  });

  it('says so in a statement of a month without payouts', async () => {
    const text = pdfText((await get('/payouts/supplier/statement.pdf?month=2024-02')).rawPayload);
    assert.ok(text.includes('No payouts were due in this month.'), text);
  });

  it('refuses a malformed month, and a month that has not ended, with the field', async () => {
    const thisMonth = karachiToday().slice(0, 7);
    for (const query of ['', '?month=2025-13', '?month=March', `?month=${thisMonth}`, '?month=2999-01']) {
      for (const file of ['pdf', 'csv']) {
        const reply = await get(`/payouts/supplier/statement.${file}${query}`);
        assert.equal(reply.statusCode, 400, `${file}${query}`);
        assert.equal(reply.json<{ errors: { field: string }[] }>().errors[0]!.field, 'month');
      }
    }
  });

  it('needs a token and a supplier', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: api('/payouts/supplier/statement.csv?month=2025-03') })).statusCode, 401);
    const userOnly = await signUpSupplier(t.app, { supplier: false });
    assert.equal((await get(`/payouts/supplier/${march.payout_id}/statement`, userOnly)).statusCode, 403);
  });
});
