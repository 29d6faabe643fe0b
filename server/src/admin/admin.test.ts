import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { createTestApp, type TestApp } from '../../test/test-app';
import { testConfig } from '../config';
import { memoryMailer } from '../mail/mailer';
import { seedDemo, type SeedResult } from '../seed/demo';
import { AdminError } from './admin-error';
import { addBooking } from './bookings';
import { processesUsing } from './command-database';
import { parseCommand } from './command-line';
import { type AdminDeps, runCommand } from './commands';
import { approveListing, listListings, rejectListing } from './listings';
import { answerTicket } from './tickets';

describe('admin commands', () => {
  let t: TestApp;
  let seeded: SeedResult;
  let deps: AdminDeps;
  const mailer = memoryMailer();
  const listingIn = async (status: string, supplierId = seeded.demo.supplierId) =>
    (
      await t.db.query<{ listing_id: string }>(
        'SELECT listing_id FROM listings WHERE supplier_id = $1 AND status = $2 ORDER BY title LIMIT 1',
        [supplierId, status],
      )
    )[0]!.listing_id;
  const listing = async (id: string) =>
    (
      await t.db.query<{ status: string; review_note: string | null; review_field: string | null; review_decision: string | null }>(
        'SELECT status, review_note, review_field, review_decision FROM listings WHERE listing_id = $1',
        [id],
      )
    )[0]!;
  const rejectsWith = (pattern: RegExp) => (error: unknown) => error instanceof AdminError && pattern.test(error.message);

  before(async () => {
    t = await createTestApp();
    seeded = await seedDemo(t.db);
    deps = { db: t.db, config: testConfig(), mailer };
  });
  after(async () => {
    await t.close();
  });

  it('approves a listing under review, logs it as the marketplace team and e-mails the supplier', async () => {
    const id = await listingIn('pending_review');
    const decision = await approveListing(deps, id);
    assert.deepEqual([decision.status, decision.old_status, decision.notified], ['approved', 'pending_review', true]);
    assert.equal((await listing(id)).status, 'approved');
    const [log] = await t.db.query<{ edited_by: string; edit_type: string; edited_fields: unknown }>(
      `SELECT edited_by, edit_type, edited_fields FROM listing_edit_logs WHERE listing_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [id],
    );
    assert.deepEqual(log, {
      edited_by: 'admin',
      edit_type: 'review_approved',
      edited_fields: { status: { old: 'pending_review', new: 'approved' } },
    });
    const mail = mailer.outbox.at(-1)!;
    assert.equal(mail.to, 'demo@supplier.test');
    assert.equal(mail.subject, `Your listing "${decision.title}" is live`);
    await assert.rejects(approveListing(deps, id), rejectsWith(/is not under review \(it is Live\)/));
  });

  it('refuses to approve a listing of a supplier whose verification documents are missing, with a clear message', async () => {
    const id = await listingIn('pending_review');
    const [{ profile_data: kept }] = (await t.db.query<{ profile_data: Record<string, unknown> }>(
      'SELECT profile_data FROM suppliers WHERE supplier_id = $1',
      [seeded.demo.supplierId],
    )) as [{ profile_data: Record<string, unknown> }];
    await t.db.query(
      `UPDATE suppliers SET profile_data = (profile_data || '{"dts_license": []}'::jsonb) - 'business_registration' WHERE supplier_id = $1`,
      [seeded.demo.supplierId],
    );
    try {
      const command = parseCommand(['approve-listing', id]);
      await assert.rejects(
        runCommand(deps, command),
        rejectsWith(
          /^The supplier demo@supplier\.test has not uploaded these verification documents yet: Business registration, DTS license\. .*My Profile, Verification documents/,
        ),
      );
      assert.equal((await listing(id)).status, 'pending_review', 'nothing changed');
    } finally {
      await t.db.query('UPDATE suppliers SET profile_data = $2 WHERE supplier_id = $1', [seeded.demo.supplierId, kept]);
    }
    assert.equal((await approveListing(deps, id)).status, 'approved', 'with the documents there, it is approved');
  });

  it('approves an edit under review: the revision replaces the live version', async () => {
    const id = await listingIn('edit_pending_review');
    const [before] = await t.db.query<{ pending_revision: { price: number } }>(
      'SELECT pending_revision FROM listings WHERE listing_id = $1',
      [id],
    );
    await runCommand(deps, parseCommand(['approve-listing', id]));
    const [after] = await t.db.query<{ status: string; price: number; pending_revision: unknown }>(
      'SELECT status, price, pending_revision FROM listings WHERE listing_id = $1',
      [id],
    );
    assert.deepEqual(after, { status: 'approved', price: before!.pending_revision.price, pending_revision: null });
    assert.match(mailer.outbox.at(-1)!.subject, /^Your changes to ".*" are live$/);
  });

  it('rejects a listing with the reason and the field it is about', async () => {
    const id = await listingIn('pending_review');
    const decision = await runCommand(
      deps,
      parseCommand(['reject-listing', id, '--reason', 'Photos are missing', '--field', 'meta_data.photos']),
    );
    assert.deepEqual(await listing(id), {
      status: 'not_approved',
      review_note: 'Photos are missing',
      review_field: 'meta_data.photos',
      review_decision: 'rejected',
    });
    assert.equal((decision as { review_note: string }).review_note, 'Photos are missing');
    assert.match(mailer.outbox.at(-1)!.text, /Reason \(about: Photos\): Photos are missing/);
  });

  it('refuses a rejection without a reason or about an unknown field, and unknown or malformed ids', async () => {
    const id = await listingIn('pending_review');
    await assert.rejects(rejectListing(deps, id), rejectsWith(/needs a reason/));
    await assert.rejects(rejectListing(deps, id, 'Bad', 'meta_data.colour'), rejectsWith(/Unknown field 'meta_data.colour'/));
    await assert.rejects(rejectListing(deps, '00000000-0000-4000-8000-000000000000', 'Bad'), rejectsWith(/not found/));
    await assert.rejects(approveListing(deps, 'L12345'), rejectsWith(/must be a UUID/));
    assert.equal((await listing(id)).status, 'pending_review');
  });

  it('answers an open ticket as admin and bumps its updated_at', async () => {
    const [ticket] = await t.db.query<{ ticket_id: string; ticket_number: number; updated_at: Date }>(
      `SELECT ticket_id, ticket_number, updated_at FROM support_tickets WHERE supplier_id = $1 AND status = 'open' ORDER BY ticket_number LIMIT 1`,
      [seeded.demo.supplierId],
    );
    const answer = await answerTicket(t.db, ticket!.ticket_id, '  We are looking into it.  ');
    assert.equal(answer.body, 'We are looking into it.');
    const [latest] = await t.db.query<{ author: string; body: string }>(
      'SELECT author, body FROM ticket_responses WHERE ticket_id = $1 ORDER BY created_at DESC LIMIT 1',
      [ticket!.ticket_id],
    );
    assert.deepEqual(latest, { author: 'admin', body: 'We are looking into it.' });
    const [after] = await t.db.query<{ updated_at: Date }>('SELECT updated_at FROM support_tickets WHERE ticket_id = $1', [
      ticket!.ticket_id,
    ]);
    assert.ok(after!.updated_at > ticket!.updated_at);
    const byNumber = await runCommand(deps, parseCommand(['answer-ticket', String(ticket!.ticket_number), 'Resolved on our side.']));
    assert.equal((byNumber as { ticket_id: string }).ticket_id, ticket!.ticket_id);
  });

  it('refuses to answer a closed ticket or with no text', async () => {
    const [closed] = await t.db.query<{ ticket_id: string }>(`SELECT ticket_id FROM support_tickets WHERE status = 'closed' LIMIT 1`);
    await assert.rejects(answerTicket(t.db, closed!.ticket_id, 'Hello'), rejectsWith(/closed/));
    await assert.rejects(answerTicket(t.db, closed!.ticket_id, '   '), rejectsWith(/empty/));
  });

  it('adds a booking for the supplier with the defaults', async () => {
    const booking = await addBooking(t.db, { supplierEmail: 'DEMO@supplier.test' });
    const [row] = await t.db.query<{
      supplier_id: string;
      booking_status: string;
      selected_people: number;
      total_price: number;
      listing_type: string;
      price: number;
      customer_name: string;
    }>(`SELECT b.*, l.price FROM bookings b JOIN listings l USING (listing_id) WHERE booking_id = $1`, [booking.booking_id]);
    assert.equal(row!.supplier_id, seeded.demo.supplierId);
    assert.equal(row!.booking_status, 'confirmed');
    assert.equal(row!.selected_people, 2);
    assert.equal(row!.total_price, row!.price * 2);
    assert.ok(['tour', 'trek'].includes(row!.listing_type));
    assert.equal(row!.customer_name, 'Walk-in Customer');
  });

  it('adds a booking with every option, reusing a customer of that name', async () => {
    const [customer] = await t.db.query<{ user_id: string; full_name: string }>(
      `SELECT user_id, full_name FROM users WHERE role = 'customer' ORDER BY email LIMIT 1`,
    );
    const listingId = await listingIn('approved', seeded.other!.supplierId);
    const reply = (await runCommand(
      deps,
      parseCommand([
        'add-booking',
        '--supplier',
        'other@supplier.test',
        '--listing',
        listingId,
        '--customer',
        customer!.full_name.toUpperCase(),
        '--date',
        '2030-05-01',
        '--people',
        '3',
        '--total',
        '99000',
        '--status',
        'cancelled',
      ]),
    )) as { booking_id: string; booking_number: number };
    assert.ok(reply.booking_number > 0);
    const [row] = await t.db.query<Record<string, unknown>>('SELECT * FROM bookings WHERE booking_id = $1', [reply.booking_id]);
    assert.equal(row!.supplier_id, seeded.other!.supplierId);
    assert.equal(row!.customer_id, customer!.user_id);
    assert.equal(row!.selected_date, '2030-05-01');
    // That listing states no cancellation terms, so nothing is promised (a 7-day line would give 2030-04-24).
    assert.equal(row!.free_cancellation_until, null);
    assert.equal(row!.selected_people, 3);
    assert.equal(row!.total_price, 99000);
    assert.equal(row!.booking_status, 'cancelled');
    assert.ok(row!.cancelled_at);
  });

  it("refuses another supplier's listing and bad options", async () => {
    const foreign = await listingIn('approved', seeded.other!.supplierId);
    await assert.rejects(
      addBooking(t.db, { supplierEmail: 'demo@supplier.test', listingId: foreign }),
      rejectsWith(/not found for this supplier/),
    );
    await assert.rejects(addBooking(t.db, { supplierEmail: 'nobody@supplier.test' }), rejectsWith(/No supplier/));
    await assert.rejects(
      runCommand(deps, parseCommand(['add-booking', '--supplier', 'demo@supplier.test', '--people', '0'])),
      rejectsWith(/--people/),
    );
    await assert.rejects(
      runCommand(deps, parseCommand(['add-booking', '--supplier', 'demo@supplier.test', '--date', '2030-13-01'])),
      rejectsWith(/YYYY-MM-DD/),
    );
    await assert.rejects(runCommand(deps, parseCommand(['add-booking'])), rejectsWith(/--supplier/));
  });

  it("lists one supplier's listings, by status, or every listing under review", async () => {
    const rows = await listListings(t.db, { supplierEmail: 'other@supplier.test' });
    assert.equal(rows.length, 3);
    assert.ok(rows.every((r) => r.listing_type === 'hotel'));
    const demo = (await runCommand(deps, parseCommand(['list-listings', '--supplier', 'demo@supplier.test']))) as unknown[];
    assert.equal(demo.length, 42);
    const queue = (await runCommand(deps, parseCommand(['list-listings']))) as { status: string; has_pending_edit: boolean }[];
    assert.ok(queue.length > 0 && queue.every((r) => ['pending_review', 'edit_pending_review'].includes(r.status)));
    assert.ok(queue.every((r) => r.has_pending_edit === (r.status === 'edit_pending_review')));
    const live = await listListings(t.db, { supplierEmail: 'demo@supplier.test', status: 'approved' });
    assert.ok(live.length > 0 && live.every((r) => r.status === 'approved'));
    await assert.rejects(listListings(t.db, { status: 'live' }), rejectsWith(/--status must be one of/));
  });

  it('reads the command line strictly', () => {
    assert.equal(parseCommand([]).name, 'help');
    assert.throws(() => parseCommand(['delete-everything']), rejectsWith(/Unknown command/));
    assert.throws(() => parseCommand(['approve-listing']), rejectsWith(/Usage: approve-listing <listingId>/));
    assert.throws(() => parseCommand(['list-listings', '--supplierr', 'x']), AdminError);
    assert.throws(
      () => parseCommand(['customer-message', '#1042']),
      rejectsWith(/Usage: customer-message <bookingId or booking number> "<text>"/),
    );
    assert.deepEqual(parseCommand(['post-review', '#1042', '5', 'Lovely trip']).positionals, ['#1042', '5', 'Lovely trip']);
  });
});

describe('the PGlite data folder check', () => {
  it('finds another process holding a file in the folder, not this one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'admin-lock-'));
    const file = join(dir, 'held');
    writeFileSync(file, '');
    const mine = openSync(file, 'r');
    assert.deepEqual(processesUsing(dir), []);
    const child = spawn('sleep', ['30'], { stdio: [mine, 'ignore', 'ignore'] });
    try {
      await new Promise((resolve) => child.once('spawn', resolve));
      assert.deepEqual(processesUsing(dir), [child.pid]);
    } finally {
      child.kill();
      closeSync(mine);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('admin command line', () => {
  const serverDir = fileURLToPath(new URL('../..', import.meta.url));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/admin/main.ts', ...args], {
      cwd: serverDir,
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: 'memory' },
    });

  it('prints help as JSON and exits 0', () => {
    const result = run('help');
    assert.equal(result.status, 0, result.stderr);
    assert.ok((JSON.parse(result.stdout) as { commands: string[] }).commands.some((c) => c.startsWith('add-booking --supplier')));
  });

  it('prints a mistake on stderr and exits 1', () => {
    const result = run('approve-listing');
    assert.equal(result.status, 1);
    assert.equal(result.stdout, '');
    assert.match(result.stderr, /Usage: approve-listing/);
  });
});
