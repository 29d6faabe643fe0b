import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { type ChatItem, type Message, MESSAGE_ERRORS, MESSAGE_FILE_FIELD, MESSAGE_TEXT_MAX_LENGTH } from '@portal/contracts';

import { hoursAgo, type MadeSupplier, makeBooking, makeCustomer, makeMessage, makeSupplier } from '../../test/factories';
import { multipartRequest, PNG_BYTES } from '../../test/sample-profiles';
import { api, createTestApp, type TestApp } from '../../test/test-app';

async function addBooking(t: TestApp, supplierId: string, customerId: string | null, tour: string): Promise<string> {
  const booking = await makeBooking(t.db, supplierId, {
    customer_id: customerId,
    customer_name: 'Customer',
    tour_name: tour,
    duration_days: 3,
  });
  return booking.booking_id;
}

/** A message at `minutesAgo`, read or not. */
async function addMessage(t: TestApp, bookingId: string, from: string, to: string, text: string, minutesAgo: number, read = true) {
  await makeMessage(t.db, {
    booking_id: bookingId,
    sender_id: from,
    receiver_id: to,
    message_text: text,
    created_at: hoursAgo(minutesAgo / 60),
    read_at: read ? new Date() : null,
  });
}

void describe('messages', () => {
  let t: TestApp;
  let owner: MadeSupplier;
  let other: MadeSupplier;
  let sana: string;
  let omar: string;
  let hunza: string;
  let skardu: string;
  let quiet: string;
  let otherBooking: string;

  before(async () => {
    t = await createTestApp();
    owner = await makeSupplier(t, {}, { full_name: 'Ayesha Khan' });
    other = await makeSupplier(t, {}, { full_name: 'Other Operator' });
    sana = (await makeCustomer(t.db, { full_name: 'Sana Malik' })).user_id;
    omar = (await makeCustomer(t.db, { full_name: 'Omar Farooq' })).user_id;
    hunza = await addBooking(t, owner.supplierId, sana, 'Hunza Valley Tour');
    skardu = await addBooking(t, owner.supplierId, omar, 'Skardu Explorer');
    quiet = await addBooking(t, owner.supplierId, omar, 'Swat Valley Tour');
    otherBooking = await addBooking(t, other.supplierId, sana, 'Naran Kaghan Tour');
    await addMessage(t, hunza, sana, owner.userId, 'Is pickup from Islamabad?', 300);
    await addMessage(t, hunza, owner.userId, sana, 'Yes, from F-7 at 6 am.', 240);
    await addMessage(t, skardu, omar, owner.userId, 'Can we add one more person?', 90, false);
    await addMessage(t, skardu, omar, owner.userId, 'And a jeep ride?', 60, false);
    await addMessage(t, otherBooking, sana, other.userId, 'Hello other operator', 10, false);
  });
  after(async () => {
    await t.close();
  });

  const chats = async (who: MadeSupplier = owner) => {
    const reply = await t.app.inject({ method: 'GET', url: api(`/chatting/user/${who.userId}`), headers: who.headers });
    assert.equal(reply.statusCode, 200, reply.body);
    return reply.json<ChatItem[]>();
  };
  const thread = (bookingId: string, who: MadeSupplier = owner) =>
    t.app.inject({ method: 'GET', url: api(`/messages/booking/${bookingId}`), headers: who.headers });
  const send = (fields: Record<string, string>, files: { name: string; bytes: Buffer }[] = [], who: MadeSupplier = owner) => {
    const request = multipartRequest(api('/chatting'), { fields, files, field: MESSAGE_FILE_FIELD });
    return t.app.inject({ ...request, headers: { ...request.headers, ...who.headers } });
  };

  it('lists one conversation per booking with messages, latest first, with the customer, last message and unread count', async () => {
    const items = await chats();
    assert.deepEqual(
      items.map((item) => [item.booking.tour_name, item.customer.full_name, item.message_text, item.unread_count]),
      [
        ['Skardu Explorer', 'Omar Farooq', 'And a jeep ride?', 2],
        ['Hunza Valley Tour', 'Sana Malik', 'Yes, from F-7 at 6 am.', 0],
      ],
    );
    assert.equal(items[1]!.sender.full_name, 'Ayesha Khan');
    assert.equal(items[1]!.receiver.user_id, sana);
  });

  it("answers a booking's messages oldest first, and only to its supplier", async () => {
    const reply = await thread(hunza);
    assert.equal(reply.statusCode, 200);
    assert.deepEqual(
      reply.json<Message[]>().map((m) => m.message_text),
      ['Is pickup from Islamabad?', 'Yes, from F-7 at 6 am.'],
    );
    assert.equal((await thread(otherBooking)).statusCode, 404);
    assert.equal((await thread(hunza, other)).statusCode, 404);
  });

  it("refuses another user's conversation list", async () => {
    const reply = await t.app.inject({ method: 'GET', url: api(`/chatting/user/${other.userId}`), headers: owner.headers });
    assert.equal(reply.statusCode, 403);
    assert.deepEqual(
      (await chats(other)).map((item) => item.booking.tour_name),
      ['Naran Kaghan Tour'],
    );
  });

  it('marks the customer messages of a conversation read, once', async () => {
    const mark = () => t.app.inject({ method: 'PATCH', url: api(`/messages/booking/${skardu}/read`), headers: owner.headers });
    assert.deepEqual((await mark()).json(), { read: 2 });
    assert.deepEqual((await mark()).json(), { read: 0 });
    assert.equal((await chats()).find((item) => item.booking.booking_id === skardu)!.unread_count, 0);
    const foreign = await t.app.inject({ method: 'PATCH', url: api(`/messages/booking/${otherBooking}/read`), headers: owner.headers });
    assert.equal(foreign.statusCode, 404);
    assert.equal((await chats(other))[0]!.unread_count, 1);
  });

  it('sends a message that starts a conversation and leads the list', async () => {
    const reply = await send({
      booking_id: quiet,
      sender_id: owner.userId,
      receiver_id: omar,
      message_text: '  Your permits are ready.\r\nSee you at 6.  ',
    });
    assert.equal(reply.statusCode, 201, reply.body);
    const { message, data } = reply.json<{ message: string; data: Message }>();
    assert.equal(message, 'Message sent');
    assert.equal(data.message_text, 'Your permits are ready.\nSee you at 6.');
    assert.equal(data.message_file, null);
    const [first] = await chats();
    assert.equal(first!.booking.booking_id, quiet);
    assert.equal(first!.message_text, 'Your permits are ready.\nSee you at 6.');
    assert.deepEqual(
      (await thread(quiet)).json<Message[]>().map((m) => m.message_id),
      [data.message_id],
    );
  });

  it('keeps an attachment checked by its content, private, and serves it through the signed link the conversation answers', async () => {
    const reply = await send({ booking_id: hunza, sender_id: owner.userId, receiver_id: sana }, [{ name: 'route.png', bytes: PNG_BYTES }]);
    assert.equal(reply.statusCode, 201, reply.body);
    const { data } = reply.json<{ data: Message }>();
    assert.match(data.message_file ?? '', /^\/api\/v1\/files\/[0-9a-f-]{36}\.png\/route\.png\?expires=\d+&signature=[\w-]+$/);
    const { pathname, search } = new URL(data.message_file!, 'http://portal.example');
    const file = await t.app.inject({ method: 'GET', url: pathname + search });
    assert.equal(file.headers['content-type'], 'image/png');
    assert.equal((await t.app.inject({ method: 'GET', url: pathname })).statusCode, 404, 'not without the signature');
    const listed = (await thread(hunza)).json<Message[]>().find((m) => m.message_id === data.message_id);
    assert.equal(listed?.message_file, data.message_file);
    const fake = await send({ booking_id: hunza, sender_id: owner.userId, receiver_id: sana }, [
      { name: 'photo.png', bytes: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0xff, 0xff]) },
    ]);
    assert.equal(fake.statusCode, 415);
  });

  it('answers 400 with field errors for an empty, too long or malformed message', async () => {
    const empty = await send({ booking_id: hunza, sender_id: owner.userId, receiver_id: sana, message_text: '   ' });
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json<{ errors: unknown[] }>().errors, [{ field: 'message_text', message: MESSAGE_ERRORS.empty }]);
    const long = await send({
      booking_id: hunza,
      sender_id: owner.userId,
      receiver_id: sana,
      message_text: 'x'.repeat(MESSAGE_TEXT_MAX_LENGTH + 1),
    });
    assert.deepEqual(long.json<{ errors: unknown[] }>().errors, [{ field: 'message_text', message: MESSAGE_ERRORS.tooLong }]);
    const malformed = await send({ booking_id: 'not-an-id', sender_id: owner.userId, receiver_id: sana, message_text: 'Hi' });
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json<{ errors: { field: string }[] }>().errors[0]!.field, 'booking_id');
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: api('/chatting'),
      headers: owner.headers,
      payload: { booking_id: hunza },
    });
    assert.equal(notMultipart.statusCode, 415);
  });

  it('sends only as oneself, on one of one’s bookings, to its customer', async () => {
    const asSomeoneElse = await send({ booking_id: hunza, sender_id: sana, receiver_id: owner.userId, message_text: 'Forged' });
    assert.equal(asSomeoneElse.statusCode, 403);
    const foreignBooking = await send({ booking_id: otherBooking, sender_id: owner.userId, receiver_id: sana, message_text: 'Hi' });
    assert.equal(foreignBooking.statusCode, 404);
    const wrongReceiver = await send({ booking_id: hunza, sender_id: owner.userId, receiver_id: omar, message_text: 'Hi' });
    assert.equal(wrongReceiver.statusCode, 400);
    const walkIn = await addBooking(t, owner.supplierId, null, 'Walk-in Tour');
    const noAccount = await send({ booking_id: walkIn, sender_id: owner.userId, receiver_id: omar, message_text: 'Hi' });
    assert.equal(noAccount.statusCode, 409);
    assert.equal((await thread(otherBooking, other)).json<Message[]>().length, 1);
  });
});
