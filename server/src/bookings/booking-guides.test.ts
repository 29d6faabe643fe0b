import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { type Booking, type ChatItem, type Guide, MESSAGE_FILE_FIELD } from '@portal/contracts';

import { type MadeSupplier, makeBooking, makeCustomer, makeMember, makeMessage, makeSupplier, makeUser } from '../../test/factories';
import { multipartRequest } from '../../test/sample-profiles';
import { api, createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 37: a booking is assigned to one guide of its business (or none) by a member with
 * 'bookings.assign'; a guide reads, and writes in, only what is assigned to them. A booking or
 * conversation that is not theirs answers 404, as another business's does: a guide learns nothing
 * of the bookings they do not have.
 */
void describe("a booking's guide", () => {
  let t: TestApp;
  let owner: MadeSupplier;
  let operations: MadeSupplier & { memberId: string };
  let guide: MadeSupplier & { memberId: string };
  let otherGuide: MadeSupplier & { memberId: string };
  let stranger: MadeSupplier & { memberId: string };

  /** A member in `role` with a name, and their membership's id. */
  async function member(of: MadeSupplier, role: 'guide' | 'operations', fullName: string) {
    const { user_id } = await makeUser(t.db, { full_name: fullName });
    const made = await makeMember(t, of.supplierId, role, user_id);
    const [row] = await t.db.query<{ member_id: string }>('SELECT member_id FROM supplier_members WHERE user_id = $1', [user_id]);
    return { ...made, memberId: row!.member_id };
  }

  before(async () => {
    t = await createTestApp();
    owner = await makeSupplier(t, {}, { full_name: 'Imran Ali' });
    operations = await member(owner, 'operations', 'Nadia Operations');
    guide = await member(owner, 'guide', 'Karim Guide');
    otherGuide = await member(owner, 'guide', 'Bilal Guide');
    stranger = await member(await makeSupplier(t), 'guide', 'Someone Else');
  });
  after(async () => {
    await t.close();
  });

  const assign = (bookingId: string, memberId: unknown, who: MadeSupplier = operations) =>
    t.app.inject({ method: 'PUT', url: api(`/bookings/${bookingId}/guide`), headers: who.headers, payload: { member_id: memberId } });
  const get = (url: string, who: MadeSupplier) => t.app.inject({ method: 'GET', url: api(url), headers: who.headers });

  void it("lists the business's guides, by name, to those who assign", async () => {
    const reply = await get('/bookings/guides', operations);
    assert.equal(reply.statusCode, 200, reply.body);
    assert.deepEqual(reply.json<Guide[]>(), [
      { member_id: otherGuide.memberId, full_name: 'Bilal Guide' },
      { member_id: guide.memberId, full_name: 'Karim Guide' },
    ]);
  });

  void it('assigns and takes off a guide, and the history says who did it', async () => {
    const { booking_id: id } = await makeBooking(t.db, owner.supplierId);
    const assigned = await assign(id, guide.memberId);
    assert.equal(assigned.statusCode, 200, assigned.body);
    assert.deepEqual(assigned.json<Booking>().guide, { member_id: guide.memberId, full_name: 'Karim Guide' });
    const removed = await assign(id, null, owner);
    assert.equal(removed.json<Booking>().guide, null);
    assert.deepEqual(
      removed
        .json<Booking>()
        .history!.filter((line) => line.kind === 'assigned')
        .map(({ by, guide: to }) => ({ by, guide: to })),
      [
        { by: 'Nadia Operations', guide: 'Karim Guide' },
        { by: 'Imran Ali', guide: null },
      ],
    );
  });

  void it('refuses a member who is not a guide of the business with 400 and the field', async () => {
    const { booking_id: id } = await makeBooking(t.db, owner.supplierId);
    const refusals = [
      [operations.memberId, 'Choose a guide of this business.'],
      [stranger.memberId, 'Choose a guide of this business.'],
      ['not-an-id', 'Validation failed'],
    ];
    for (const [memberId, message] of refusals) {
      const reply = await assign(id, memberId);
      assert.equal(reply.statusCode, 400, reply.body);
      assert.equal(reply.json<{ message: string }>().message, message);
      assert.deepEqual(
        reply.json<{ errors: { field: string }[] }>().errors.map((error) => error.field),
        ['member_id'],
      );
    }
    assert.equal((await get(`/bookings/${id}`, owner)).json<Booking>().guide, null);
  });

  void it("answers 404 for another business's booking and 403 to a guide", async () => {
    const { booking_id: elsewhere } = await makeBooking(t.db, stranger.supplierId);
    assert.equal((await assign(elsewhere, guide.memberId)).statusCode, 404);
    const { booking_id: id } = await makeBooking(t.db, owner.supplierId);
    assert.equal((await assign(id, guide.memberId, guide)).statusCode, 403);
    assert.equal((await get('/bookings/guides', guide)).statusCode, 403);
  });

  void it('shows a guide only the bookings assigned to them: the list, Booking Info; no decisions', async () => {
    const { booking_id: mine } = await makeBooking(t.db, owner.supplierId, { customer_name: 'Mine Customer', booking_status: 'pending' });
    const { booking_id: notMine } = await makeBooking(t.db, owner.supplierId, { customer_name: 'Not Mine' });
    assert.equal((await assign(mine, guide.memberId)).statusCode, 200);
    assert.equal((await assign(notMine, otherGuide.memberId)).statusCode, 200);

    const list = await get('/bookings/customer', guide);
    assert.equal(list.statusCode, 200, list.body);
    assert.deepEqual(
      list.json<Booking[]>().map((booking) => booking.booking_id),
      [mine],
    );
    assert.equal(list.headers['x-total-count'], '1');
    assert.equal((await get(`/bookings/${mine}`, guide)).statusCode, 200);
    assert.equal((await get(`/bookings/${notMine}`, guide)).statusCode, 404);
    const confirm = await t.app.inject({ method: 'PATCH', url: api(`/bookings/${mine}/confirm`), headers: guide.headers });
    assert.equal(confirm.statusCode, 403);
    // The owner still sees every booking of the business.
    assert.ok(Number((await get('/bookings/customer', owner)).headers['x-total-count']) > 1);
  });

  void it("lets a guide read and answer only their bookings' conversations", async () => {
    const customer = await makeCustomer(t.db, { full_name: 'Sana Mir' });
    const { booking_id: mine } = await makeBooking(t.db, owner.supplierId, { customer_id: customer.user_id, tour_name: 'Mine Tour' });
    const { booking_id: notMine } = await makeBooking(t.db, owner.supplierId, { customer_id: customer.user_id, tour_name: 'Other Tour' });
    for (const booking_id of [mine, notMine])
      await makeMessage(t.db, { booking_id, sender_id: customer.user_id, receiver_id: owner.userId });
    // The owner answered last: the customer is still the booking's, not the last sender.
    await makeMessage(t.db, {
      booking_id: mine,
      sender_id: owner.userId,
      receiver_id: customer.user_id,
      created_at: new Date(Date.now() + 1000),
    });
    assert.equal((await assign(mine, guide.memberId)).statusCode, 200);

    const chats = await get(`/chatting/user/${guide.userId}`, guide);
    assert.equal(chats.statusCode, 200, chats.body);
    assert.deepEqual(
      chats.json<ChatItem[]>().map((chat) => [chat.booking.tour_name, chat.customer.full_name]),
      [['Mine Tour', 'Sana Mir']],
    );
    assert.equal((await get(`/messages/booking/${mine}`, guide)).statusCode, 200);
    assert.equal((await get(`/messages/booking/${notMine}`, guide)).statusCode, 404);

    const send = (booking_id: string) => {
      const fields = { booking_id, sender_id: guide.userId, receiver_id: customer.user_id, message_text: 'See you at 7' };
      const request = multipartRequest(api('/chatting'), { fields, files: [], field: MESSAGE_FILE_FIELD });
      return t.app.inject({ ...request, headers: { ...request.headers, ...guide.headers } });
    };
    assert.equal((await send(mine)).statusCode, 201);
    assert.equal((await send(notMine)).statusCode, 404);
  });
});
