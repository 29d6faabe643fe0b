import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import * as v from 'valibot';
import { HttpError, fieldErrors } from './errors';
import { refuseNul } from './nul';

type Schema = v.GenericSchema;
type Out<S> = S extends Schema ? v.InferOutput<S> : undefined;

export interface RouteSpec<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  summary: string;
  tags: string[];
  /** Anyone may call it; every other route needs a valid bearer token. */
  public?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  /** The success reply's schema, for the OpenAPI document. */
  reply?: Schema;
  /** Per-route rate limit (login). */
  rateLimit?: Record<string, unknown>;
  /** Multipart routes read the body themselves; this describes it for the OpenAPI document. */
  multipart?: MultipartSpec;
  handler: (
    input: { params: Out<P>; query: Out<Q>; body: Out<B>; request: FastifyRequest; reply: FastifyReply },
  ) => Promise<unknown>;
}

/** A multipart body: its file part (one, or `many`) and the schema of its text fields. */
export interface MultipartSpec {
  file: string;
  many?: boolean;
  fields?: Schema;
}

/** Route config carried to hooks and the OpenAPI generator. */
export interface PortalRouteConfig {
  public: boolean;
  spec: { summary: string; tags: string[]; params?: Schema; query?: Schema; body?: Schema; reply?: Schema; multipart?: MultipartSpec };
}

function validate(schema: Schema | undefined, data: unknown, part: string): unknown {
  if (!schema) return data;
  // No body at all reads as {} (every field left out). A JSON null or array is refused: valibot's
  // object would take an array as an object of defaults.
  if (part === 'body' && (data === null || Array.isArray(data))) throw new HttpError(400, 'The body must be a JSON object.');
  const result = v.safeParse(schema, data ?? {});
  if (!result.success) {
    const status = part === 'params' ? 404 : 400;
    throw new HttpError(status, status === 404 ? 'Not found' : 'Validation failed', status === 404 ? undefined : fieldErrors(result.issues));
  }
  return result.output;
}

/**
 * Declares a route whose params, query and body are parsed by the same valibot schemas the client
 * uses; what the handler receives is the parsed output (trimmed, coerced), never raw input.
 */
export function route<P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined>(
  app: FastifyInstance,
  spec: RouteSpec<P, Q, B>,
): void {
  const config: PortalRouteConfig = {
    public: spec.public ?? false,
    spec: { summary: spec.summary, tags: spec.tags, params: spec.params, query: spec.query, body: spec.body, reply: spec.reply, multipart: spec.multipart },
  };
  const options: RouteOptions = {
    method: spec.method,
    url: spec.url,
    config: { ...config, ...(spec.rateLimit ? { rateLimit: spec.rateLimit } : {}) },
    handler: async (request, reply) => {
      // Before any schema: a NUL is refused alike in every text, whatever the field's own rules.
      for (const input of [request.params, request.query, spec.multipart ? undefined : request.body]) refuseNul(input, '');
      const params = validate(spec.params, request.params, 'params') as Out<P>;
      const query = validate(spec.query, request.query, 'query') as Out<Q>;
      const body = (spec.multipart ? undefined : validate(spec.body, request.body, 'body')) as Out<B>;
      const result = await spec.handler({ params, query, body, request, reply });
      return reply.sent ? reply : result;
    },
  };
  app.route(options);
}
