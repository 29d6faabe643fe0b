import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';

import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences, type Role } from '@portal/contracts';

import { type MadeSupplier, makeBooking, makeMember, makeSupplier } from '../../test/factories';
import { api, createTestApp, type TestApp } from '../../test/test-app';
import { recordLiveEvent } from '../live/live-events';
import { memoryMailer } from '../mail/mailer';
import { dispatchNotificationMail } from './mail-dispatcher';

const PREFERENCES = '/users/notification-preferences';
const MINUTE = 60_000;

describe('notification e-mail: preferences, and the e-mails of live events', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  before(async () => {
    t = await createTestApp({ mailer });
  });
  after(() => t.close());
  beforeEach(() => {
    mailer.outbox.length = 0;
  });

  const dispatch = (now = new Date()) => dispatchNotificationMail({ db: t.db, mailer, config: t.config }, now);
  const get = (who: MadeSupplier) => t.app.inject({ method: 'GET', url: api(PREFERENCES), headers: who.headers });
  const put = (who: MadeSupplier, payload: object) => t.app.inject({ method: 'PUT', url: api(PREFERENCES), headers: who.headers, payload });
  const save = async (who: MadeSupplier, changes: Partial<NotificationPreferences>) => {
    const saved = await put(who, { ...DEFAULT_NOTIFICATION_PREFERENCES, ...changes });
    assert.equal(saved.statusCode, 200, saved.body);
  };
  const emailOf = async (who: MadeSupplier) =>
    (await t.db.query<{ email: string }>('SELECT email FROM users WHERE user_id = $1', [who.userId]))[0]!.email;
  /** The subjects of the e-mails sent to the member, in order. */
  const subjectsTo = async (who: MadeSupplier) => {
    const email = await emailOf(who);
    return mailer.outbox.filter((mail) => mail.to === email).map((mail) => mail.subject);
  };
  const memberIdOf = async (who: MadeSupplier) =>
    (
      await t.db.query<{ member_id: string }>('SELECT member_id FROM supplier_members WHERE user_id = $1 AND supplier_id = $2', [
        who.userId,
        who.supplierId,
      ])
    )[0]!.member_id;

  /** A business with its owner and a member of each other role. */
  async function business(): Promise<Record<Role, MadeSupplier>> {
    const owner = await makeSupplier(t);
    const member = (role: Role) => makeMember(t, owner.supplierId, role);
    return {
      owner,
      manager: await member('manager'),
      finance: await member('finance'),
      operations: await member('operations'),
      guide: await member('guide'),
    };
  }

  describe('preferences', () => {
    it('answers the defaults until the member saves: everything on but reviews', async () => {
      const { operations } = await business();
      const reply = await get(operations);
      assert.equal(reply.statusCode, 200, reply.body);
      assert.deepEqual(reply.json(), {
        bookings: true,
        messages: true,
        reviews: false,
        payouts: true,
        listing_decisions: true,
        team: true,
      });
    });

    it("saves the member's own choices, and only theirs", async () => {
      const { owner, manager } = await business();
      const chosen = { bookings: false, messages: true, reviews: true, payouts: false, listing_decisions: true, team: false };
      const saved = await put(manager, chosen);
      assert.equal(saved.statusCode, 200, saved.body);
      assert.deepEqual(saved.json(), chosen);
      assert.deepEqual((await get(manager)).json(), chosen);
      assert.deepEqual((await get(owner)).json(), DEFAULT_NOTIFICATION_PREFERENCES);
    });

    it('refuses a choice that is not on or off, a missing kind and an unknown one with 400 {message, errors}', async () => {
      const { owner } = await business();
      for (const payload of [
        { ...DEFAULT_NOTIFICATION_PREFERENCES, bookings: 'yes' },
        { bookings: true },
        { ...DEFAULT_NOTIFICATION_PREFERENCES, tickets: true },
      ]) {
        const reply = await put(owner, payload);
        assert.equal(reply.statusCode, 400, reply.body);
        const body = reply.json<{ message: string; errors: { field: string; message: string }[] }>();
        assert.equal(body.message, 'Validation failed');
        assert.ok(body.errors.length > 0, reply.body);
      }
      assert.deepEqual((await get(owner)).json(), DEFAULT_NOTIFICATION_PREFERENCES);
    });

    it('needs a signed-in member', async () => {
      assert.equal((await t.app.inject({ method: 'GET', url: api(PREFERENCES) })).statusCode, 401);
    });
  });

  describe('dispatcher', () => {
    it('e-mails each member once about what their role may see, not their own doing, as they chose', async () => {
      const team = await business();
      const { owner, operations, finance, guide } = team;
      const supplierId = owner.supplierId;
      const assigned = await makeBooking(t.db, supplierId, { guide_member_id: await memberIdOf(guide) });
      const other = await makeBooking(t.db, supplierId);
      const event = (kind: Parameters<typeof recordLiveEvent>[1]['kind'], subject: string, values = {}) =>
        recordLiveEvent(t.db, { supplierId, kind, objectId: subject, subject, ...values });
      await event('booking.created', '#1 Assigned', { objectId: assigned.booking_id, bookingId: assigned.booking_id });
      await event('booking.cancelled', '#2 Other', { objectId: other.booking_id, bookingId: other.booking_id });
      await event('booking.confirmed', '#2 Confirmed by operations', {
        objectId: other.booking_id,
        bookingId: other.booking_id,
        actorUserId: operations.userId,
      });
      await event('payout.paid', 'PKR 40,000');
      await event('review.posted', 'Five stars');
      await event('listing.rejected', 'Hunza Valley Tour', { detail: 'The photos are blurred.' });
      await event('member.joined', 'Sana Guide');
      await event('ticket.answered', 'A question');
      await save(finance, { bookings: false });

      await dispatch();
      assert.deepEqual(await subjectsTo(owner), [
        'New booking request: #1 Assigned',
        'Booking cancelled: #2 Other',
        'Booking confirmed: #2 Confirmed by operations',
        'Payout paid: PKR 40,000',
        // The owner's account gets the listing review e-mail already (spec section 1); reviews are off.
        'New team member: Sana Guide',
      ]);
      assert.deepEqual(await subjectsTo(operations), [
        'New booking request: #1 Assigned',
        'Booking cancelled: #2 Other',
        'Listing not approved: Hunza Valley Tour',
      ]);
      assert.deepEqual(await subjectsTo(finance), ['Payout paid: PKR 40,000']);
      assert.deepEqual(await subjectsTo(guide), ['New booking request: #1 Assigned']);

      const operationsEmail = await emailOf(operations);
      const rejected = mailer.outbox.find((mail) => mail.to === operationsEmail && mail.subject.startsWith('Listing'));
      assert.match(rejected!.text, /Reason: The photos are blurred\./);
      assert.match(rejected!.text, /http:\/\/localhost:3000\/listings\?q=Hunza%20Valley%20Tour/);
      assert.match(rejected!.text, /http:\/\/localhost:3000\/profile/);
      const guideEmail = await emailOf(guide);
      const booking = mailer.outbox.find((mail) => mail.to === guideEmail)!;
      assert.ok(booking.text.includes(`http://localhost:3000/bookings/details/${assigned.booking_id}`), booking.text);

      mailer.outbox.length = 0;
      await dispatch();
      assert.equal(mailer.outbox.length, 0, 'nothing is sent twice');
    });

    it('two instances dispatching at once send each e-mail once', async () => {
      const { owner } = await business();
      await recordLiveEvent(t.db, { supplierId: owner.supplierId, kind: 'payout.paid', objectId: 'p1', subject: 'PKR 1,000' });
      await Promise.all([dispatch(), dispatch()]);
      assert.deepEqual(await subjectsTo(owner), ['Payout paid: PKR 1,000']);
    });

    it('gathers messages into one digest at most every 15 minutes, each conversation with its link', async () => {
      const { owner, guide, manager } = await business();
      const supplierId = owner.supplierId;
      const assigned = await makeBooking(t.db, supplierId, { guide_member_id: await memberIdOf(guide) });
      const other = await makeBooking(t.db, supplierId);
      const message = (booking: { booking_id: string }, subject: string, detail: string) =>
        recordLiveEvent(t.db, {
          supplierId,
          kind: 'message.received',
          objectId: booking.booking_id,
          bookingId: booking.booking_id,
          subject,
          detail,
        });
      await save(manager, { messages: false });
      await message(assigned, '#1 Ayesha Khan', 'Is pickup at 7?');
      await message(other, '#2 Bilal Ahmed', 'Hello');
      await message(assigned, '#1 Ayesha Khan', 'And lunch?');

      const start = new Date();
      await dispatch(start);
      assert.deepEqual(await subjectsTo(owner), ['3 new messages']);
      const ownerEmail = await emailOf(owner);
      const digest = mailer.outbox.find((mail) => mail.to === ownerEmail)!;
      assert.ok(digest.text.includes(`#1 Ayesha Khan: 2 new messages`), digest.text);
      assert.ok(digest.text.includes('Latest: "And lunch?"'), digest.text);
      assert.ok(digest.text.includes(`http://localhost:3000/inbox?booking=${assigned.booking_id}`), digest.text);
      assert.ok(digest.text.includes(`http://localhost:3000/inbox?booking=${other.booking_id}`), digest.text);
      assert.deepEqual(await subjectsTo(guide), ['2 new messages'], 'a guide hears only of their bookings');
      assert.deepEqual(await subjectsTo(manager), [], 'messages off');

      mailer.outbox.length = 0;
      await message(other, '#2 Bilal Ahmed', 'Are you there?');
      await dispatch(new Date(start.getTime() + 5 * MINUTE));
      await dispatch(new Date(start.getTime() + 14 * MINUTE));
      assert.deepEqual(await subjectsTo(owner), [], 'the next digest waits for 15 minutes');
      await dispatch(new Date(start.getTime() + 15 * MINUTE));
      assert.deepEqual(await subjectsTo(owner), ['1 new message']);
      assert.deepEqual(await subjectsTo(guide), []);
      await dispatch(new Date(start.getTime() + 31 * MINUTE));
      assert.deepEqual(await subjectsTo(owner), ['1 new message'], 'nothing is sent twice');
    });

    it("writes each member's e-mails in the language they chose: Urdu right to left, English as before", async () => {
      const { owner, manager } = await business();
      await t.db.query("UPDATE users SET language = 'ur', full_name = 'Karim Baig' WHERE user_id = $1", [owner.userId]);
      const booking = await makeBooking(t.db, owner.supplierId);
      await recordLiveEvent(t.db, {
        supplierId: owner.supplierId,
        kind: 'booking.created',
        objectId: booking.booking_id,
        bookingId: booking.booking_id,
        subject: '#7 Hunza Valley Tour',
      });
      await recordLiveEvent(t.db, {
        supplierId: owner.supplierId,
        kind: 'message.received',
        objectId: booking.booking_id,
        bookingId: booking.booking_id,
        subject: '#7 Ayesha Khan',
        detail: 'Is pickup at 7?',
      });
      await dispatch();
      const ownerEmail = await emailOf(owner);
      const [event, digest] = mailer.outbox.filter((mail) => mail.to === ownerEmail);
      assert.equal(event!.subject, 'بکنگ کی نئی درخواست: \u2068#7 Hunza Valley Tour\u2069');
      assert.ok(event!.text.startsWith('السلام علیکم \u2068Karim Baig\u2069،\n'), event!.text);
      assert.ok(event!.text.includes('آپ کی اطلاعات کی ترجیحات میں بکنگز کی ای میلز آن ہیں۔'), event!.text);
      assert.ok(event!.text.includes('پورٹل میں کھولیں: http://localhost:3000/'), event!.text);
      assert.ok(event!.html.startsWith('<div dir="rtl" lang="ur">'), event!.html);
      assert.doesNotMatch(event!.text, /Hello|notification preferences|portal/);
      assert.equal(digest!.subject, '1 نیا پیغام');
      assert.ok(digest!.text.includes('آپ کو گاہک کا 1 نیا پیغام ملا ہے۔'), digest!.text);
      assert.ok(digest!.text.includes('\u2068#7 Ayesha Khan\u2069: 1 نیا پیغام'), digest!.text);
      assert.ok(digest!.text.includes('تازہ ترین: "\u2068Is pickup at 7?\u2069"'), digest!.text);
      assert.ok(digest!.html.startsWith('<div dir="rtl" lang="ur">'), digest!.html);

      const managerEmail = await emailOf(manager);
      const english = mailer.outbox.filter((mail) => mail.to === managerEmail);
      assert.deepEqual(
        english.map((mail) => mail.subject),
        ['New booking request: #7 Hunza Valley Tour', '1 new message'],
      );
      assert.ok(english[0]!.text.startsWith('Hello '), english[0]!.text);
      assert.ok(english[0]!.text.includes('You get this e-mail because Bookings e-mails are on in your notification preferences.'));
      assert.ok(english[1]!.text.includes('Latest: "Is pickup at 7?"'), english[1]!.text);
      assert.ok(english[0]!.html.startsWith('<p>Hello '), english[0]!.html);
    });
  });
});
