import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import * as v from 'valibot';

import { DEMO_SUPPLIER, DOCUMENT_FIELDS, ListingSchema, missingDocuments, type SupplierType } from '@portal/contracts';

import { api, createTestApp, type TestApp } from '../../test/test-app';
import type { SqlValue } from '../db/database';
import { DEMO_ACCOUNT } from './accounts';
import { isSeeded, planSeed, seedDemo, type SeedResult } from './demo';
import { DEMO_TEAM } from './team';

/** The server's name of a file, from its address (/api/v1/files/{stored name}/{uploaded name}). */
const storedNameOf = (url: string) => url.split('/')[4]!;

type CountRow = { key: string; n: number };

describe('demo seed', () => {
  let t: TestApp;
  let seeded: SeedResult;
  const count = async (sql: string, params: SqlValue[] = []) => (await t.db.query<{ n: number }>(sql, params))[0]!.n;
  const grouped = async (sql: string, params: string[]) =>
    Object.fromEntries((await t.db.query<CountRow>(sql, params)).map((r) => [r.key, Number(r.n)]));
  const textOf = async (name: string) => {
    const chunks: Buffer[] = [];
    for await (const chunk of (await t.storage.open(name)) ?? []) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString();
  };

  before(async () => {
    t = await createTestApp();
    assert.equal(await isSeeded(t.db), false);
    seeded = await seedDemo(t.db, { storage: t.storage });
  });
  after(async () => {
    await t.close();
  });

  it('creates the demo supplier, verified, with a bank account and a verified e-mail', async () => {
    assert.equal(seeded.created, true);
    assert.equal(await isSeeded(t.db), true);
    const [user] = await t.db.query<{
      full_name: string;
      email_verified_at: string | null;
      bank_account: { iban: string; branchCode: string };
      profile_photo: string | null;
      role: string;
    }>('SELECT * FROM users WHERE user_id = $1', [seeded.demo.userId]);
    assert.equal(user!.full_name, 'Ayesha Khan');
    assert.equal(user!.role, 'supplier');
    assert.ok(user!.email_verified_at);
    assert.equal(user!.profile_photo, null);
    assert.match(user!.bank_account.iban, /^PK[0-9]{2}[A-Z]{4}[0-9]{16}$/);
    assert.match(user!.bank_account.branchCode, /^[0-9]{4}$/);
    const [supplier] = await t.db.query<{ supplier_type: string; verification_status: string; profile_data: Record<string, unknown> }>(
      'SELECT * FROM suppliers WHERE supplier_id = $1',
      [seeded.demo.supplierId],
    );
    assert.equal(supplier!.supplier_type, 'tour_operator');
    assert.equal(supplier!.verification_status, 'verified');
    assert.equal(supplier!.profile_data.business_name, 'Karakoram Trails');
    assert.equal(supplier!.profile_data.international_tourists, true);
  });

  it('gives both suppliers every verification document of their type, stored as their own private files', async () => {
    for (const account of [seeded.demo, seeded.other!]) {
      const [supplier] = await t.db.query<{
        supplier_type: SupplierType;
        profile_data: Record<string, unknown>;
        verification_doc: string[];
      }>('SELECT * FROM suppliers WHERE supplier_id = $1', [account.supplierId]);
      assert.deepEqual(missingDocuments(supplier!.supplier_type, supplier!.profile_data), [], account.email);
      const names = supplier!.verification_doc.map(storedNameOf);
      assert.equal(names.length, DOCUMENT_FIELDS[supplier!.supplier_type].length);
      for (const name of names) assert.match(await textOf(name), /^%PDF-/);
      assert.equal(
        await count('SELECT count(*)::int AS n FROM uploads WHERE stored_name = ANY($1::text[]) AND private AND owner_id = $2', [
          names,
          account.userId,
        ]),
        names.length,
      );
    }
  });

  it('gives the demo supplier 320 bookings of tours and treks in every status, past and upcoming', async () => {
    const id = seeded.demo.supplierId;
    assert.equal(await count('SELECT count(*)::int AS n FROM bookings WHERE supplier_id = $1', [id]), 320);
    const byStatus = await grouped('SELECT booking_status AS key, count(*)::int AS n FROM bookings WHERE supplier_id = $1 GROUP BY 1', [
      id,
    ]);
    for (const status of ['pending', 'confirmed', 'completed', 'cancelled']) assert.ok(byStatus[status]! > 0, status);
    const byType = await grouped('SELECT listing_type AS key, count(*)::int AS n FROM bookings WHERE supplier_id = $1 GROUP BY 1', [id]);
    assert.deepEqual(Object.keys(byType).sort(), ['tour', 'trek']);
    const shape = await t.db.query<{
      upcoming: number;
      old: number;
      private: number;
      international: number;
      addons: number;
      orphans: number;
      late: number;
    }>(
      `SELECT count(*) FILTER (WHERE selected_date > current_date)::int AS upcoming,
              count(*) FILTER (WHERE selected_date < current_date - 600)::int AS old,
              count(*) FILTER (WHERE group_type = 'private')::int AS private,
              count(*) FILTER (WHERE audience = 'international')::int AS international,
              count(*) FILTER (WHERE jsonb_array_length(selected_add_ons) > 0)::int AS addons,
              count(*) FILTER (WHERE l.title IS DISTINCT FROM b.tour_name OR c.role <> 'customer')::int AS orphans,
              count(*) FILTER (WHERE b.created_at::date > b.selected_date)::int AS late
       FROM bookings b LEFT JOIN listings l USING (listing_id) LEFT JOIN users c ON c.user_id = b.customer_id WHERE b.supplier_id = $1`,
      [id],
    );
    const s = shape[0]!;
    assert.ok(s.upcoming >= 30 && s.old > 0 && s.private > 0 && s.international > 0 && s.addons > 0, JSON.stringify(s));
    assert.equal(s.orphans, 0);
    assert.equal(s.late, 0);
  });

  it('has every listing type in every status', async () => {
    const rows = await t.db.query<{ listing_type: string; statuses: string[] }>(
      'SELECT listing_type, array_agg(DISTINCT status ORDER BY status) AS statuses FROM listings WHERE supplier_id = $1 GROUP BY 1',
      [seeded.demo.supplierId],
    );
    assert.equal(rows.length, 8);
    // The trips' rejected ones were deactivated by the supplier; the other kinds' were refused in review (not_approved).
    for (const row of rows) {
      const notLive = row.listing_type === 'tour' || row.listing_type === 'trek' ? 'rejected' : 'not_approved';
      assert.deepEqual(row.statuses, ['approved', 'edit_pending_review', notLive, 'pending_review'].sort(), row.listing_type);
    }
    assert.equal(await count('SELECT count(*)::int AS n FROM listings WHERE supplier_id = $1', [seeded.demo.supplierId]), 42);
  });

  it('gives every listing stored photos, meta_data the listing schemas accept, and a history', async () => {
    const login = await t.app.inject({ method: 'POST', url: api('/users/login'), payload: DEMO_SUPPLIER });
    const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const rows = await t.db.query<{ listing_id: string; status: string; logs: string[]; note: string | null }>(
      `SELECT l.listing_id, l.status, l.review_note AS note, array_agg(g.edit_type ORDER BY g.created_at) AS logs
         FROM listings l JOIN listing_edit_logs g USING (listing_id) WHERE l.supplier_id = $1 GROUP BY 1, 2, 3`,
      [seeded.demo.supplierId],
    );
    assert.equal(rows.length, 42);
    const photos = new Set<string>();
    for (const row of rows) {
      const reply = await t.app.inject({ method: 'GET', url: api(`/listings/${row.listing_id}`), headers });
      const parsed = v.safeParse(ListingSchema, reply.json());
      assert.ok(parsed.success, `${row.listing_id}: ${parsed.success ? '' : v.summarize(parsed.issues)}`);
      const listing = parsed.output;
      assert.ok(listing.meta_data.photos.length >= 3);
      listing.meta_data.photos.forEach((url) => photos.add(storedNameOf(url)));
      assert.equal(row.logs[0], 'created');
      assert.equal(listing.pending_changes.length > 0, row.status === 'edit_pending_review', listing.title);
    }
    for (const name of photos) assert.ok(await t.storage.open(name), name);
    assert.equal(await count('SELECT count(*)::int AS n FROM uploads WHERE stored_name = ANY($1::text[])', [[...photos]]), photos.size);
    const refused = rows.filter((r) => r.logs.includes('review_rejected'));
    assert.ok(
      refused.some((r) => r.status === 'not_approved' && r.note) && refused.some((r) => r.status === 'approved' && r.note),
      'a refused listing and a refused edit',
    );
    assert.ok(
      rows.some((r) => r.logs.includes('status_change')),
      'a listing deactivated by its supplier',
    );
    const unlinked = await count('SELECT count(*)::int AS n FROM bookings WHERE supplier_id = $1 AND listing_id IS NULL', [
      seeded.demo.supplierId,
    ]);
    assert.equal(unlinked, 0);
  });

  it('gives every listing a schedule, and every booking that is not cancelled its capacity: nothing is oversold', async () => {
    assert.equal(
      await count(
        `SELECT count(*)::int AS n FROM listings l WHERE NOT EXISTS (SELECT 1 FROM availability_schedules s WHERE s.listing_id = l.listing_id)`,
      ),
      0,
    );
    assert.equal(await count(`SELECT count(*)::int AS n FROM bookings WHERE (booking_status = 'cancelled') = (slot_units IS NOT NULL)`), 0);
    // What the bookings hold, slot by slot (a whole-day booking holds each of its days), is what slot_usage counts.
    const slotsOff = await count(`
      WITH held AS (
        SELECT b.listing_id, d::date AS slot_date, coalesce(b.start_time::text, 'day') AS slot, sum(b.slot_units)::int AS units
          FROM bookings b CROSS JOIN LATERAL generate_series(b.selected_date,
               b.selected_date + CASE WHEN b.start_time IS NULL THEN b.duration_days - 1 ELSE 0 END, interval '1 day') AS d
         WHERE b.slot_units IS NOT NULL GROUP BY 1, 2, 3)
      SELECT count(*)::int AS n FROM held FULL JOIN (SELECT *, coalesce(start_time::text, 'day') AS slot FROM slot_usage) s
          ON s.listing_id = held.listing_id AND s.slot_date = held.slot_date AND s.slot = held.slot
       WHERE held.units IS DISTINCT FROM s.booked OR s.booked > s.capacity`);
    assert.equal(slotsOff, 0);
    const resourcesOff = await count(`
      WITH held AS (
        SELECT r.resource_id, d::date AS usage_date, sum(r.units)::int AS units
          FROM booking_resource_draws r JOIN bookings b USING (booking_id)
               CROSS JOIN LATERAL generate_series(b.selected_date, b.selected_date + b.duration_days - 1, interval '1 day') AS d
         GROUP BY 1, 2)
      SELECT count(*)::int AS n FROM held FULL JOIN resource_usage u USING (resource_id, usage_date)
       WHERE held.units IS DISTINCT FROM u.used OR u.used > u.capacity`);
    assert.equal(resourcesOff, 0);
    const pools = await grouped('SELECT name AS key, units AS n FROM resource_pools WHERE supplier_id = $1', [seeded.demo.supplierId]);
    assert.deepEqual(pools, { Jeeps: 8, Guides: 3 });
    assert.ok((await count(`SELECT count(*)::int AS n FROM booking_resource_draws`)) > 0);
    const notes = (await t.db.query<{ note: string }>('SELECT note FROM availability_exceptions WHERE closed ORDER BY note')).map(
      (r) => r.note,
    );
    assert.deepEqual(notes, ['Annual servicing', 'Eid holidays', 'Road closed by landslide on the Karakoram Highway']);
  });

  it('pays out completed bookings, some processed and some pending', async () => {
    const payouts = await grouped('SELECT payout_status AS key, count(*)::int AS n FROM payouts WHERE supplier_id = $1 GROUP BY 1', [
      seeded.demo.supplierId,
    ]);
    assert.ok(payouts.processed! > 100 && payouts.pending! > 0, JSON.stringify(payouts));
    const wrong = await count(
      `SELECT count(*)::int AS n FROM payouts p JOIN bookings b USING (booking_id)
       WHERE p.supplier_id = $1 AND (b.booking_status <> 'completed' OR (p.payout_status = 'processed') <> (p.processed_at IS NOT NULL))`,
      [seeded.demo.supplierId],
    );
    assert.equal(wrong, 0);
  });

  it('has 64 reviews of completed bookings, mostly good, some answered', async () => {
    const [r] = await t.db.query<{ n: number; good: number; replied: number; bad: number; wrong: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE rating >= 4)::int AS good, count(*) FILTER (WHERE rating <= 2)::int AS bad,
              count(reply_text)::int AS replied,
              count(*) FILTER (WHERE b.booking_status <> 'completed' OR (reply_text IS NULL) <> (replied_at IS NULL))::int AS wrong
       FROM reviews r JOIN bookings b USING (booking_id) WHERE r.supplier_id = $1`,
      [seeded.demo.supplierId],
    );
    assert.equal(r!.n, 64);
    assert.ok(r!.good > r!.n / 2 && r!.bad > 0 && r!.replied > 0, JSON.stringify(r));
    assert.equal(r!.wrong, 0);
  });

  it('has 10 conversations with customers, 4 of them unread by the supplier', async () => {
    const [m] = await t.db.query<{ conversations: number; unread: number; strangers: number }>(
      `SELECT count(DISTINCT m.booking_id)::int AS conversations,
              count(DISTINCT m.booking_id) FILTER (WHERE m.read_at IS NULL AND m.receiver_id = $2)::int AS unread,
              count(*) FILTER (WHERE NOT (m.sender_id IN ($2, b.customer_id) AND m.receiver_id IN ($2, b.customer_id)))::int AS strangers
       FROM messages m JOIN bookings b USING (booking_id) WHERE b.supplier_id = $1`,
      [seeded.demo.supplierId, seeded.demo.userId],
    );
    assert.deepEqual(m, { conversations: 10, unread: 4, strangers: 0 });
  });

  it("gives the bell a few recent events, from the rows they name: each unread conversation's last message among them", async () => {
    const events = await t.db.query<{ kind: string; object_id: string; booking_id: string | null; subject: string; created_at: Date }>(
      'SELECT kind, object_id, booking_id, subject, created_at FROM live_events WHERE supplier_id = $1 ORDER BY event_id',
      [seeded.demo.supplierId],
    );
    assert.ok(events.length >= 4 && events.length <= 9, `${events.length} events`);
    assert.ok(events.every((e) => ['message.received', 'booking.created', 'review.posted'].includes(e.kind)));
    const messages = events.filter((e) => e.kind === 'message.received');
    const unread = await t.db.query<{ booking_id: string; subject: string }>(
      `SELECT DISTINCT b.booking_id, '#' || b.booking_number || ' ' || b.tour_name || ', ' || b.customer_name AS subject
         FROM messages m JOIN bookings b USING (booking_id) WHERE b.supplier_id = $1 AND m.read_at IS NULL ORDER BY 1`,
      [seeded.demo.supplierId],
    );
    assert.deepEqual(
      messages.map((e) => ({ booking_id: e.object_id, subject: e.subject })).sort((a, b) => a.booking_id.localeCompare(b.booking_id)),
      unread,
    );
    assert.ok(messages.every((e) => e.booking_id === e.object_id));
    const times = events.map((e) => new Date(e.created_at).getTime());
    assert.deepEqual(
      times,
      [...times].sort((a, b) => a - b),
    );
  });

  it('has open and closed support tickets answered by admin and supplier', async () => {
    const tickets = await grouped('SELECT status AS key, count(*)::int AS n FROM support_tickets WHERE supplier_id = $1 GROUP BY 1', [
      seeded.demo.supplierId,
    ]);
    assert.deepEqual(tickets, { open: 3, closed: 3 });
    const authors = await grouped(
      'SELECT author AS key, count(*)::int AS n FROM ticket_responses JOIN support_tickets USING (ticket_id) WHERE supplier_id = $1 GROUP BY 1',
      [seeded.demo.supplierId],
    );
    assert.ok(authors.admin! > 0 && authors.supplier! > 0);
  });

  it('gives the second supplier, a hotel, data of its own', async () => {
    const other = seeded.other!;
    const [o] = await t.db.query<{ bookings: number; reviews: number; conversations: number; listings: number; foreign: number }>(
      `SELECT (SELECT count(*) FROM bookings WHERE supplier_id = $1)::int AS bookings,
              (SELECT count(*) FROM reviews WHERE supplier_id = $1)::int AS reviews,
              (SELECT count(DISTINCT booking_id) FROM messages WHERE sender_id = $2 OR receiver_id = $2)::int AS conversations,
              (SELECT count(*) FROM listings WHERE supplier_id = $1)::int AS listings,
              (SELECT count(*) FROM bookings b JOIN listings l USING (listing_id) WHERE b.supplier_id <> l.supplier_id)::int AS foreign`,
      [other.supplierId, other.userId],
    );
    assert.deepEqual(o, { bookings: 16, reviews: 4, conversations: 1, listings: 3, foreign: 0 });
  });

  it('signs the demo supplier in through the API', async () => {
    const login = await t.app.inject({ method: 'POST', url: api('/users/login'), payload: DEMO_SUPPLIER });
    assert.equal(login.statusCode, 200);
    const body = login.json<{ user: { user_id: string; supplier_id: string } }>();
    assert.deepEqual(body.user.supplier_id, seeded.demo.supplierId);
    assert.deepEqual(body.user.user_id, seeded.demo.userId);
    const other = await t.app.inject({
      method: 'POST',
      url: api('/users/login'),
      payload: { email: 'other@supplier.test', password: 'demo1234' },
    });
    assert.equal(other.statusCode, 200);
  });

  it("signs the demo supplier's team in, each with their role in the demo business", async () => {
    for (const { email, role } of DEMO_TEAM) {
      const login = await t.app.inject({ method: 'POST', url: api('/users/login'), payload: { email, password: DEMO_SUPPLIER.password } });
      assert.equal(login.statusCode, 200, email);
      const { supplier_id, role: signedInAs } = login.json<{ user: { supplier_id: string; role: string } }>().user;
      assert.deepEqual({ supplier_id, role: signedInAs }, { supplier_id: seeded.demo.supplierId, role });
    }
  });

  it("fills the demo team's activity log: entries by several members, newest first, read through the API", async () => {
    const login = await t.app.inject({ method: 'POST', url: api('/users/login'), payload: DEMO_SUPPLIER });
    const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const reply = await t.app.inject({ method: 'GET', url: api('/team/activity?pageSize=100'), headers });
    assert.equal(reply.statusCode, 200, reply.body);
    const entries = reply.json<{ member_name: string; kind: string; created_at: string }[]>();
    assert.ok(entries.length >= 15, `${entries.length} entries`);
    const names = new Set(entries.map((entry) => entry.member_name));
    for (const name of [DEMO_ACCOUNT.full_name, ...DEMO_TEAM.filter((m) => m.role !== 'guide').map((m) => m.full_name)])
      assert.ok(names.has(name), name);
    assert.ok(entries.every((entry) => Date.parse(entry.created_at) <= Date.now()));
    assert.ok(new Set(entries.map((entry) => entry.kind)).size >= 6);
  });

  it('gives the guide guide.karim a few bookings to show: two with a conversation, the rest ahead', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: api('/users/login'),
      payload: { email: 'guide.karim@supplier.test', password: DEMO_SUPPLIER.password },
    });
    const { token, user } = login.json<{ token: string; user: { user_id: string } }>();
    const headers = { authorization: `Bearer ${token}` };
    const list = await t.app.inject({ method: 'GET', url: api('/bookings/customer?pageSize=50'), headers });
    assert.equal(list.statusCode, 200, list.body);
    assert.equal(list.headers['x-total-count'], '6');
    const chats = await t.app.inject({ method: 'GET', url: api(`/chatting/user/${user.user_id}`), headers });
    assert.equal(chats.json<unknown[]>().length, 2);
    const [booking] = list.json<{ booking_id: string }[]>();
    const info = await t.app.inject({ method: 'GET', url: api(`/bookings/${booking!.booking_id}`), headers });
    const assigned = info
      .json<{ history: { kind: string; by: string; guide?: string }[] }>()
      .history.filter((line) => line.kind === 'assigned')
      .map(({ by, guide }) => ({ by, guide }));
    assert.deepEqual(assigned, [{ by: 'Usman Ali', guide: 'Karim Hunzai' }]);
  });

  it('adds nothing when run again', async () => {
    const before = await count(
      'SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM bookings) + (SELECT count(*) FROM messages) AS n',
    );
    const again = await seedDemo(t.db);
    assert.equal(again.created, false);
    assert.deepEqual(again.demo, seeded.demo);
    assert.deepEqual(again.other, seeded.other);
    assert.equal(
      await count('SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM bookings) + (SELECT count(*) FROM messages) AS n'),
      before,
    );
  });
});

describe('demo seed plan', () => {
  const hashes = { demo: 'x', other: 'x', customer: 'x' };
  const shape = (now: Date) => {
    const { plan } = planSeed(now, {}, hashes);
    return plan.bookings.map((b) => JSON.stringify([b.selected_date, b.booking_status, b.total_price, b.tour_name]));
  };

  it('is the same for the same day', () => {
    assert.deepEqual(shape(new Date('2026-03-10T08:00:00Z')), shape(new Date('2026-03-10T08:00:00Z')));
  });

  it('never dates anything after now, whatever the day', () => {
    for (const day of ['2026-01-01', '2026-06-30', '2026-12-31']) {
      const now = new Date(`${day}T00:30:00Z`);
      const { plan } = planSeed(now, {}, hashes);
      const instants = [...plan.bookings, ...plan.messages, ...plan.reviews, ...plan.payouts, ...plan.support_tickets]
        .flatMap((row) => ['created_at', 'read_at', 'replied_at', 'processed_at', 'cancelled_at'].map((k) => row[k]))
        .filter((v): v is Date => v instanceof Date);
      assert.equal(instants.filter((d) => d > now).length, 0, day);
    }
  });
});
