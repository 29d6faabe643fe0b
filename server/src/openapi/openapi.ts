import type { FastifyInstance, RouteOptions } from 'fastify';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { ErrorReplySchema } from '@portal/contracts';
import type { MultipartSpec, PortalRouteConfig } from '../http/route';

const jsonSchema = (schema: GenericSchema) => toJsonSchema(schema, { errorMode: 'ignore' });

/** '/users/:id' becomes '/users/{id}'. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

function parameters(schema: GenericSchema | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(properties).map(([name, property]) => ({ name, in: location, required: location === 'path' || required.includes(name), schema: property }));
}

function multipartBody({ file, many, fields }: MultipartSpec) {
  const { properties = {}, required = [] } = (fields ? jsonSchema(fields) : {}) as { properties?: Record<string, object>; required?: string[] };
  const binary = { type: 'string', format: 'binary' };
  const schema = { type: 'object', required, properties: { ...properties, [file]: many ? { type: 'array', items: binary } : binary } };
  return { required: true, content: { 'multipart/form-data': { schema } } };
}

function operation(config: PortalRouteConfig) {
  const { spec } = config;
  const requestBody = spec.multipart
    ? multipartBody(spec.multipart)
    : spec.body
      ? { required: true, content: { 'application/json': { schema: jsonSchema(spec.body) } } }
      : undefined;
  const error = { description: 'Error', content: { 'application/json': { schema: jsonSchema(ErrorReplySchema) } } };
  return {
    summary: spec.summary,
    tags: spec.tags,
    ...(config.public ? { security: [] } : {}),
    parameters: [...parameters(spec.params, 'path'), ...parameters(spec.query, 'query')],
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': { description: 'Success', ...(spec.reply ? { content: { 'application/json': { schema: jsonSchema(spec.reply) } } } : {}) },
      '4XX': error,
    },
  };
}

/** Collects every route declared with `route()` and serves the OpenAPI document built from its schemas. */
export function openApi(app: FastifyInstance, prefix: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  app.addHook('onRoute', (options: RouteOptions) => {
    const config = options.config as PortalRouteConfig | undefined;
    if (!config?.spec) return;
    const path = openApiPath(`${prefix}${options.url}`.replace(`${prefix}${prefix}`, prefix));
    for (const method of [options.method].flat()) {
      if (method === 'HEAD') continue;
      paths[path] = { ...paths[path], [method.toLowerCase()]: operation(config) };
    }
  });
  return {
    document: () => ({
      openapi: '3.1.0',
      info: { title: 'Supplier portal provider API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
      paths,
    }),
  };
}
