import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { MESSAGE_FILE_FIELD } from '@portal/contracts';

import { listeningAddress, type OpenStream, openStream } from '../../test/event-stream-client';
import { type MadeSupplier, makeBooking, makeCustomer, makeMember, makeSupplier } from '../../test/factories';
import { multipartRequest } from '../../test/sample-profiles';
import { api, createTestApp, type TestApp } from '../../test/test-app';
import { receiveCustomerMessage } from './customer-message';

/**
 * Issue 38: the inbox is live among a business's members. A member's own message and their reading
 * of a conversation reach the colleagues' open screens (and the reader's other tabs) as events of
 * the stream, and never the bell.
 */
describe("the inbox's live events among members", { timeout: 20_000 }, () => {
  let t: TestApp;
  let address: string;
  let owner: MadeSupplier;
  let colleague: MadeSupplier;
  let customerId: string;
  const streams: OpenStream[] = [];
  before(async () => {
    t = await createTestApp();
    address = await listeningAddress(t);
    owner = await makeSupplier(t);
    colleague = await makeMember(t, owner.supplierId, 'operations');
    customerId = (await makeCustomer(t.db)).user_id;
  });
  after(async () => {
    for (const stream of streams) stream.close();
    await t.close();
  });

  const open = async (member: MadeSupplier) => {
    const ticket = await t.app.inject({ method: 'POST', url: api('/events/ticket'), headers: member.headers });
    const stream = await openStream(address, `ticket=${ticket.json<{ ticket: string }>().ticket}`);
    assert.equal(stream.response.status, 200);
    streams.push(stream);
    return stream;
  };
  const bell = async (member: MadeSupplier) =>
    (await t.app.inject({ method: 'GET', url: api('/notifications/unread-count'), headers: member.headers })).json<{ unread: number }>()
      .unread;
  const booking = () => makeBooking(t.db, owner.supplierId, { customer_id: customerId });

  it("shows a member's message on their other tabs and in a colleague's open inbox, not in anyone's bell", async () => {
    const { booking_id: bookingId, booking_number: number } = await booking();
    const [otherTab, colleagues] = [await open(owner), await open(colleague)];
    const [ownerBell, colleagueBell] = [await bell(owner), await bell(colleague)];
    const fields = {
      booking_id: bookingId,
      sender_id: owner.userId,
      receiver_id: customerId,
      message_text: 'Pickup is at 7 from your hotel.',
    };
    const request = multipartRequest(api('/chatting'), { fields, files: [], field: MESSAGE_FILE_FIELD });
    const sent = await t.app.inject({ ...request, headers: { ...request.headers, ...owner.headers } });
    assert.equal(sent.statusCode, 201, sent.body);
    for (const stream of [otherTab, colleagues]) {
      const frame = await stream.next();
      assert.equal(frame?.event, 'message.sent');
      assert.deepEqual(
        [frame.data.bookingId, frame.data.subject, frame.data.detail],
        [bookingId, `#${number} Hunza Valley Tour, Ayesha Khan`, 'Pickup is at 7 from your hotel.'],
      );
    }
    assert.deepEqual([await bell(owner), await bell(colleague)], [ownerBell, colleagueBell]);
  });

  it("drops the unread count live on the reader's other tabs and colleagues' screens; reading nothing new tells nobody", async () => {
    const { booking_id: bookingId } = await booking();
    await receiveCustomerMessage(t.db, bookingId, 'Is breakfast included?');
    const [otherTab, colleagues] = [await open(owner), await open(colleague)];
    const [ownerBell, colleagueBell] = [await bell(owner), await bell(colleague)];
    const read = () => t.app.inject({ method: 'PATCH', url: api(`/messages/booking/${bookingId}/read`), headers: owner.headers });
    assert.deepEqual((await read()).json(), { read: 1 });
    for (const stream of [otherTab, colleagues]) {
      const frame = await stream.next();
      assert.deepEqual([frame?.event, frame?.data.bookingId], ['message.read', bookingId]);
    }
    assert.deepEqual((await read()).json(), { read: 0 });
    // The next event each stream hears is a later one: the second reading sent nothing.
    await receiveCustomerMessage(t.db, bookingId, 'And lunch?');
    for (const stream of [otherTab, colleagues]) assert.equal((await stream.next())?.event, 'message.received');
    assert.deepEqual([await bell(owner), await bell(colleague)], [ownerBell + 1, colleagueBell + 1]);
  });
});
