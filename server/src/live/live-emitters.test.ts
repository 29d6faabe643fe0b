import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { LiveEventKind } from '@portal/contracts';

import { daily, inDays, liveListing } from '../../test/availability-factory';
import { makeBooking, makeCustomer, makeListing, makePayout, makeSupplier, makeTicket } from '../../test/factories';
import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';
import { AdminError } from '../admin/admin-error';
import { parseCommand } from '../admin/command-line';
import { type AdminDeps, runCommand } from '../admin/commands';
import { testConfig } from '../config';
import { memoryMailer } from '../mail/mailer';

interface AdminBooking {
  booking_id: string;
  booking_number: number;
  tour_name: string;
}

interface Recorded {
  supplier_id: string;
  kind: LiveEventKind;
  object_id: string;
  booking_id: string | null;
  subject: string;
  detail: string | null;
  actor_user_id: string | null;
}

describe('live events: every change records its event, in its own transaction', () => {
  let t: TestApp;
  let owner: SignedIn;
  let ownerEmail: string;
  let customerId: string;
  let deps: AdminDeps;
  const mailer = memoryMailer();

  before(async () => {
    t = await createTestApp({ mailer });
    owner = await signUpSupplier(t.app);
    ownerEmail = (await t.db.query<{ email: string }>('SELECT email FROM users WHERE user_id = $1', [owner.userId]))[0]!.email;
    customerId = (await makeCustomer(t.db)).user_id;
    deps = { db: t.db, config: testConfig(), mailer };
  });
  after(async () => {
    await t.close();
  });

  /** The events `action` records, of any business, oldest first. */
  async function recordedBy(action: () => Promise<unknown>): Promise<Recorded[]> {
    const [{ last }] = (await t.db.query<{ last: string }>('SELECT COALESCE(max(event_id), 0)::text AS last FROM live_events')) as [
      { last: string },
    ];
    await action();
    return t.db.query<Recorded>(
      `SELECT supplier_id, kind, object_id, booking_id, subject, detail, actor_user_id FROM live_events WHERE event_id > $1 ORDER BY event_id`,
      [last],
    );
  }
  const admin = (...argv: string[]) => runCommand(deps, parseCommand(argv));
  /** A booking by Ayesha Khan of the owner's listing, through the team's command, so it holds its places as a real one does. */
  const customerBooking = (command: 'add-booking' | 'request-booking', listingId: string, ...more: string[]) =>
    admin(command, '--supplier', ownerEmail, '--listing', listingId, '--customer', 'Ayesha Khan', ...more);
  /** A tour of the owner's, live, with a daily departure at `time` (10 places). */
  const dailyTour = (time: string) => liveListing(t, owner, 'tour', { schedules: [daily(10, [time])] });
  const call = (method: 'PATCH' | 'POST', path: string, payload?: object, who: SignedIn = owner) =>
    t.app.inject({ method, url: api(path), headers: who.headers, ...(payload ? { payload } : {}) });
  const ok = (status: number) => async (reply: Promise<{ statusCode: number; body: string }>) => {
    const done = await reply;
    assert.equal(done.statusCode, status, done.body);
  };
  const pending = async (status = 'pending') =>
    makeBooking(t.db, owner.supplierId!, { customer_id: customerId, booking_status: status, tour_name: 'Hunza Valley Tour' });
  /** An event of the owner's business about no booking (a listing, a ticket, a review, a payout, a member). */
  const businessEvent = (
    kind: LiveEventKind,
    objectId: string,
    subject: string,
    detail: string | null = null,
    actor: string | null = null,
  ): Recorded => ({ supplier_id: owner.supplierId!, kind, object_id: objectId, booking_id: null, subject, detail, actor_user_id: actor });
  /** What every booking event of the owner's business carries. */
  const bookingEvent = (
    kind: LiveEventKind,
    b: { booking_id: string; booking_number: number; tour_name?: string },
    actor: string | null,
  ): Recorded => ({
    supplier_id: owner.supplierId!,
    kind,
    object_id: b.booking_id,
    booking_id: b.booking_id,
    subject: `#${b.booking_number} ${b.tour_name ?? 'Hunza Valley Tour'}, Ayesha Khan`,
    detail: null,
    actor_user_id: actor,
  });

  it('records booking.confirmed by the member who confirmed; a refused confirmation records none', async () => {
    const b = await pending();
    assert.deepEqual(await recordedBy(() => ok(200)(call('PATCH', `/bookings/${b.booking_id}/confirm`))), [
      bookingEvent('booking.confirmed', b, owner.userId),
    ]);
    assert.deepEqual(await recordedBy(() => ok(409)(call('PATCH', `/bookings/${b.booking_id}/confirm`))), []);
  });

  it('records booking.declined and booking.cancelled by the member, and the marketplace’s cancellation without an actor', async () => {
    const declined = await pending();
    assert.deepEqual(
      await recordedBy(() => ok(200)(call('PATCH', `/bookings/${declined.booking_id}/decline`, { reason: 'The road is closed.' }))),
      [bookingEvent('booking.declined', declined, owner.userId)],
    );
    const cancelled = await pending('confirmed');
    assert.deepEqual(
      await recordedBy(() => ok(200)(call('PATCH', `/bookings/${cancelled.booking_id}/cancel`, { reason: 'operational' }))),
      [bookingEvent('booking.cancelled', cancelled, owner.userId)],
    );
    const byTeam = await pending('confirmed');
    assert.deepEqual(await recordedBy(() => admin('cancel-booking', `#${byTeam.booking_number}`)), [
      bookingEvent('booking.cancelled', byTeam, null),
    ]);
    assert.deepEqual(await recordedBy(() => assert.rejects(admin('cancel-booking', `#${byTeam.booking_number}`), AdminError)), []);
  });

  it('records booking.rescheduled once, and nothing for a refused move; one booking.cancelled per booking of cancelled departures', async () => {
    const tour = await dailyTour('10:00');
    // Through add-booking, so each holds its places as a real booking does.
    const book = async () => (await customerBooking('add-booking', tour.listing_id, '--date', inDays(20))) as AdminBooking;
    const moved = await book();
    assert.deepEqual(
      await recordedBy(() => ok(200)(call('PATCH', `/bookings/${moved.booking_id}/reschedule`, { date: inDays(21), start_time: '10:00' }))),
      [bookingEvent('booking.rescheduled', moved, owner.userId)],
    );
    assert.deepEqual(
      await recordedBy(() => ok(409)(call('PATCH', `/bookings/${moved.booking_id}/reschedule`, { date: inDays(21), start_time: '10:00' }))),
      [],
    );
    const second = await book();
    const request = { listing_ids: [tour.listing_id], from: inDays(20), to: inDays(21), reason: 'operational' };
    const events = await recordedBy(() => ok(200)(call('POST', '/departures/cancel', request)));
    assert.deepEqual(
      [...events].sort((a, b) => a.object_id.localeCompare(b.object_id)),
      [bookingEvent('booking.cancelled', moved, owner.userId), bookingEvent('booking.cancelled', second, owner.userId)].sort((a, b) =>
        a.object_id.localeCompare(b.object_id),
      ),
    );
  });

  it('records booking.created for a request-booking (pending, from the marketplace) and none for a past booking added', async () => {
    const tour = await dailyTour('09:00');
    let request: (AdminBooking & { booking_status: string }) | undefined;
    const events = await recordedBy(async () => {
      request = (await customerBooking('request-booking', tour.listing_id)) as AdminBooking & { booking_status: string };
    });
    assert.equal(request!.booking_status, 'pending');
    assert.deepEqual(events, [bookingEvent('booking.created', request!, null)]);
    assert.deepEqual(
      await recordedBy(() => admin('add-booking', '--supplier', ownerEmail, '--listing', tour.listing_id, '--status', 'completed')),
      [],
    );
    await assert.rejects(admin('request-booking', '--supplier', ownerEmail, '--status', 'confirmed'), AdminError);
  });

  it('records message.received for a customer-message, to the member who wrote last; none for a walk-in booking', async () => {
    const b = await pending('confirmed');
    const text = `Can we start an hour later? ${'We are coming from Gilgit. '.repeat(8)}`.trim();
    let sent: { receiver_id: string; sender_id: string } | undefined;
    const events = await recordedBy(async () => {
      sent = (await admin('customer-message', String(b.booking_number), text)) as never;
    });
    assert.deepEqual(events, [{ ...bookingEvent('message.received', b, null), detail: [...text].slice(0, 120).join('') }]);
    assert.deepEqual([sent!.sender_id, sent!.receiver_id], [customerId, owner.userId]);

    const walkIn = await makeBooking(t.db, owner.supplierId!);
    assert.deepEqual(
      await recordedBy(() => assert.rejects(admin('customer-message', walkIn.booking_id, 'Hello'), /has no customer account/)),
      [],
    );
    await assert.rejects(admin('customer-message', b.booking_id, '   '), /The message is empty/);
  });

  it('records listing.rejected with the reason and listing.approved, named by title; a refused approval records none', async () => {
    const listingOf = (supplierId: string, title: string) =>
      makeListing(t.db, supplierId, { title, status: 'pending_review' }).then((l) => l.listing_id);
    const rejected = await listingOf(owner.supplierId!, 'Fairy Meadows Trek');
    assert.deepEqual(await recordedBy(() => admin('reject-listing', rejected, '--reason', 'Add photos of the camp.')), [
      businessEvent('listing.rejected', 'Fairy Meadows Trek', 'Fairy Meadows Trek', 'Add photos of the camp.'),
    ]);
    const approved = await listingOf(owner.supplierId!, 'Skardu Lakes Tour');
    assert.deepEqual(await recordedBy(() => admin('approve-listing', approved)), [
      businessEvent('listing.approved', 'Skardu Lakes Tour', 'Skardu Lakes Tour'),
    ]);
    // A business without its verification documents: the approval is refused, and nothing is heard.
    const bare = await makeSupplier(t);
    const refused = await listingOf(bare.supplierId, 'Naltar Valley Tour');
    assert.deepEqual(await recordedBy(() => assert.rejects(admin('approve-listing', refused), /verification documents/)), []);
  });

  it('records ticket.answered for the team’s answer and ticket.closed by the member who closed it; none on a closed ticket', async () => {
    const ticket = await makeTicket(t.db, owner.supplierId!, { subject: 'Payout missing' });
    const ticketEvent = (kind: LiveEventKind, detail: string | null, actor: string | null) =>
      businessEvent(kind, ticket.ticket_id, `#${ticket.ticket_number} Payout missing`, detail, actor);
    assert.deepEqual(await recordedBy(() => admin('answer-ticket', String(ticket.ticket_number), 'Paid on Monday.')), [
      ticketEvent('ticket.answered', 'Paid on Monday.', null),
    ]);
    assert.deepEqual(await recordedBy(() => ok(200)(call('PATCH', `/support/${ticket.ticket_id}`, { status: 'closed' }))), [
      ticketEvent('ticket.closed', null, owner.userId),
    ]);
    assert.deepEqual(await recordedBy(() => ok(200)(call('PATCH', `/support/${ticket.ticket_id}`, { status: 'closed' }))), []);
    assert.deepEqual(await recordedBy(() => assert.rejects(admin('answer-ticket', ticket.ticket_id, 'More news.'), /is closed/)), []);
  });

  it('records review.posted for post-review and payout.paid for pay-payout; refusals record none', async () => {
    const b = await pending('completed');
    let review: { review_id: string } | undefined;
    const posted = await recordedBy(async () => {
      review = (await admin('post-review', `#${b.booking_number}`, '5', 'Wonderful guide.')) as never;
    });
    assert.deepEqual(posted, [
      businessEvent('review.posted', review!.review_id, '5 stars, Hunza Valley Tour, Ayesha Khan', 'Wonderful guide.'),
    ]);
    assert.deepEqual(await recordedBy(() => assert.rejects(admin('post-review', b.booking_id, '6', 'Too good.'), /from 1 to 5/)), []);

    const payout = await makePayout(t.db, owner.supplierId!, { final_amount: 45000 });
    assert.deepEqual(await recordedBy(() => admin('pay-payout', payout.payout_id)), [
      businessEvent('payout.paid', payout.payout_id, `Payout #${payout.payout_number}, Rs 45,000`),
    ]);
    assert.deepEqual(await recordedBy(() => assert.rejects(admin('pay-payout', payout.payout_id), /already paid/)), []);
  });

  it('records member.joined when an invitation is accepted, the new member its actor', async () => {
    const sent = await call('POST', '/team/invitations', { email: 'sana.ops@example.test', role: 'operations' });
    assert.equal(sent.statusCode, 201, sent.body);
    const token = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mailer.outbox.at(-1)!.text)![1]!;
    const accept = () =>
      t.app.inject({
        method: 'POST',
        url: api(`/invitations/${token}/accept`),
        payload: { full_name: 'Sana Khan', phone_number: '+923001234567', password: 'tea-garden-77' },
      });
    const events = await recordedBy(() => ok(201)(accept()));
    const [member] = await t.db.query<{ member_id: string; user_id: string }>(
      `SELECT m.member_id, m.user_id FROM supplier_members m JOIN users u USING (user_id) WHERE u.email = 'sana.ops@example.test'`,
    );
    assert.deepEqual(events, [businessEvent('member.joined', member!.member_id, 'Sana Khan (Operations)', null, member!.user_id)]);
    assert.deepEqual(await recordedBy(() => ok(404)(accept())), []);
  });
});
