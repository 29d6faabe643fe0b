import assert from 'node:assert/strict';
import { after, before } from 'node:test';

import { type Endpoint, endpointPath, type Refusal } from '@portal/contracts';

import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from './test-app';

interface Limits {
  maxLength?: number;
  minLength?: number;
}

/** An operation of the served OpenAPI document, as far as the server's tests read it. */
export interface DocumentedOperation {
  description?: string;
  responses: Record<string, { description?: string; content?: Record<string, unknown>; 'x-refusals'?: Refusal[] }>;
  parameters: { name: string; schema: Limits }[];
  requestBody?: { content: Record<string, { schema: { properties: Record<string, Limits> } }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentedOperation>>;
}

/** A describe block's test app, a signed-up supplier and the OpenAPI document the app serves. */
export function documentedApp(): { t: TestApp; me: SignedIn; doc: OpenApiDocument } {
  const kit = {} as { t: TestApp; me: SignedIn; doc: OpenApiDocument };
  before(async () => {
    kit.t = await createTestApp();
    kit.me = await signUpSupplier(kit.t.app);
    kit.doc = (await kit.t.app.inject({ method: 'GET', url: api('/openapi.json') })).json<OpenApiDocument>();
  });
  after(async () => {
    await kit.t.close();
  });
  return kit;
}

/** The document's operation of an endpoint of the table. */
export const operationOf = (doc: OpenApiDocument, endpoint: Endpoint): DocumentedOperation | undefined =>
  doc.paths[api(endpoint.path).replace(/:(\w+)/g, '{$1}')]?.[endpoint.method.toLowerCase()];

/** Whether `text` is a documented message: word for word, each `{name}` standing for some value. */
const fits = (documented: string, text: string) => {
  const parts = documented.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*')}$`, 's').test(text);
};

/**
 * How a handler's refusal disagrees with the document, or null: the operation names a refusal of
 * the reply's status whose message and field errors the reply's are, word for word (in English),
 * each `{name}` standing for some value.
 */
export function undocumentedRefusal(
  operation: DocumentedOperation | undefined,
  reply: { statusCode: number; body: string },
): string | null {
  if (!operation) return 'the operation is not documented';
  const refusals = operation.responses[String(reply.statusCode)]?.['x-refusals'] ?? [];
  const { message, errors = [] } = JSON.parse(reply.body) as { message: string; errors?: { field: string; message: string }[] };
  // Each of the reply's field errors is of a form the refusal documents (one per field refused).
  const stated = refusals.some(
    ({ message: documented, errors: forms = [] }) =>
      fits(documented, message) &&
      forms.length > 0 === errors.length > 0 &&
      errors.every((error) => forms.some((form) => fits(form.field, error.field) && fits(form.message, error.message))),
  );
  const described = refusals.every((refusal) =>
    [refusal.message, ...(refusal.errors ?? []).map((error) => error.message)].every((text) => operation.description?.includes(text)),
  );
  if (!stated) return `${reply.statusCode} ${reply.body} is not among the refusals documented: ${JSON.stringify(refusals)}`;
  return described ? null : `the operation's description leaves out a refusal: ${operation.description ?? ''}`;
}

type Kit = ReturnType<typeof documentedApp>;

/**
 * Asserts that `reply` is a refusal (4xx) that `endpoint`'s operation documents word for word, and
 * returns it for the test's own checks.
 */
export function documentedRefusal<R extends { statusCode: number; body: string }>(kit: Kit, endpoint: Endpoint, reply: R): R {
  assert.ok(reply.statusCode >= 400 && reply.statusCode < 500, `${endpoint.path}: ${reply.statusCode} ${reply.body}`);
  assert.equal(undocumentedRefusal(operationOf(kit.doc, endpoint), reply), null);
  return reply;
}

/** Calls `endpoint` as the kit's supplier (JSON body) and asserts the refusal is documented. */
export async function refusedBy(
  kit: Kit,
  endpoint: Endpoint,
  request: { params?: Record<string, string>; query?: string; payload?: object; headers?: Record<string, string> },
) {
  const reply = await kit.t.app.inject({
    method: endpoint.method,
    url: api(`/${endpointPath(endpoint, request.params)}${request.query ? `?${request.query}` : ''}`),
    headers: request.headers ?? kit.me.headers,
    payload: request.payload,
  });
  return documentedRefusal(kit, endpoint, reply);
}
