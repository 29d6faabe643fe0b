import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { type Endpoint, endpointPath, payoutStatementEndpoints } from '@portal/contracts';

import { documentedApp, operationOf, undocumentedRefusal } from '../../test/openapi-document';
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
});
