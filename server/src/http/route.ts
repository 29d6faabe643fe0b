import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import * as v from 'valibot';

import { type Endpoint, keysOf, permissionsOf } from '@portal/contracts';

import { requireAnyPermission } from '../plugins/auth';
import { badRequest, fieldErrors, HttpError } from './errors';
import { refuseNul } from './nul';
import { rateLimitHook } from './rate-limits';

type Schema = v.GenericSchema;
type Out<S> = S extends Schema ? v.InferOutput<S> : undefined;

/** What a handler receives: the endpoint's params, query and body as its schemas parsed them. */
interface RouteInput<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type RouteHandler<E extends Endpoint> = (input: RouteInput<E>) => Promise<unknown>;

export interface RouteSettings<E extends Endpoint> {
  handler: RouteHandler<E>;
  /**
   * The most requests each of the endpoint's rate limits lets through in its window (the server's
   * settings), in the order the table lists the limits.
   */
  rateLimitMax?: number | readonly number[];
}

/** Route config carried to the hooks (the auth hook reads `public`). */
export interface PortalRouteConfig {
  public: boolean;
  endpoint?: Endpoint;
}

function validate(schema: Schema | undefined, data: unknown, part: string): unknown {
  if (!schema) return data;
  // No body at all reads as {} (every field left out). A JSON null or array is refused: valibot's
  // object would take an array as an object of defaults.
  if (part === 'body' && (data === null || Array.isArray(data))) throw new HttpError(400, 'The body must be a JSON object.');
  const result = v.safeParse(schema, data ?? {});
  if (!result.success) {
    const status = part === 'params' ? 404 : 400;
    throw new HttpError(
      status,
      status === 404 ? 'Not found' : 'Validation failed',
      status === 404 ? undefined : fieldErrors(result.issues),
    );
  }
  return result.output;
}

/** A query parameter the endpoint does not take is a client's mistake, answered as one rather than ignored. */
function refuseUnknownQuery(known: ReadonlySet<string>, query: unknown): void {
  const unknown = Object.keys((query ?? {}) as object).filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw badRequest(
      'Validation failed',
      unknown.map((field) => ({ field, message: 'Unknown query parameter.' })),
    );
}

/**
 * Registers an endpoint of the table (@portal/contracts) with its handler: params, query and body
 * are parsed by the endpoint's own valibot schemas, the ones the client uses; what the handler
 * receives is the parsed output (trimmed, coerced), never raw input.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, { handler, rateLimitMax }: RouteSettings<E>): void {
  const rules = endpoint.rateLimit ? [endpoint.rateLimit].flat() : [];
  const maxima = rateLimitMax === undefined ? [] : [rateLimitMax].flat();
  if (rules.length !== maxima.length)
    throw new Error(`${endpoint.method} ${endpoint.path} needs a maximum for each of its ${rules.length} rate limits`);
  const config: PortalRouteConfig = { public: endpoint.access === 'public', endpoint };
  // The endpoint's query parameter names, read once here rather than on every request.
  const knownQuery = new Set(keysOf(endpoint.query));
  const permissions = permissionsOf(endpoint);
  const options: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    // Fastify's own config type knows none of these keys; its hooks read them as PortalRouteConfig.
    config: config as RouteOptions['config'],
    ...(rules.length > 0 ? { preHandler: rateLimitHook(app, `${endpoint.method} ${endpoint.path}`, rules, maxima) } : {}),
    handler: async (request, reply) => {
      // The role first: a member refused the endpoint learns that, whatever they sent.
      if (permissions.length > 0) requireAnyPermission(request, permissions);
      // Before any schema: a NUL is refused alike in every text, whatever the field's own rules.
      for (const input of [request.params, request.query, endpoint.multipart ? undefined : request.body]) refuseNul(input, '');
      refuseUnknownQuery(knownQuery, request.query);
      const params = validate(endpoint.params, request.params, 'params') as Out<E['params']>;
      const query = validate(endpoint.query, request.query, 'query') as Out<E['query']>;
      const body = (endpoint.multipart ? undefined : validate(endpoint.body, request.body, 'body')) as Out<E['body']>;
      if (endpoint.success !== 200) reply.status(endpoint.success);
      const result = await handler({ params, query, body, request, reply });
      return reply.sent ? reply : result;
    },
  };
  app.route(options);
}
