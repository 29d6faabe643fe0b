import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import * as v from 'valibot';

import { type Endpoint, ErrorReplySchema, REVIEW_REPLY_MAX_LENGTH, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@portal/contracts';
import { allEndpoints } from '@portal/contracts/endpoints/all';

import { documentedApp, operationOf } from '../../test/openapi-document';
import { api } from '../../test/test-app';

/**
 * The OpenAPI document says what the server answers: every operation of the endpoint table is in
 * it with the table's statuses, a query parameter it does not take is refused with a documented
 * 400 in the API's error shape, and a method a known path does not take answers 405, not 404.
 */
const ZERO = '00000000-0000-4000-8000-000000000000';
const urlOf = (endpoint: Endpoint) =>
  api(
    endpoint.path
      .replace(/:name/g, `${ZERO}.png`)
      .replace(/:label/g, 'x.png')
      .replace(/:\w+/g, ZERO),
  );

describe('the OpenAPI document matches the server', () => {
  const kit = documentedApp();
  const documented = (endpoint: Endpoint) => operationOf(kit.doc, endpoint);

  it('documents every endpoint of the table with its statuses, 201 and 202 included', () => {
    for (const endpoint of allEndpoints) {
      const operation = documented(endpoint);
      assert.ok(operation, `${endpoint.method} ${endpoint.path} is not documented`);
      assert.deepEqual(
        Object.keys(operation.responses)
          .map(Number)
          .sort((a, b) => a - b),
        [...endpoint.statuses],
        `${endpoint.method} ${endpoint.path}`,
      );
    }
    const created = documented(allEndpoints.find((e) => e.path === '/listings' && e.method === 'POST')!)!;
    assert.ok(created.responses['201'] && !created.responses['200']);
    const reset = documented(allEndpoints.find((e) => e.path === '/users/password-reset')!)!;
    assert.ok(reset.responses['202'] && !reset.responses['200']);
  });

  it('refuses a query parameter an endpoint does not take with a documented 400 {message, errors}', async () => {
    for (const endpoint of allEndpoints) {
      const reply = await kit.t.app.inject({
        method: endpoint.method,
        url: `${urlOf(endpoint)}?unknown_parameter=1`,
        headers: kit.me.headers,
        payload: endpoint.body ? {} : undefined,
      });
      const label = `${endpoint.method} ${endpoint.path} -> ${reply.statusCode} ${reply.body.slice(0, 200)}`;
      assert.equal(reply.statusCode, 400, label);
      assert.match(String(reply.headers['content-type']), /^application\/json/, label);
      const body = v.parse(ErrorReplySchema, reply.json());
      assert.ok(
        body.errors?.some((error) => error.field === 'unknown_parameter'),
        label,
      );
      assert.ok(documented(endpoint)!.responses['400'], label);
    }
  });

  it('answers 405 {message, errors} with Allow for a method a known path does not take', async () => {
    const paths = new Map<string, Endpoint[]>();
    for (const endpoint of allEndpoints) paths.set(endpoint.path, [...(paths.get(endpoint.path) ?? []), endpoint]);
    for (const [path, endpoints] of paths) {
      const other = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).find((method) => !endpoints.some((e) => e.method === method));
      if (!other) continue;
      const reply = await kit.t.app.inject({ method: other, url: urlOf(endpoints[0]!), headers: kit.me.headers });
      const label = `${other} ${path} -> ${reply.statusCode} ${reply.body.slice(0, 200)}`;
      assert.equal(reply.statusCode, 405, label);
      assert.match(String(reply.headers['content-type']), /^application\/json/, label);
      assert.equal(reply.headers.allow, endpoints.map((e) => e.method).join(', '), label);
      v.parse(v.object({ message: v.string(), errors: v.array(v.unknown()) }), reply.json());
    }
  });

  it('documents the limits of texts in characters (code points), as maxLength and minLength count them', () => {
    const endpoint = (path: string) => allEndpoints.find((e) => e.path === path)!;
    const reply = documented(endpoint('/reviews/:id/reply'))!.requestBody!.content['application/json']!.schema.properties.reply_text;
    assert.deepEqual(reply, { type: 'string', minLength: 1, maxLength: REVIEW_REPLY_MAX_LENGTH });
    const q = documented(endpoint('/search'))!.parameters.find((parameter) => parameter.name === 'q')!.schema;
    assert.deepEqual([q.minLength, q.maxLength], [SEARCH_MIN_LENGTH, SEARCH_MAX_LENGTH]);
  });

  it("gives no schema a default of another type than its own (page is 1, not '1' or '')", () => {
    const fits: Record<string, (value: unknown) => boolean> = {
      integer: Number.isInteger,
      number: (value) => typeof value === 'number',
      string: (value) => typeof value === 'string',
      boolean: (value) => typeof value === 'boolean',
      array: Array.isArray,
      object: (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
      null: (value) => value === null,
    };
    const misfits: string[] = [];
    const walk = (node: unknown, where: string): void => {
      if (typeof node !== 'object' || node === null) return;
      const schema = node as { type?: unknown; default?: unknown };
      if ('default' in schema && schema.type !== undefined) {
        const types = [schema.type].flat() as string[];
        if (!types.some((type) => fits[type]?.(schema.default))) misfits.push(`${where}: ${JSON.stringify(schema)}`);
      }
      for (const [key, child] of Object.entries(node)) walk(child, `${where}/${key}`);
    };
    walk(kit.doc, '');
    assert.deepEqual(misfits, []);
    const page = documented(allEndpoints.find((e) => e.path === '/notifications' && e.method === 'GET')!)!.parameters;
    assert.deepEqual(
      page
        .filter((parameter) => ['page', 'pageSize'].includes(parameter.name))
        .map((parameter) => (parameter.schema as { default?: unknown }).default),
      [1, 10],
    );
  });

  it('answers each documented success status: 201 for a created resource, 202 for an accepted reset request', async () => {
    const created = await kit.t.app.inject({
      method: 'POST',
      url: api('/resources'),
      headers: kit.me.headers,
      payload: { name: 'Jeeps', units: 3 },
    });
    assert.equal(created.statusCode, 201, created.body);
    const reset = await kit.t.app.inject({ method: 'POST', url: api('/users/password-reset'), payload: { email: 'nobody@example.test' } });
    assert.equal(reset.statusCode, 202, reset.body);
  });
});
