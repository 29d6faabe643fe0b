import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';

import {
  type Endpoint,
  ErrorReplySchema,
  LiveEventSchema,
  type MultipartSpec,
  permissionsOf,
  type Refusal,
  TOTAL_COUNT_HEADER,
} from '@portal/contracts';

/**
 * Texts are limited in characters (code points: an emoji or an Urdu letter is one), which is what
 * JSON Schema's maxLength and minLength count; valibot's maxLength would count UTF-16 units.
 */
const CODE_POINT_LIMITS: Record<string, 'maxLength' | 'minLength'> = { max_code_points: 'maxLength', min_code_points: 'minLength' };

type Metadata = { json?: JsonSchema; requiredInDocument?: boolean };
const metadataOf = (action: unknown): Metadata | undefined => (action as { type: string; metadata?: Metadata }).metadata;

/** An entry left out reads as '' but the document names it required (`requiredInDocument`). */
const documentsRequired = (entry: GenericSchema) => {
  const { type, wrapped } = entry as { type: string; wrapped?: { pipe?: unknown[] } };
  return type === 'optional' && !!wrapped?.pipe?.some((action) => metadataOf(action)?.requiredInDocument);
};

/** An object's required properties, with the entries the document names required. */
function withDocumentedRequired(schema: GenericSchema, converted: JsonSchema): JsonSchema | undefined {
  const { entries } = schema as { entries?: Record<string, GenericSchema> };
  const named = Object.keys(entries ?? {}).filter((key) => documentsRequired(entries![key]!));
  return named.length ? { ...converted, required: [...new Set([...(converted.required ?? []), ...named])] } : undefined;
}

/**
 * A query parameter's default is written as the text it reads (`page: optional(..., '1')`, since the
 * address carries text) while the document gives the parameter's type after reading: an integer.
 * The default is given in that type (1, not '1'), as a client sends it.
 */
function withTypedDefault(converted: JsonSchema): JsonSchema | undefined {
  const { type, default: fallback } = converted;
  if (typeof fallback !== 'string' || (type !== 'integer' && type !== 'number')) return undefined;
  const value = Number(fallback);
  if (fallback.trim() === '' || !Number.isFinite(value)) {
    const documented = { ...converted };
    delete documented.default;
    return documented;
  }
  return { ...converted, default: value };
}

/**
 * A rule JSON Schema cannot state (one field compared with another, a choice of one change of two)
 * is checked by a `check`/`partialCheck` (or a `ruleCheck`) the conversion would drop; its message, the server's
 * refusal word for word, goes into the schema's description so a client reads the rule.
 */
const RULE_ACTIONS = new Set(['check', 'partial_check', 'check_items']);
const ruleOf = (action: unknown): string | undefined => {
  const { type, message, rules } = action as { type: string; message?: unknown; rules?: readonly string[] };
  if (type === 'raw_check' && rules) return rules.map((rule) => `Rule: ${rule}`).join(' ');
  return RULE_ACTIONS.has(type) && typeof message === 'string' ? `Rule: ${message}` : undefined;
};

const jsonSchema = (schema: GenericSchema) =>
  toJsonSchema(schema, {
    errorMode: 'ignore',
    overrideSchema: ({ valibotSchema, jsonSchema: converted }) => {
      const typed = withTypedDefault(converted) ?? converted;
      return withDocumentedRequired(valibotSchema as GenericSchema, typed) ?? (typed === converted ? undefined : typed);
    },
    overrideAction: ({ valibotAction, jsonSchema: converted }) => {
      const metadata = valibotAction.type === 'metadata' ? metadataOf(valibotAction) : undefined;
      // A schema that reads more than it documents names its documented form (`metadata.json`).
      if (metadata?.json) return metadata.json;
      if (metadata?.requiredInDocument) {
        const documented: JsonSchema & Metadata = { ...converted };
        delete documented.requiredInDocument;
        return documented;
      }
      const rule = ruleOf(valibotAction);
      if (rule) return { ...converted, description: converted.description ? `${converted.description} ${rule}` : rule };
      const keyword = CODE_POINT_LIMITS[valibotAction.type];
      return keyword && 'requirement' in valibotAction ? { ...converted, [keyword]: valibotAction.requirement } : undefined;
    },
  });

/** '/users/:id' becomes '/users/{id}'. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

function parameters(converted: JsonSchema | undefined, location: 'path' | 'query') {
  if (!converted) return [];
  const { properties = {}, required = [] } = converted as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.includes(name),
    // A list goes on the address as one comma-separated value (`types=tour,trek`), as the schemas read it.
    ...('type' in property && property.type === 'array' ? { style: 'form', explode: false } : {}),
    schema: property,
  }));
}

function multipartBody({ file, many, fields }: MultipartSpec) {
  const { properties = {}, required = [] } = (fields ? jsonSchema(fields) : {}) as {
    properties?: Record<string, object>;
    required?: string[];
  };
  const binary = { type: 'string', format: 'binary' };
  const schema = { type: 'object', required, properties: { ...properties, [file]: many ? { type: 'array', items: binary } : binary } };
  return { required: true, content: { 'multipart/form-data': { schema } } };
}

function requestBody(endpoint: Endpoint, body: JsonSchema | undefined) {
  if (endpoint.multipart) return multipartBody(endpoint.multipart);
  return body ? { required: true, content: { 'application/json': { schema: body } } } : undefined;
}

const TEXT = { type: 'string' };
const BINARY = { type: 'string', format: 'binary' };

/** The content of a successful reply, by the endpoint's media type. */
function successContent(endpoint: Endpoint) {
  switch (endpoint.media ?? 'application/json') {
    case 'text/csv':
      return { 'text/csv': { schema: TEXT } };
    case 'text/calendar':
      return { 'text/calendar': { schema: TEXT } };
    case 'text/event-stream':
      // The stream's framing is no JSON Schema's; the JSON of each event's `data:` line is given as an extension.
      return { 'text/event-stream': { schema: TEXT, 'x-event-data': jsonSchema(LiveEventSchema) } };
    case 'text/html':
      return { 'text/html': { schema: TEXT } };
    case 'application/pdf':
      return { 'application/pdf': { schema: BINARY } };
    case 'file':
      return { 'application/octet-stream': { schema: BINARY }, 'image/*': { schema: BINARY }, 'application/pdf': { schema: BINARY } };
    default:
      return endpoint.reply ? { 'application/json': { schema: jsonSchema(endpoint.reply) } } : undefined;
  }
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed input: a field, a query parameter the endpoint does not take, or a body it cannot read',
  401: 'No valid bearer token',
  403: "Someone else's data, or not allowed for this account",
  404: 'Nothing of that id (of this supplier)',
  409: 'The change conflicts with the current state',
  413: 'The request is too large',
  414: 'The address is too long',
  415: 'Unsupported media type',
  429: 'Too many requests; try again later',
  503: 'A service the endpoint needs is unavailable',
};

/** A refusal's description; a 403 names the permission a member's role must grant, as the server's refusal does. */
function errorDescription(endpoint: Endpoint, status: number): string {
  const permissions = permissionsOf(endpoint);
  if (status === 403 && permissions.length > 0) return `${ERROR_DESCRIPTIONS[403]}; or the member's role lacks ${permissions.join(' or ')}`;
  return ERROR_DESCRIPTIONS[status] ?? 'Error';
}

function responses(endpoint: Endpoint): Record<string, object> {
  const error = { 'application/json': { schema: jsonSchema(ErrorReplySchema) } };
  const success = successContent(endpoint);
  const headers = endpoint.paged
    ? { headers: { [TOTAL_COUNT_HEADER]: { description: 'How many rows the whole list has', schema: { type: 'integer' } } } }
    : {};
  return Object.fromEntries(
    endpoint.statuses.map((status): [string, object] => {
      if (status < 300)
        return [
          String(status),
          {
            description: status === 201 ? 'Created' : status === 202 ? 'Accepted' : 'Success',
            ...headers,
            ...(success ? { content: success } : {}),
          },
        ];
      // A page for browsers answers its own refusals as a page (verify-email's link not valid).
      const content = endpoint.media === 'text/html' && status === 400 ? { ...error, 'text/html': { schema: TEXT } } : error;
      const refusals = Object.values(endpoint.refusals ?? {}).filter((refusal) => refusal.status === status);
      return [
        String(status),
        { description: errorDescription(endpoint, status), content, ...(refusals.length ? { 'x-refusals': refusals } : {}) },
      ];
    }),
  );
}

/**
 * A handler's refusal as the document states it: the status, the reply's message and its field
 * errors word for word; a `{name}` stands for a value from the request or the stored data.
 */
const refusalText = ({ status, message, errors = [] }: Refusal) =>
  `${status}: ${[message, ...errors.map((error) => `${error.field}: ${error.message}`)].map((text) => `"${text}"`).join(', ')}`;

function operation(endpoint: Endpoint) {
  // Each schema converted once: its properties are the parameters or the body, its description the rules.
  const query = endpoint.query && jsonSchema(endpoint.query);
  const body = endpoint.body && jsonSchema(endpoint.body);
  const request = requestBody(endpoint, body);
  // The rules of the query and body as a whole (one field compared with another), which no property
  // carries, and the refusals of the handler's own rules.
  const refusals = Object.values(endpoint.refusals ?? {});
  const rules = [
    ...[query, body].flatMap((converted) => (converted?.description ? [converted.description] : [])),
    ...(refusals.length ? [`Refusals: ${refusals.map(refusalText).join('; ')}.`] : []),
  ];
  return {
    summary: endpoint.summary,
    ...(rules.length ? { description: rules.join(' ') } : {}),
    tags: endpoint.tags,
    ...(endpoint.access === 'public' ? { security: [] } : {}),
    'x-access': endpoint.access,
    ...(endpoint.permission ? { 'x-permission': endpoint.permission } : {}),
    ...(endpoint.rateLimit ? { 'x-rate-limit': endpoint.rateLimit } : {}),
    parameters: [...parameters(endpoint.params && jsonSchema(endpoint.params), 'path'), ...parameters(query, 'query')],
    ...(request ? { requestBody: request } : {}),
    responses: responses(endpoint),
  };
}

/** The OpenAPI document of the endpoint table: every operation, its parameters, bodies, replies and statuses. */
export function openApiDocument(endpoints: readonly Endpoint[], prefix: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const path = openApiPath(`${prefix}${endpoint.path}`);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Supplier portal provider API', version: '1.0.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
