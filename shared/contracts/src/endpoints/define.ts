import type * as v from 'valibot';

import type { Permission } from '../team';

type Schema = v.GenericSchema;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone, any signed-in user (also one half-way through sign-up, who has
 * no supplier yet), or a supplier. The server checks ownership in its handlers on top of this.
 */
export type Access = 'public' | 'user' | 'supplier';

/**
 * Which members' roles may call an endpoint, checked before its handler: one permission, any of
 * several (a guide's assigned bookings beside everyone's), every signed-in member (their own user,
 * the sign-up), or anyone (a public endpoint). Every endpoint says which; the server's role matrix
 * test fails for one that does not.
 */
export type EndpointPermission = 'anyone' | 'any member' | Permission | readonly Permission[];

/** Whose requests a rate limit counts, and over which window; the server's settings give the maximum. */
export interface RateLimitRule {
  per: 'address' | 'account' | 'address and e-mail';
  window: string;
}

/** A multipart body: its file part (one, or `many`) and the schema of its text fields. */
export interface MultipartSpec {
  file: string;
  many?: boolean;
  fields?: Schema;
}

/**
 * What every multipart endpoint refuses as it reads and stores the form: a form cut short or
 * malformed, a file whose content is not of an accepted type (sniffed, whatever its name says; the
 * field error at the file's part), and files past the account's quota.
 */
export const MULTIPART_REFUSALS = {
  malformedForm: { status: 400, message: 'The form data is malformed or incomplete. Please send it again.' },
  fileType: {
    status: 415,
    message: '{file} is not an accepted type (JPEG, PNG, WebP, PDF, DOCX or TXT)',
    errors: [{ field: '{field}', message: '{file}: unsupported file type' }],
  },
  overQuota: { status: 413, message: 'Your files may take up {quota} MB in all, and these would pass it.' },
} as const;

/** What a successful reply carries when it is not JSON. */
export type ReplyMedia = 'application/json' | 'text/event-stream' | 'text/csv' | 'text/calendar' | 'text/html' | 'application/pdf' | 'file';

export type SuccessStatus = 200 | 201 | 202;

/**
 * A refusal a handler answers beyond its schemas' (a rule that needs the stored data or the clock):
 * the reply `{message, errors?}` word for word, declared once here for the handler that throws it
 * and the OpenAPI document that states it on the operation. A `{name}` in a message stands for a
 * value from the request or the stored data, filled in as the reply is made (its form is documented).
 */
export interface Refusal {
  status: number;
  message: string;
  errors?: readonly { field: string; message: string }[];
}

/** A 409 with its message: the stored data does not allow the change. */
export const conflictRefusal = (message: string) => ({ status: 409, message }) as const;

/** A refusal that says its message again at the field it is about, so a form marks that input. */
export const refusalAt = (status: number, field: string, message: string) => ({ status, message, errors: [{ field, message }] }) as const;

/** A 400 as a schema's reply reads ('Validation failed'), with one field error per field refused, each of one of these forms. */
export const invalidFields = (...forms: readonly { field: string; message: string }[]) =>
  ({ status: 400, message: 'Validation failed', errors: forms }) as const;

/** The request checked again by a schema its handler picks (by the stored type, say): that schema's messages at their fields. */
export const RECHECKED_FIELDS_REFUSAL = invalidFields({ field: '{field}', message: '{rule}' });

interface EndpointSpec {
  method: Method;
  /** The path under the API prefix, with `:name` parameters: written here once for server, client and tests. */
  path: string;
  summary: string;
  tags: readonly string[];
  access: Access;
  permission?: EndpointPermission;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  multipart?: MultipartSpec;
  /** The successful reply's JSON schema (the rows' array for a paged list). */
  reply?: Schema;
  /** A list: the reply is one page of rows and the total is in X-Total-Count. */
  paged?: boolean;
  /** The successful reply's media type; JSON unless said. */
  media?: ReplyMedia;
  /** The status of a successful reply (200 unless said; 201 when something was created). */
  success?: SuccessStatus;
  /** Statuses the handler answers beyond those every endpoint of its kind can (see `statusesOf`). */
  answers?: readonly number[];
  /** One limit, or several counted side by side (sign-in: one address and e-mail, and one address). */
  rateLimit?: RateLimitRule | readonly RateLimitRule[];
  /** The refusals of the handler's own rules, by name (their statuses are documented with the others). */
  refusals?: Readonly<Record<string, Refusal>>;
}

/** The permissions of which a member's role needs one to call the endpoint; none when every member (or anyone) may. */
export function permissionsOf(endpoint: { permission?: EndpointPermission }): readonly Permission[] {
  const { permission } = endpoint;
  if (permission === undefined || permission === 'anyone' || permission === 'any member') return [];
  return typeof permission === 'string' ? [permission] : permission;
}

/** An endpoint of the provider API as its table holds it. */
export type Endpoint<S extends EndpointSpec = EndpointSpec> = S & { success: SuccessStatus; statuses: readonly number[] };

/**
 * The error statuses an endpoint may answer: 400 for malformed input (every endpoint refuses unknown
 * query parameters), 401 without a valid token and 403 for someone else's data, 404 for a path
 * parameter that names nothing, 413/415 for a body too large or of another type, 414 for an
 * address too long, 429 over a rate limit, and the endpoint's own.
 */
function statusesOf(spec: EndpointSpec, success: SuccessStatus): number[] {
  const sent = spec.body !== undefined || spec.multipart !== undefined;
  const all = [
    success,
    400,
    414,
    ...(spec.access === 'public' ? [] : [401, 403]),
    ...(spec.params ? [404] : []),
    ...(sent ? [413, 415] : []),
    ...(spec.rateLimit ? [429] : []),
    ...(spec.answers ?? []),
    ...Object.values(spec.refusals ?? {}).map((refusal) => refusal.status),
  ];
  return [...new Set(all)].sort((a, b) => a - b);
}

/** One row of the endpoint table, with its documented statuses worked out (a multipart one refuses as every form does). */
export function defineEndpoint<const S extends EndpointSpec>(spec: S): Endpoint<S> {
  const success = spec.success ?? 200;
  const full: S = spec.multipart ? { ...spec, refusals: { ...MULTIPART_REFUSALS, ...spec.refusals } } : spec;
  return { ...full, success, statuses: statusesOf(full, success) };
}

/** A path parameter's value as it is written in the path. */
const segment = encodeURIComponent;

/** The endpoint's path with its parameters filled in (encoded), without a leading slash: 'bookings/abc/cancel'. */
export function endpointPath(endpoint: { path: string }, params: Record<string, string> = {}): string {
  return endpoint.path.slice(1).replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs its ${name}`);
    return segment(value);
  });
}

/** The names of an object schema's keys (also through a pipe, as a query with a cross-field check has). */
export function keysOf(schema: Schema | undefined): string[] {
  if (!schema) return [];
  const { entries, pipe } = schema as { entries?: Record<string, unknown>; pipe?: readonly Schema[] };
  if (entries) return Object.keys(entries);
  return pipe ? keysOf(pipe[0]) : [];
}

/**
 * A query as it goes on the address: the endpoint's own parameters only (the server refuses
 * others), set values only, a filter checkbox only when ticked. The one cleaning of a query, for
 * lists, CSV downloads and every other call.
 */
export function queryParams(endpoint: { query?: Schema }, query: object = {}): Record<string, string> {
  const known = new Set(keysOf(endpoint.query));
  const set = Object.entries(query).filter(
    ([name, value]) => known.has(name) && value !== undefined && value !== null && value !== '' && value !== false,
  );
  return Object.fromEntries(set.map(([name, value]) => [name, String(value)]));
}
