import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import * as v from 'valibot';
import { API_PREFIX, ErrorReplySchema, TOTAL_COUNT_HEADER, type ErrorReply } from '@portal/contracts';
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
  constructor(readonly path: string, readonly issues: string) {
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
        },
      ],
    },
  });
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

function parse<S extends v.GenericSchema>(schema: S, data: unknown, path: string): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (!result.success) throw new ContractError(path, v.summarize(result.issues));
  return result.output;
}

/** One call: sends, parses the reply with its contract, turns failures into ApiError. */
export async function call<S extends v.GenericSchema>(path: string, schema: S, options: Options = {}): Promise<v.InferOutput<S>> {
  try {
    const response = await http(path, options);
    const data: unknown = response.status === 204 ? null : await response.json();
    return parse(schema, data, path);
  } catch (error) {
    throw await toApiError(error);
  }
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/** A list endpoint: a JSON array body and the total in X-Total-Count. */
export async function callList<S extends v.GenericSchema>(
  path: string,
  rowSchema: S,
  searchParams: Record<string, string | number | boolean | undefined>,
): Promise<Page<v.InferOutput<S>>> {
  const defined = Object.entries(searchParams).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== '');
  try {
    const response = await http(path, { searchParams: Object.fromEntries(defined.map(([k, val]) => [k, String(val)])) });
    const rows = parse(v.array(rowSchema), await response.json(), path);
    const total = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? rows.length);
    return { rows, total };
  } catch (error) {
    throw await toApiError(error);
  }
}

/** A list's query as the server reads it: set values only, and filter checkboxes only when ticked. */
export function filterParams(query: object): Record<string, string> {
  const set = Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '' && value !== false);
  return Object.fromEntries(set.map(([name, value]) => [name, String(value)]));
}

/** A raw authenticated GET, for files such as CSV exports. */
export async function callBlob(path: string, searchParams: Record<string, string> = {}): Promise<Blob> {
  try {
    return await http(path, { searchParams }).blob();
  } catch (error) {
    throw await toApiError(error);
  }
}
