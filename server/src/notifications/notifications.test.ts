import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { type LiveEventKind, type Notification, paths } from '@portal/contracts';

import { type MadeSupplier, makeBooking, makeMember, makeSupplier } from '../../test/factories';
import { api, createTestApp, type TestApp } from '../../test/test-app';
import { type NewLiveEvent, recordLiveEvent } from '../live/live-events';

describe("the notification centre: a member's live events and what they have read", () => {
  let t: TestApp;
  let owner: MadeSupplier;
  let finance: MadeSupplier;
  let guide: MadeSupplier;
  let guidesBooking: string;
  let otherBooking: string;
  let otherBusiness: MadeSupplier;

  const record = (who: MadeSupplier, kind: LiveEventKind, subject: string, extra: Partial<NewLiveEvent> = {}) =>
    recordLiveEvent(t.db, { supplierId: who.supplierId, kind, objectId: extra.bookingId ?? subject, subject, ...extra });
  const memberIdOf = async (who: MadeSupplier) => {
    const [row] = await t.db.query<{ member_id: string }>(
      'SELECT member_id FROM supplier_members WHERE user_id = $1 AND supplier_id = $2',
      [who.userId, who.supplierId],
    );
    return row!.member_id;
  };
  const list = async (who: MadeSupplier, query = '?pageSize=100') => {
    const reply = await t.app.inject({ method: 'GET', url: api(`/notifications${query}`), headers: who.headers });
    assert.equal(reply.statusCode, 200, reply.body);
    return { rows: reply.json<Notification[]>(), total: Number(reply.headers['x-total-count']) };
  };
  const subjects = async (who: MadeSupplier) => (await list(who)).rows.map((row) => row.subject);
  const unread = async (who: MadeSupplier) => {
    const reply = await t.app.inject({ method: 'GET', url: api('/notifications/unread-count'), headers: who.headers });
    assert.equal(reply.statusCode, 200, reply.body);
    return reply.json<{ unread: number }>().unread;
  };
  const markRead = (who: MadeSupplier, id: string) =>
    t.app.inject({ method: 'PATCH', url: api(`/notifications/${id}/read`), headers: who.headers });
  const markAllRead = (who: MadeSupplier) => t.app.inject({ method: 'POST', url: api('/notifications/read-all'), headers: who.headers });

  before(async () => {
    t = await createTestApp();
    owner = await makeSupplier(t);
    finance = await makeMember(t, owner.supplierId, 'finance');
    guide = await makeMember(t, owner.supplierId, 'guide');
    otherBusiness = await makeSupplier(t);
    guidesBooking = (await makeBooking(t.db, owner.supplierId, { guide_member_id: await memberIdOf(guide) })).booking_id;
    otherBooking = (await makeBooking(t.db, owner.supplierId)).booking_id;

    // Oldest first.
    await record(owner, 'booking.created', "Guide's booking", { bookingId: guidesBooking });
    await record(owner, 'booking.created', 'Another booking', { bookingId: otherBooking });
    await record(owner, 'message.received', "Message on the guide's booking", { bookingId: guidesBooking, detail: 'Is lunch included?' });
    await record(owner, 'payout.paid', 'Payout #7');
    await record(owner, 'listing.rejected', 'Deosai Jeep Safari', { detail: 'Photos are missing' });
    await record(owner, 'booking.confirmed', 'Confirmed by the owner', { bookingId: otherBooking, actorUserId: owner.userId });
    await record(owner, 'member.joined', 'Bilal joined');
    await record(otherBusiness, 'booking.created', "The other business's booking");
  });
  after(() => t.close());

  it("lists the business's events newest first with a link and unread, leaving out the member's own actions", async () => {
    const { rows, total } = await list(owner);
    assert.equal(total, 6);
    assert.deepEqual(
      rows.map((row) => [row.kind, row.subject, row.read]),
      [
        ['member.joined', 'Bilal joined', false],
        ['listing.rejected', 'Deosai Jeep Safari', false],
        ['payout.paid', 'Payout #7', false],
        ['message.received', "Message on the guide's booking", false],
        ['booking.created', 'Another booking', false],
        ['booking.created', "Guide's booking", false],
      ],
    );
    assert.equal(rows[1]!.detail, 'Photos are missing');
    assert.equal(rows[3]!.link, paths.inboxConversation(guidesBooking));
    assert.equal(rows[5]!.link, paths.bookingInfo(guidesBooking));
    assert.equal(await unread(owner), 6);
    // The owner's own confirmation is news to finance, who may see bookings.
    assert.ok((await subjects(finance)).includes('Confirmed by the owner'));
    assert.deepEqual(await subjects(otherBusiness), ["The other business's booking"]);
  });

  it("gives each role only the kinds it may see, and a guide only their bookings' events", async () => {
    assert.deepEqual(await subjects(finance), ['Confirmed by the owner', 'Payout #7', 'Another booking', "Guide's booking"]);
    assert.deepEqual(await subjects(guide), ["Message on the guide's booking", "Guide's booking"]);
    assert.equal(await unread(guide), 2);
  });

  it('pages on the server with the total', async () => {
    const second = await list(owner, '?pageSize=4&page=2');
    assert.deepEqual([second.total, second.rows.map((row) => row.subject)], [6, ['Another booking', "Guide's booking"]]);
    assert.equal((await t.app.inject({ method: 'GET', url: api('/notifications?pageSize=500'), headers: owner.headers })).statusCode, 400);
  });

  it('marks one read, and refuses as not found an event the member does not see', async () => {
    const manager = await makeMember(t, owner.supplierId, 'manager');
    await record(owner, 'review.posted', 'Five stars');
    const [review] = (await list(manager)).rows;
    assert.equal(review!.subject, 'Five stars');

    const marked = await markRead(manager, review!.id);
    assert.equal(marked.statusCode, 200, marked.body);
    assert.deepEqual(marked.json(), { unread: 0 });
    assert.equal((await list(manager)).rows[0]!.read, true);
    assert.equal(await unread(owner), 7, "the manager's reading is theirs alone");

    const others = (await list(otherBusiness)).rows[0]!;
    assert.equal((await markRead(owner, others.id)).statusCode, 404);
    const notTheGuides = (await list(owner)).rows.find((row) => row.subject === 'Another booking')!;
    assert.equal((await markRead(guide, notTheGuides.id)).statusCode, 404);
    assert.equal((await markRead(owner, 'latest')).statusCode, 404);
    assert.equal((await markRead(owner, '999999999')).statusCode, 404);
  });

  it('marks all read, and what arrives later is unread again', async () => {
    const first = (await list(finance)).rows.at(-1)!;
    assert.equal((await markRead(finance, first.id)).statusCode, 200);
    const all = await markAllRead(finance);
    assert.equal(all.statusCode, 200, all.body);
    assert.deepEqual(all.json(), { unread: 0 });
    assert.ok((await list(finance)).rows.every((row) => row.read));

    await record(owner, 'booking.cancelled', 'Cancelled later', { bookingId: otherBooking });
    const { rows } = await list(finance);
    assert.deepEqual([rows[0]!.subject, rows[0]!.read, rows[1]!.read], ['Cancelled later', false, true]);
    assert.equal(await unread(finance), 1);
    assert.ok((await unread(owner)) > 1, "finance's mark is theirs alone");
  });

  it('shows a member only what happened since they joined', async () => {
    const newcomer = await makeMember(t, owner.supplierId, 'manager');
    assert.deepEqual(await subjects(newcomer), []);
    assert.equal(await unread(newcomer), 0);
    await record(owner, 'ticket.answered', 'Ticket #12');
    assert.deepEqual(await subjects(newcomer), ['Ticket #12']);
  });
});
