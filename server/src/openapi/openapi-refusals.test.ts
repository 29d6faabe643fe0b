import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  type Endpoint,
  endpointPath,
  listingEndpoints,
  MESSAGE_FILE_FIELD,
  messageEndpoints,
  payoutStatementEndpoints,
} from '@portal/contracts';

import { makeBooking, makeCustomer, makeSupplier } from '../../test/factories';
import { createListing, listingBody } from '../../test/listing-factory';
import { documentedApp, documentedRefusal, refusedBy } from '../../test/openapi-document';
import { multipartRequest } from '../../test/sample-profiles';
import { api } from '../../test/test-app';

/**
 * A handler's own refusals (rules that need the stored data or the clock, which no schema checks)
 * are stated on their operation in the OpenAPI document: each test drives one and checks that the
 * reply's status, message and field errors are among the operation's documented refusals.
 */
describe("the OpenAPI document states each handler's own refusals on its operation", () => {
  const kit = documentedApp();

  const refused = (endpoint: Endpoint, request: Parameters<typeof refusedBy>[2]) => refusedBy(kit, endpoint, request);
  const documented = <R extends { statusCode: number; body: string }>(endpoint: Endpoint, reply: R) =>
    documentedRefusal(kit, endpoint, reply);

  it("payout statements: a month that has not ended (this month's statement would still change)", async () => {
    const month = '2099-01';
    for (const endpoint of [payoutStatementEndpoints.downloadMonthlyStatementPdf, payoutStatementEndpoints.downloadMonthlyStatementCsv]) {
      const reply = await refused(endpoint, { query: `month=${month}` });
      assert.equal(reply.statusCode, 400);
      assert.match(reply.body, /Choose a month that has ended\./);
    }
  });

  it("inbox: the sender is the signed-in member, the receiver the booking's customer, the message not empty", async () => {
    const endpoint = messageEndpoints.sendMessage;
    const customer = await makeCustomer(kit.t.db);
    const { booking_id } = await makeBooking(kit.t.db, kit.me.supplierId!, { customer_id: customer.user_id });
    const { booking_id: noCustomer } = await makeBooking(kit.t.db, kit.me.supplierId!, { customer_id: null });
    const send = async (fields: Record<string, string>) => {
      const request = multipartRequest(api(`/${endpointPath(endpoint)}`), { fields, field: MESSAGE_FILE_FIELD });
      return documented(endpoint, await kit.t.app.inject({ ...request, headers: { ...request.headers, ...kit.me.headers } }));
    };
    const me = kit.me.userId;
    const message = { booking_id, sender_id: me, receiver_id: customer.user_id, message_text: 'Pickup at 6.' };
    assert.equal((await send({ ...message, sender_id: customer.user_id })).statusCode, 403);
    assert.equal((await send({ ...message, receiver_id: me })).statusCode, 400);
    assert.equal((await send({ ...message, message_text: '   ' })).statusCode, 400);
    assert.equal((await send({ ...message, booking_id: noCustomer, receiver_id: me })).statusCode, 409);
  });

  it("listings: only the supplier's own, the type kept, no delete with bookings to come", async () => {
    const body = await listingBody(kit.t.app, kit.me.headers, 'tour');
    const { listing_id } = await createListing(kit.t.app, kit.me.headers, body);
    const other = await makeSupplier(kit.t);
    // A whole trek, valid as such: only the change of type is refused.
    const trek = await listingBody(kit.t.app, kit.me.headers, 'trek');
    const params = { id: listing_id };
    const { updateListing, patchListing, deleteListing } = listingEndpoints;
    assert.equal((await refused(listingEndpoints.createListing, { payload: { ...body, partner_id: other.supplierId } })).statusCode, 403);
    assert.equal((await refused(updateListing, { params, payload: trek })).statusCode, 400);
    assert.equal((await refused(patchListing, { params, payload: { partner_id: other.supplierId } })).statusCode, 403);
    assert.equal((await refused(patchListing, { params, payload: trek })).statusCode, 400);
    await makeBooking(kit.t.db, kit.me.supplierId!, { listing_id, booking_status: 'confirmed' });
    assert.equal((await refused(deleteListing, { params })).statusCode, 409);
  });
});
