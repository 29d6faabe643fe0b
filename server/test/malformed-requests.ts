import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';

import { isCalendarDate } from '@portal/contracts';

import { multipartRequest } from './sample-profiles';
import type { JsonSchema } from './schema-arbitrary';
import { api } from './test-app';

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  explode?: boolean;
  schema: JsonSchema;
}

/** What an operation answers: each documented status's media types and their schemas. */
export type Responses = Record<string, { content?: Record<string, { schema: JsonSchema }> }>;

/** One operation of the OpenAPI document. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  public: boolean;
  parameters: Parameter[];
  body: { kind: 'json' | 'multipart'; schema: JsonSchema } | null;
  responses: Responses;
}

interface OpenApiOperation {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Responses;
}

/** The operations of the document the app serves (GET /openapi.json). */
export async function servedOperations(app: FastifyInstance): Promise<Operation[]> {
  return operationsOf((await app.inject({ method: 'GET', url: api('/openapi.json') })).json());
}

export function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        public: Array.isArray(op.security) && op.security.length === 0,
        parameters: op.parameters ?? [],
        body: media ? { kind: contentType === 'multipart/form-data' ? 'multipart' : 'json', schema: media.schema } : null,
        responses: op.responses,
      };
    }),
  );
}

const typesOf = (schema: JsonSchema): string[] =>
  [schema.type ?? [], ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(typesOf)].flat();

const isDate = (schema: JsonSchema): boolean => schema.format === 'date' || [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(isDate);

/** Text a `format: date` field refuses: no real date, or outside the years a date may take. */
const notADate = fc.oneof(
  fc.constantFrom(
    '2026-02-30',
    '2027-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '1999-12-31',
    '2100-01-01',
    '0000-00-00',
    '20260101',
    '2026-1-1',
    '+02026-01-01',
    '2026-01-01T00:00:00Z',
    ' 2026-01-01',
    'today',
    '1e20',
    '',
  ),
  fc.stringMatching(/^\d{1,6}-\d{1,3}-\d{1,3}$/).filter((text) => !isCalendarDate(text)),
);

/** A string with a NUL in it: refused in any text, whatever its field. */
const withNul = fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\0${b}`);

/** A JSON value of a type the field does not take (an object is no string, number, enum or array). */
const wrongType = (schema: JsonSchema): fc.Arbitrary<unknown> =>
  typesOf(schema).includes('object')
    ? fc.constantFrom([1, 2], 'text', 42)
    : fc.oneof(
        fc.constant({ not: 'this' }),
        fc.constant([[]]),
        ...(typesOf(schema).includes('string') || schema.enum ? [fc.integer()] : []),
      );

const notIn = (values: readonly unknown[]) => (text: string) =>
  !values.some((v) => typeof v === 'string' && v.toLowerCase() === text.trim().toLowerCase());

/** A value a JSON body's field refuses: of another type, with a NUL, too long, or outside its choices. */
function invalidValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const faults: fc.Arbitrary<unknown>[] = [wrongType(schema), withNul];
  if (isDate(schema)) faults.push(notADate);
  if (schema.maxLength !== undefined) faults.push(fc.integer({ min: 1, max: 50 }).map((extra) => 'a'.repeat(schema.maxLength! + extra)));
  if (schema.enum) faults.push(fc.string({ maxLength: 12 }).filter(notIn(schema.enum)));
  return fc.oneof(...faults);
}

/** A query value its parameter refuses (query values are text). */
function invalidQueryValue(schema: JsonSchema): fc.Arbitrary<string | string[]> {
  const faults: fc.Arbitrary<string | string[]>[] = [withNul, fc.constant(['1', '2'])];
  if (isDate(schema)) faults.push(notADate);
  if (schema.maxLength !== undefined) faults.push(fc.integer({ min: 1, max: 50 }).map((extra) => 'q'.repeat(schema.maxLength! + extra)));
  if (schema.enum) faults.push(fc.string({ maxLength: 12 }).filter(notIn(schema.enum)));
  if (typesOf(schema).includes('integer')) {
    faults.push(fc.constantFrom('1e20', '1.5', 'abc', 'Infinity', '9'.repeat(30)));
    // Below its minimum (a page is 1 or more; a duration 0 or more).
    if (schema.minimum !== undefined) faults.push(fc.integer({ max: schema.minimum - 1 }).map(String));
    if (schema.maximum !== undefined) faults.push(fc.integer({ min: schema.maximum + 1 }).map(String));
  }
  return fc.oneof(...faults);
}

/** A path segment no route parameter takes (not an id, not a stored file name). */
const invalidSegment = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 40, unit: 'binary' }),
    fc.constantFrom('..', 'a\0b', '1e20', '%', "' OR 1=1 --", '00000000-0000-0000-0000-00000000000g', 'x'.repeat(2000)),
  )
  .filter((s) => !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[a-z]+)?$/i.test(s));

/** The date `days` after 2000-01-01, the first day a date may take. */
const dayAfter = (days: number) => new Date(Date.UTC(2000, 0, 1 + days)).toISOString().slice(0, 10);

const encode = (text: string): string | null => {
  try {
    return encodeURIComponent(text);
  } catch {
    return null; // a lone surrogate has no URL form
  }
};

/** Bodies a JSON route refuses: not JSON, not an object, prototype keys, or one field broken. */
function invalidJsonBody(schema: JsonSchema): fc.Arbitrary<{ payload: string }> {
  const fields = Object.entries(schema.properties ?? {});
  const brokenField =
    fields.length === 0
      ? fc.constant({ unexpected: '\0' })
      : fc.constantFrom(...fields).chain(([name, field]) => invalidValue(field).map((value) => ({ [name]: value })));
  return fc
    .oneof(
      fc.constantFrom(
        '{oops',
        '',
        '[1,',
        '"text"',
        '42',
        'null',
        '[]',
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"x":1}}}',
      ),
      brokenField.map((body) => JSON.stringify(body)),
    )
    .map((payload) => ({ payload }));
}

/** Multipart bodies an upload route refuses: no multipart, NULs in names or values, content of no accepted type, a cut-off form. */
function invalidMultipart(url: string): fc.Arbitrary<InjectOptions> {
  const junkFile = fc
    .uint8Array({ minLength: 1, maxLength: 64 })
    .map((bytes) => Buffer.concat([Buffer.from([0x00, 0x4d, 0x5a]), Buffer.from(bytes)]));
  return fc.oneof(
    fc.constant({ method: 'POST' as const, url, payload: { files: [] } }),
    fc.record({ name: withNul, bytes: junkFile }).map((file) => multipartRequest(url, { files: [file] })),
    fc
      .record({ name: fc.string({ maxLength: 10 }), bytes: junkFile })
      .map((file) => multipartRequest(url, { files: [{ ...file, name: `${file.name}.png` }], field: 'files' })),
    fc.record({ field: withNul, value: fc.string() }).map(({ field, value }) => multipartRequest(url, { fields: { [field]: value } })),
    fc.constant(multipartRequest(url, { fields: { booking_id: 'not-an-id', message_text: 'x' } })),
    fc
      .constant(multipartRequest(url, { files: [{ name: 'a.pdf', bytes: Buffer.from('%PDF-1.4') }] }))
      .map((request) => ({ ...request, payload: request.payload.subarray(0, 60) })),
  );
}

const realDates = ({ from, to }: { from: string; to: string }) => isCalendarDate(from) && isCalendarDate(to);

/** Two real dates no range takes: the last before the first. */
const reversedRange = fc
  .tuple(fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 0, max: 20_000 }))
  .map(([back, start]) => ({ from: dayAfter(start + back), to: dayAfter(start) }))
  .filter(realDates);

/** Two real dates more than a year apart, which the availability calendar's ranges refuse (the activity log's take them). */
const overlongRange = fc
  .tuple(fc.integer({ min: 366, max: 20_000 }), fc.integer({ min: 0, max: 15_000 }))
  .map(([span, start]) => ({ from: dayAfter(start), to: dayAfter(start + span) }))
  .filter(realDates);

const badRange = (op: Operation) => (op.path.includes('/availability') ? fc.oneof(reversedRange, overlongRange) : reversedRange);

/**
 * Requests `op` must refuse with a 4xx: each breaks at least one input the operation declares (a
 * path parameter, a query parameter or the body), the rest drawn from `ids` (valid ids of the
 * signed-in supplier, so the request can reach its deeper checks).
 */
export function malformedRequests(op: Operation, ids: readonly string[]): fc.Arbitrary<InjectOptions> | null {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const faults: fc.Arbitrary<{ path: Record<string, string>; query: Record<string, string | string[]>; body?: InjectOptions }>[] = [];
  const validPath = fc
    .tuple(...pathParams.map(() => fc.constantFrom(...ids)))
    .map((values) => Object.fromEntries(pathParams.map((p, i) => [p.name, values[i]!])));
  const url = (path: Record<string, string>) => op.path.replace(/\{(\w+)\}/g, (_, name: string) => path[name]!);
  for (const param of pathParams) {
    faults.push(
      fc
        .tuple(
          validPath,
          invalidSegment.map(encode).filter((s): s is string => s !== null),
        )
        .map(([path, bad]) => ({ path: { ...path, [param.name]: bad }, query: {} })),
    );
  }
  for (const param of queryParams) {
    faults.push(fc.tuple(validPath, invalidQueryValue(param.schema)).map(([path, bad]) => ({ path, query: { [param.name]: bad } })));
  }
  const from = queryParams.find((p) => p.name === 'from' && isDate(p.schema));
  const to = queryParams.find((p) => p.name === 'to' && isDate(p.schema));
  if (from && to) faults.push(fc.tuple(validPath, badRange(op)).map(([path, range]) => ({ path, query: range })));
  if (op.body?.kind === 'json') {
    faults.push(
      fc.tuple(validPath, invalidJsonBody(op.body.schema)).map(([path, { payload }]) => ({
        path,
        query: {},
        body: { payload, headers: { 'content-type': 'application/json' } },
      })),
    );
    // Not JSON at all: another type, or more than the server takes.
    faults.push(
      fc
        .tuple(
          validPath,
          fc.constantFrom(
            { payload: 'email=a@b.pk', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
            { payload: 'text', headers: { 'content-type': 'text/plain' } },
            { payload: JSON.stringify({ padding: 'x'.repeat(1024 * 1024) }), headers: { 'content-type': 'application/json' } },
          ),
        )
        .map(([path, body]) => ({ path, query: {}, body })),
    );
  } else if (op.body?.kind === 'multipart') {
    faults.push(validPath.chain((path) => invalidMultipart(url(path)).map((body) => ({ path, query: {}, body }))));
  }
  if (faults.length === 0) return null;
  return fc.oneof(...faults).map(({ path, query, body }) => {
    const search = new URLSearchParams(Object.entries(query).flatMap(([k, v]) => [v].flat().map((item) => [k, item]))).toString();
    return { ...body, method: op.method, url: `${url(path)}${search ? `?${search}` : ''}` } as InjectOptions;
  });
}
