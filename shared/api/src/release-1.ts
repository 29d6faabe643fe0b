// `@portal/api`'s client under the share key of its first major (`@portal/api/client`), for remotes
// built before the key changed (ADR 0016). Those of the previous release call `call(path, schema)`,
// `callList`, `filterParams` and `callBlob`, which the endpoint table (issue 36) replaced; those
// built since the table, before the key changed, call `call(endpoint, input)` and `callPage` under
// the same key. So this facade hands out both: today's client whole, and release 1's names as
// calls through it. It imports the client by its file, which the host shares, so every call goes
// through the host's configured client (its base URL, the session's token, the 401 handler). Only
// a remote built before the key changed loads it.
import type { Options } from 'ky';
import * as v from 'valibot';

import { type Endpoint, TOTAL_COUNT_HEADER } from '@portal/contracts';

import { call as callEndpoint, type CallInput, type Page, parseReply, withClient } from './client';

// Named, not `export *`: the key's names are frozen, and its share-surface.json lists them.
export type { ApiConfig, CallInput, Page } from './client';
export { apiBaseUrl, ApiError, callFile, callPage, configureApi, ContractError, failureText, isNotFound } from './client';

/** @deprecated release 1's call by path and reply schema: call an endpoint of the table, `call(endpoint, input)` */
export function call<S extends v.GenericSchema>(path: string, schema: S, options?: Options): Promise<v.InferOutput<S>>;
/** Today's call of an endpoint, as the client exports it. */
export function call(...args: Parameters<typeof callEndpoint>): ReturnType<typeof callEndpoint>;
export function call(first: string | Endpoint, second?: unknown, options: Options = {}): Promise<unknown> {
  if (typeof first !== 'string') return callEndpoint(first, second as CallInput<Endpoint>);
  return withClient(async (client) => {
    const response = await client(first, options);
    return parseReply(second as v.GenericSchema, response.status === 204 ? null : await response.json(), first);
  });
}

/** @deprecated `callPage(endpoint, input)` */
export function callList<S extends v.GenericSchema>(
  path: string,
  rowSchema: S,
  searchParams: Record<string, string | number | boolean | undefined>,
): Promise<Page<v.InferOutput<S>>> {
  return withClient(async (client) => {
    const set = Object.entries(searchParams).filter(([, value]) => value !== undefined && value !== '');
    const response = await client(path, { searchParams: Object.fromEntries(set.map(([name, value]) => [name, String(value)])) });
    const rows = parseReply(v.array(rowSchema), await response.json(), path);
    return { rows, total: Number(response.headers.get(TOTAL_COUNT_HEADER) ?? rows.length) };
  });
}

/** @deprecated `queryParams(endpoint, query)` of `@portal/contracts`, which also keeps only the endpoint's own names */
export function filterParams(query: object): Record<string, string> {
  const set = Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '' && value !== false);
  return Object.fromEntries(set.map(([name, value]) => [name, String(value)]));
}

/** @deprecated `callFile(endpoint, input)` */
export function callBlob(path: string, searchParams: Record<string, string> = {}): Promise<Blob> {
  return withClient(async (client) => (await client(path, { searchParams })).blob());
}
