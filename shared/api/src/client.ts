import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import * as v from 'valibot';

import {
  API_PREFIX,
  type Endpoint,
  endpointPath,
  type ErrorReply,
  ErrorReplySchema,
  queryParams,
  TOTAL_COUNT_HEADER,
} from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { getSession } from '@portal/session';

/** A failed call: the server's status, message and field errors; status 0 when unreachable. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: NonNullable<ErrorReply['errors']> = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A 404: the record does not exist, or is another supplier's. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** The text of a failed call for a toast: `withMessage(message)` when the server gave one, else the fallback. */
export function failureText(error: unknown, withMessage: (message: string) => string, fallback: string): string {
  return error instanceof ApiError && error.message ? withMessage(error.message) : fallback;
}

/** A reply that did not match its contract: a server/client version skew, never silently cast. */
export class ContractError extends Error {
  constructor(
    readonly path: string,
    readonly issues: string,
  ) {
    super(`Unexpected reply from ${path}: ${issues}`);
    this.name = 'ContractError';
  }
}

export interface ApiConfig {
  baseUrl: string;
  /** Called on a 401 for an authenticated call; the host decides what that means. */
  onUnauthorized?: () => void;
}

// Until the host configures it: the API at the page's own origin.
let config: ApiConfig = { baseUrl: API_PREFIX };
let http: KyInstance = createHttp();

export function configureApi(next: ApiConfig): void {
  config = next;
  http = createHttp();
}

export function apiBaseUrl(): string {
  return config.baseUrl;
}

function createHttp(): KyInstance {
  return ky.create({
    prefix: config.baseUrl.replace(/\/$/, '') + '/',
    timeout: 30_000,
    // Reads are retried by the query layer (query-client.ts); a retry here would multiply them.
    retry: 0,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const { token } = getSession();
          if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
          // The server answers its messages in the member's language (ADR 0022).
          request.headers.set('Accept-Language', currentLanguage());
        },
      ],
    },
  });
}

/**
 * Runs a request on the client the host configured (its base URL, token and 401 handler), a failure
 * turned into ApiError. Every call goes through it, release 1's too (release-1.ts).
 */
export async function withClient<T>(run: (client: KyInstance) => Promise<T>): Promise<T> {
  try {
    return await run(http);
  } catch (error) {
    throw await toApiError(error);
  }
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof HTTPError) {
    const { status } = error.response;
    if (status === 401 && error.request.headers.has('Authorization')) config.onUnauthorized?.();
    // ky has already read the body into `data`.
    const parsed = v.safeParse(ErrorReplySchema, error.data);
    return parsed.success
      ? new ApiError(status, parsed.output.message, parsed.output.errors)
      : new ApiError(status, error.response.statusText || `Request failed: ${status}`);
  }
  if (error instanceof ApiError) return error;
  if (error instanceof ContractError) throw error;
  return new ApiError(0, 'Unable to connect to server. Please check your connection and try again.');
}

/** A reply checked against its schema; a mismatch is a ContractError. */
export function parseReply<S extends v.GenericSchema>(schema: S, data: unknown, path: string): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (!result.success) throw new ContractError(path, v.summarize(result.issues));
  return result.output;
}

type In<S> = S extends v.GenericSchema ? v.InferInput<S> : never;
type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : never;
/** One row of a paged endpoint's reply. */
type Row<E extends Endpoint> = Out<E['reply']> extends readonly (infer T)[] ? T : never;

/** What a call of an endpoint sends: its path's parameters, its query, its body, and ky's options (headers, timeout). */
export interface CallInput<E extends Endpoint> {
  params?: Record<string, string>;
  /** As the address carries it or as the screen holds it (parsed); cleaned by `queryParams`: the endpoint's own parameters, set values only. */
  query?: Partial<In<E['query']>> | Partial<Out<E['query']>>;
  /** JSON for a JSON body; the form of a multipart one. */
  body?: E['multipart'] extends object ? FormData : In<E['body']>;
  options?: Omit<Options, 'method' | 'json' | 'body' | 'searchParams'>;
}

/** Sends a call of an endpoint of the table: its method, its path with the parameters filled in, its cleaned query. */
function send<E extends Endpoint>(client: KyInstance, endpoint: E, { params, query, body, options }: CallInput<E>): Promise<Response> {
  const payload = body === undefined ? {} : body instanceof FormData ? { body } : { json: body };
  return client(endpointPath(endpoint, params), {
    ...options,
    ...payload,
    method: endpoint.method,
    searchParams: queryParams(endpoint, query),
  });
}

/** One call: sends, parses the reply with the endpoint's reply schema, turns failures into ApiError. */
export function call<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<Out<E['reply']>> {
  return withClient(async (client) => {
    const response = await send(client, endpoint, input);
    const data: unknown = response.status === 204 ? null : await response.json();
    return parseReply(endpoint.reply as v.GenericSchema, data, endpointPath(endpoint, input.params)) as Out<E['reply']>;
  });
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/** A paged list endpoint: one page of rows as a JSON array, and the total in X-Total-Count. */
export function callPage<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<Page<Row<E>>> {
  return withClient(async (client) => {
    const response = await send(client, endpoint, input);
    const rows = parseReply(endpoint.reply as v.GenericSchema, await response.json(), endpointPath(endpoint, input.params)) as Row<E>[];
    const total = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? rows.length);
    return { rows, total };
  });
}

/** A file an endpoint answers, such as a CSV export. */
export function callFile<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<Blob> {
  return withClient(async (client) => (await send(client, endpoint, input)).blob());
}
