import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type * as v from 'valibot';

import { type Endpoint, type Method, TOTAL_COUNT_HEADER } from '@portal/contracts';
import {
  activityEndpoints,
  authEndpoints,
  availabilityEndpoints,
  bookingEndpoints,
  calendarFeedEndpoints,
  dashboardEndpoints,
  departureEndpoints,
  listingEndpoints,
  liveEndpoints,
  messageEndpoints,
  notificationEndpoints,
  notificationPreferenceEndpoints,
  payoutEndpoints,
  payoutStatementEndpoints,
  resourceEndpoints,
  reviewEndpoints,
  sessionEndpoints,
  supplierEndpoints,
  teamEndpoints,
  ticketEndpoints,
  twoStepEndpoints,
  uploadEndpoints,
  userEndpoints,
} from '@portal/contracts';
import { allEndpoints } from '@portal/contracts/endpoints/all';
import { invitationEndpoints } from '@portal/contracts/endpoints/invitations';
import { signupEndpoints } from '@portal/contracts/endpoints/signup';
import { telephoneEndpoints } from '@portal/contracts/endpoints/telephone';

import { ApiFailure, type Call, Calls, NETWORK_ERROR, type Outcome, type Reply } from './replies';
import { apiUrl, server } from './server';

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : never;
type In<S> = S extends v.GenericSchema ? v.InferInput<S> : undefined;
/** The names of a path's parameters: '/listings/:id/availability/exceptions/:exceptionId' gives 'id' | 'exceptionId'. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type QueryOf<E extends Endpoint> = E['query'] extends v.GenericSchema ? keyof v.InferInput<E['query']> & string : never;
type BodyOf<E extends Endpoint> = E['multipart'] extends object ? FormData : E['body'] extends v.GenericSchema ? In<E['body']> : null;

/** One request to an endpoint, typed by its entry in the table. */
export type CallOf<E extends Endpoint> = Call<ParamsOf<E['path']>, QueryOf<E>, BodyOf<E>>;

interface ListPage<T> {
  rows: T[];
  total: number;
}
/** What a test says the server answers: a page of rows and the total for a list, the text of a file, else the reply schema's value. */
type AnswerOf<E extends Endpoint> = E['paged'] extends true
  ? ListPage<Out<E['reply']> extends readonly (infer T)[] ? T : never>
  : E['media'] extends 'text/csv' | 'text/calendar' | 'text/html' | 'application/pdf' | 'file'
    ? string
    : Out<E['reply']>;

/** Registers an endpoint's handler for the current test: answers `reply` to every request and records them. */
export type Handler<E extends Endpoint> = (reply: Reply<AnswerOf<E>, CallOf<E>>) => Calls<CallOf<E>>;

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) return request.json() as Promise<unknown>;
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text === '' ? null : text;
}

const isFailure = (outcome: unknown): outcome is ApiFailure | typeof NETWORK_ERROR =>
  outcome instanceof ApiFailure || outcome === NETWORK_ERROR;

function failureResponse(outcome: ApiFailure | typeof NETWORK_ERROR): Response {
  if (outcome === NETWORK_ERROR) return HttpResponse.error();
  return HttpResponse.json({ message: outcome.message, ...(outcome.errors ? { errors: outcome.errors } : {}) }, { status: outcome.status });
}

/** The response of a successful answer, as the endpoint's media and paging say. */
function respond(endpoint: Endpoint, value: unknown): Response {
  const status = endpoint.success;
  if (endpoint.paged) {
    const { rows, total } = value as ListPage<unknown>;
    return HttpResponse.json(rows as object[], { status, headers: { [TOTAL_COUNT_HEADER]: String(total) } });
  }
  if (endpoint.media && endpoint.media !== 'application/json') {
    return new HttpResponse(value as string, {
      status,
      headers: { 'Content-Type': endpoint.media === 'file' ? 'application/octet-stream' : endpoint.media },
    });
  }
  return HttpResponse.json(value as object, { status });
}

const patternOf = (path: string) => new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/:[A-Za-z]+/g, '[^/]+')}$`);
const literalSegments = (path: string) => path.split('/').filter((segment) => segment !== '' && !segment.startsWith(':')).length;

/**
 * The endpoint of the table a request is for: of those whose path matches, the one with the most
 * literal segments (support/my-tickets is not the ticket 'my-tickets').
 */
function endpointFor(method: string, pathname: string): Endpoint | undefined {
  const matching = allEndpoints.filter((endpoint) => endpoint.method === method && patternOf(endpoint.path).test(pathname));
  return matching.sort((a, b) => literalSegments(b.path) - literalSegments(a.path))[0];
}

const verbs: Record<Method, typeof http.get> = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };

/** The handler maker of one endpoint of the table: its method and path are the table's. */
function handlerOf<E extends Endpoint>(endpoint: E): Handler<E> {
  return (reply) => {
    const calls = new Calls<CallOf<E>>();
    const resolver: HttpResponseResolver = async ({ request, params }) => {
      const url = new URL(request.url);
      const pathname = url.pathname.slice(new URL(apiUrl('')).pathname.length - 1);
      if (endpointFor(request.method, pathname)?.path !== endpoint.path) return undefined;
      const call = {
        url,
        params: params as Record<string, string>,
        query: Object.fromEntries(url.searchParams),
        body: await bodyOf(request.clone()),
        headers: request.headers,
      } as CallOf<E>;
      calls.all.push(call);
      const outcome =
        typeof reply === 'function'
          ? await (reply as (call: CallOf<E>) => Outcome<AnswerOf<E>> | Promise<Outcome<AnswerOf<E>>>)(call)
          : reply;
      return isFailure(outcome) ? failureResponse(outcome) : respond(endpoint, outcome);
    };
    server.use(verbs[endpoint.method](apiUrl(endpoint.path.slice(1)), resolver));
    return calls;
  };
}

type Handlers<G extends Record<string, Endpoint>> = { [K in keyof G]: Handler<G[K]> };

const handlersOf = <G extends Record<string, Endpoint>>(group: G): Handlers<G> =>
  Object.fromEntries(Object.entries(group).map(([name, endpoint]) => [name, handlerOf(endpoint)])) as Handlers<G>;

/**
 * One handler maker per endpoint of the table, named like its entry (and its @portal/api function):
 * a test says what the server answers and reads what it was asked, e.g.
 * `const calls = mockApi.listBookings({ rows: [booking()], total: 23 }); ... calls.last().query`.
 * The path, the parameters' names and the reply's shape are the table's, so a wrong one fails to
 * compile. Registered for the current test only (the handlers are reset after each).
 */
export const mockApi = {
  ...handlersOf(authEndpoints),
  ...handlersOf(signupEndpoints),
  ...handlersOf(userEndpoints),
  ...handlersOf(notificationPreferenceEndpoints),
  ...handlersOf(telephoneEndpoints),
  ...handlersOf(supplierEndpoints),
  ...handlersOf(uploadEndpoints),
  ...handlersOf(bookingEndpoints),
  ...handlersOf(payoutEndpoints),
  ...handlersOf(listingEndpoints),
  ...handlersOf(availabilityEndpoints),
  ...handlersOf(resourceEndpoints),
  ...handlersOf(calendarFeedEndpoints),
  ...handlersOf(reviewEndpoints),
  ...handlersOf(messageEndpoints),
  ...handlersOf(ticketEndpoints),
  ...handlersOf(dashboardEndpoints),
  ...handlersOf(departureEndpoints),
  ...handlersOf(payoutStatementEndpoints),
  ...handlersOf(teamEndpoints),
  ...handlersOf(sessionEndpoints),
  ...handlersOf(invitationEndpoints),
  ...handlersOf(activityEndpoints),
  ...handlersOf(twoStepEndpoints),
  ...handlersOf(liveEndpoints),
  ...handlersOf(notificationEndpoints),
  /** PUT listings/{id} with {status: 'rejected'}: the handler of updateListing answers it too, so a test registers one of the two. */
  deactivateListing: handlerOf(listingEndpoints.updateListing),
};

/** The requests a handler of `mockApi` records, for a test that keeps them in a variable: `let gets: MockCalls<'getBooking'>`. */
export type MockCalls<K extends keyof typeof mockApi> = ReturnType<(typeof mockApi)[K]>;
