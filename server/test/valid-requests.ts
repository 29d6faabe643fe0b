import fc from 'fast-check';
import type { InjectOptions } from 'fastify';

import type { Operation } from './malformed-requests';
import { multipartRequest, PNG_BYTES } from './sample-profiles';
import { arbitraryOf, type JsonSchema, type Known } from './schema-arbitrary';

/** A value as it goes on the address: an array as the document's style says (comma-separated unless exploded). */
const asText = (value: unknown, explode: boolean): string | string[] =>
  Array.isArray(value) ? (explode ? value.map(String) : value.join(',')) : String(value);

const isFile = (schema: JsonSchema) => schema.format === 'binary' || schema.items?.format === 'binary';

/** A multipart form as its schema says: text fields drawn from theirs, a small PNG in each file field. */
function multipartForm(url: string, schema: JsonSchema, known: Known): fc.Arbitrary<InjectOptions & { url: string }> {
  const entries = Object.entries(schema.properties ?? {});
  const files = entries.find(([, property]) => isFile(property));
  const fields = Object.fromEntries(entries.filter(([, property]) => !isFile(property)));
  return arbitraryOf({ type: 'object', properties: fields, required: schema.required }, known).map((values) =>
    multipartRequest(url, {
      fields: Object.fromEntries(Object.entries(values as object).map(([name, value]) => [name, String(value)])),
      files: files ? [{ name: 'photo.png', bytes: PNG_BYTES }] : [],
      ...(files ? { field: files[0] } : {}),
    }),
  );
}

/** A path parameter's value: mostly the row of the supplier's it is meant to name, at times any its schema takes. */
function pathValue(path: string, name: string, schema: JsonSchema, known: Known): fc.Arbitrary<string> {
  const before = path.split(`/{${name}}`)[0]!.split('/').at(-1)!;
  const own = known.named?.[name] ?? known.named?.[before];
  const any = arbitraryOf(schema, known).map(String);
  return own ? fc.oneof({ weight: 4, arbitrary: fc.constant(own) }, { weight: 1, arbitrary: any }) : any;
}

/**
 * Requests that follow the operation's document: path and query parameters and a body drawn from
 * their schemas, ids and dates from `known` (the signed-in supplier's own rows, days ahead).
 */
export function validRequests(op: Operation, known: Known): fc.Arbitrary<InjectOptions & { url: string }> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const path = fc.record(Object.fromEntries(pathParams.map((p) => [p.name, pathValue(op.path, p.name, p.schema, known)])));
  const query = fc.record(
    Object.fromEntries(queryParams.map((p) => [p.name, arbitraryOf(p.schema, known).map((value) => asText(value, p.explode ?? true))])),
    { requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name) },
  );
  return fc.tuple(path, query).chain(([pathValues, queryValues]): fc.Arbitrary<InjectOptions & { url: string }> => {
    // A value left empty is left off (an empty list has no form of its own on the address).
    const search = new URLSearchParams(
      Object.entries(queryValues)
        .filter(([, v]) => v !== '')
        .flatMap(([k, v]) => [v].flat().map((item) => [k, item])),
    ).toString();
    const url = `${op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name]!))}${search ? `?${search}` : ''}`;
    if (op.body?.kind === 'multipart') return multipartForm(url, op.body.schema, known);
    if (op.body?.kind === 'json')
      return arbitraryOf(op.body.schema, known).map((payload) => ({ method: op.method, url, payload: payload as object }));
    return fc.constant({ method: op.method, url });
  });
}
