import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { type Endpoint, endpointPath, MESSAGE_FILE_FIELD, messageEndpoints, payoutStatementEndpoints } from '@portal/contracts';

import { makeBooking, makeCustomer } from '../../test/factories';
import { documentedApp, operationOf, undocumentedRefusal } from '../../test/openapi-document';
import { multipartRequest } from '../../test/sample-profiles';
import { api } from '../../test/test-app';

/**
 * A handler's own refusals (rules that need the stored data or the clock, which no schema checks)
 * are stated on their operation in the OpenAPI document: each test drives one and checks that the
 * reply's status, message and field errors are among the operation's documented refusals.
 */
describe("the OpenAPI document states each handler's own refusals on its operation", () => {
  const kit = documentedApp();

  const refused = async (endpoint: Endpoint, request: { params?: Record<string, string>; query?: string; payload?: object }) => {
    const reply = await kit.t.app.inject({
      method: endpoint.method,
      url: api(`/${endpointPath(endpoint, request.params)}${request.query ? `?${request.query}` : ''}`),
      headers: kit.me.headers,
      payload: request.payload,
    });
    return documented(endpoint, reply);
  };
  const documented = <R extends { statusCode: number; body: string }>(endpoint: Endpoint, reply: R): R => {
    assert.ok(reply.statusCode >= 400 && reply.statusCode < 500, `${endpoint.path}: ${reply.statusCode} ${reply.body}`);
    assert.equal(undocumentedRefusal(operationOf(kit.doc, endpoint), reply), null);
    return reply;
  };

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
});
