import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Payout } from '@portal/contracts';

import { csvLines } from '../../test/csv-lines';
import { makeBooking, makePayout } from '../../test/factories';
import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';
import type { Database } from '../db/database';

async function addPayout(
  db: Database,
  supplierId: string,
  values: { date: string; amount: number; bank: string; method?: string; status?: string },
) {
  const booking = await makeBooking(db, supplierId, { tour_name: 'Hunza Valley', selected_date: '2026-06-01', total_price: 50000 });
  const status = values.status ?? 'pending';
  const payout = await makePayout(db, supplierId, {
    booking_id: booking.booking_id,
    payout_date: values.date,
    final_amount: values.amount,
    bank_name: values.bank,
    payout_method: values.method ?? 'bank_transfer',
    payout_status: status,
    processed_at: status === 'processed' ? new Date() : null,
  });
  return {
    payout_id: payout.payout_id,
    payout_number: payout.payout_number,
    booking_id: booking.booking_id,
    booking_number: booking.booking_number,
  };
}

describe('GET /payouts/supplier', () => {
  let t: TestApp;
  let me: SignedIn;
  let rows: Awaited<ReturnType<typeof addPayout>>[];

  const list = async (query = '', who: SignedIn = me) => {
    const reply = await t.app.inject({ method: 'GET', url: api(`/payouts/supplier${query}`), headers: who.headers });
    return { status: reply.statusCode, total: Number(reply.headers['x-total-count']), body: reply.json<Payout[]>() };
  };

  before(async () => {
    t = await createTestApp();
    me = await signUpSupplier(t.app);
    rows = [
      await addPayout(t.db, me.supplierId!, { date: '2026-01-10', amount: 30000, bank: 'Meezan Bank', status: 'processed' }),
      await addPayout(t.db, me.supplierId!, { date: '2026-03-05', amount: 12000, bank: 'HBL' }),
      await addPayout(t.db, me.supplierId!, { date: '2026-02-20', amount: 45000, bank: 'Allied Bank', method: 'easypaisa' }),
      await addPayout(t.db, me.supplierId!, { date: '2026-04-01', amount: 8000, bank: '50%_Bank' }),
    ];
    const other = await signUpSupplier(t.app);
    await addPayout(t.db, other.supplierId!, { date: '2026-05-01', amount: 99000, bank: 'Meezan Bank' });
  });
  after(async () => {
    await t.close();
  });

  it("answers only the supplier's own payouts, newest due date first, with the total in X-Total-Count", async () => {
    const { status, total, body } = await list();
    assert.equal(status, 200);
    assert.equal(total, 4);
    assert.deepEqual(
      body.map((p) => p.payout_date),
      ['2026-04-01', '2026-03-05', '2026-02-20', '2026-01-10'],
    );
  });

  it('answers the fields of the spec with the booking number', async () => {
    const { body } = await list('?sort=due_asc&pageSize=1');
    assert.deepEqual(Object.keys(body[0]!).sort(), [
      'bank_name',
      'booking_id',
      'booking_number',
      'final_amount',
      'payout_date',
      'payout_id',
      'payout_method',
      'payout_number',
      'payout_status',
      'processed_at',
    ]);
    assert.equal(body[0]!.booking_number, rows[0]!.booking_number);
    assert.equal(body[0]!.payout_status, 'processed');
    assert.ok(!Number.isNaN(Date.parse(body[0]!.processed_at!)));
  });

  it('sorts by due date and by amount both ways', async () => {
    assert.deepEqual(
      (await list('?sort=due_asc')).body.map((p) => p.payout_date),
      ['2026-01-10', '2026-02-20', '2026-03-05', '2026-04-01'],
    );
    assert.deepEqual(
      (await list('?sort=amount_asc')).body.map((p) => p.final_amount),
      [8000, 12000, 30000, 45000],
    );
    assert.deepEqual(
      (await list('?sort=amount_desc')).body.map((p) => p.final_amount),
      [45000, 30000, 12000, 8000],
    );
  });

  it('pages with page and pageSize and keeps the total of every match', async () => {
    const second = await list('?sort=amount_asc&page=2&pageSize=3');
    assert.equal(second.total, 4);
    assert.deepEqual(
      second.body.map((p) => p.final_amount),
      [45000],
    );
    const beyond = await list('?page=9&pageSize=3');
    assert.deepEqual([beyond.total, beyond.body.length], [4, 0]);
  });

  it('searches by payout number, booking number, bank and payout method, ignoring case', async () => {
    assert.deepEqual(
      (await list(`?q=${rows[1]!.payout_number}`)).body.map((p) => p.payout_id),
      [rows[1]!.payout_id],
    );
    assert.deepEqual(
      (await list(`?q=%23${rows[2]!.booking_number}`)).body.map((p) => p.payout_id),
      [rows[2]!.payout_id],
    );
    assert.deepEqual(
      (await list('?q=meezan')).body.map((p) => p.payout_id),
      [rows[0]!.payout_id],
    );
    assert.deepEqual(
      (await list('?q=EASYPAISA')).body.map((p) => p.payout_id),
      [rows[2]!.payout_id],
    );
    assert.equal((await list('?q=bank%20transfer')).total, 3);
  });

  it('matches numbers exactly and ids by their start', async () => {
    assert.equal((await list(`?q=${rows[1]!.payout_number}0`)).total, 0);
    assert.equal((await list(`?q=${rows[3]!.payout_id.slice(4, 12)}`)).total, 0);
    assert.deepEqual(
      (await list(`?q=${rows[3]!.payout_id.slice(0, 13)}`)).body.map((p) => p.payout_id),
      [rows[3]!.payout_id],
    );
    assert.deepEqual(
      (await list(`?q=${rows[1]!.booking_id.toUpperCase()}`)).body.map((p) => p.payout_id),
      [rows[1]!.payout_id],
    );
  });

  it('takes LIKE wildcards in the search literally', async () => {
    assert.deepEqual(
      (await list('?q=50%25_')).body.map((p) => p.bank_name),
      ['50%_Bank'],
    );
    assert.equal((await list('?q=%25')).total, 1);
  });

  it('answers 400 with field errors for a bad sort, page or page size', async () => {
    for (const query of ['?sort=random', '?page=0', '?page=abc', '?pageSize=101']) {
      const reply = await list(query);
      assert.equal(reply.status, 400, query);
    }
    const { errors } = (await t.app.inject({ method: 'GET', url: api('/payouts/supplier?sort=x'), headers: me.headers })).json<{
      errors: { field: string }[];
    }>();
    assert.equal(errors[0]!.field, 'sort');
  });

  it('needs a token and a supplier', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: api('/payouts/supplier') })).statusCode, 401);
    const userOnly = await signUpSupplier(t.app, { supplier: false });
    assert.equal((await list('', userOnly)).status, 403);
  });
});

describe('GET /payouts/supplier.csv', () => {
  let t: TestApp;
  let me: SignedIn;
  before(async () => {
    t = await createTestApp();
    me = await signUpSupplier(t.app);
    // Bank names a spreadsheet would run as formulas, and one with a comma and quotes.
    for (const [date, bank] of [
      ['2026-01-10', '=HYPERLINK("http://evil.example","Click")'],
      ['2026-02-10', '+cmd|/c calc'],
      ['2026-03-10', '-2+3'],
      ['2026-04-10', '@SUM(A1:A9)'],
      ['2026-05-10', 'Bank "Al Habib", Karachi'],
    ] as const) {
      await addPayout(t.db, me.supplierId!, { date, amount: 12000, bank, status: date === '2026-01-10' ? 'processed' : 'pending' });
    }
    const other = await signUpSupplier(t.app);
    await addPayout(t.db, other.supplierId!, { date: '2026-06-01', amount: 99000, bank: 'Not mine' });
  });
  after(async () => {
    await t.close();
  });

  const csv = async (query = '', who: SignedIn = me) =>
    t.app.inject({ method: 'GET', url: api(`/payouts/supplier.csv${query}`), headers: who.headers });

  it("is the supplier's payouts as a formula-safe CSV file, in the chosen order", async () => {
    const reply = await csv('?sort=due_asc');
    assert.equal(reply.statusCode, 200);
    assert.match(String(reply.headers['content-type']), /^text\/csv/);
    assert.equal(reply.headers['content-disposition'], 'attachment; filename="payouts.csv"');
    const lines = csvLines(reply);
    assert.equal(lines[0], 'ID,Due on,Booking ID,Amount,Processed on,From,Status,Bank');
    assert.equal(lines.length, 6, 'five payouts, none of the other supplier');
    assert.ok(lines[1]!.endsWith(`,BANK TRANSFER,processed,"'=HYPERLINK(""http://evil.example"",""Click"")"`), lines[1]);
    assert.ok(lines[2]!.endsWith(",BANK TRANSFER,pending,'+cmd|/c calc"), lines[2]);
    assert.ok(lines[3]!.endsWith(",pending,'-2+3"), lines[3]);
    assert.ok(lines[4]!.endsWith(",pending,'@SUM(A1:A9)"), lines[4]);
    assert.ok(lines[5]!.endsWith(',pending,"Bank ""Al Habib"", Karachi"'), lines[5]);
    assert.match(lines[1]!, /^#\d+,2026-01-10,#\d+,12000,\d{4}-\d{2}-\d{2},/);
    assert.equal(reply.body.includes('Not mine'), false);
  });

  it('applies the search box, and refuses a malformed query', async () => {
    const lines = csvLines(await csv('?q=karachi'));
    assert.equal(lines.length, 2);
    assert.equal((await csv('?sort=sideways')).statusCode, 400);
  });

  it('is UTF-8 with a byte-order mark, so Excel shows Urdu and accented names as written', async () => {
    const urdu = await signUpSupplier(t.app);
    await addPayout(t.db, urdu.supplierId!, { date: '2026-07-01', amount: 5000, bank: 'میزان بینک' });
    await addPayout(t.db, urdu.supplierId!, { date: '2026-07-02', amount: 6000, bank: 'Crédit Agricole Zürich' });
    const lines = csvLines(await csv('?sort=due_asc', urdu));
    assert.ok(lines[1]!.endsWith(',میزان بینک'), lines[1]);
    assert.ok(lines[2]!.endsWith(',Crédit Agricole Zürich'), lines[2]);
  });
});
