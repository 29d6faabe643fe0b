import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';

import type { Operation } from './malformed-requests';
import type { JsonSchema } from './schema-arbitrary';

// maxLength and minLength count code points in ajv, as in JSON Schema; `binary` marks a file's bytes.
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);

const validators = new WeakMap<JsonSchema, ValidateFunction>();
function validatorOf(schema: JsonSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

/** Whether a documented media type (`image/*` included) covers the reply's. */
const covers = (documented: string, actual: string) =>
  documented === actual || (documented.endsWith('/*') && actual.startsWith(documented.slice(0, -1)));

/**
 * How a reply disagrees with the document, or null: its status is one the operation documents, its
 * content type one documented for that status, and a JSON body validates against that schema.
 */
export function disagreement(op: Operation, reply: LightMyRequestResponse): string | null {
  const documented = op.responses[String(reply.statusCode)];
  if (!documented) return `status ${reply.statusCode} is not documented (${Object.keys(op.responses).join(', ')})`;
  const content = documented.content ?? {};
  const type = String(reply.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  if (Object.keys(content).length === 0) return reply.body === '' ? null : `a body (${type}) where the document has none`;
  const media = Object.keys(content).find((candidate) => covers(candidate, type));
  if (!media) return `content type "${type}" where the document says ${Object.keys(content).join(' or ')}`;
  if (media !== 'application/json') return null;
  let body: unknown;
  try {
    body = JSON.parse(reply.body);
  } catch {
    return 'a body that is not JSON';
  }
  const validate = validatorOf(content[media]!.schema);
  return validate(body) ? null : `body: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`;
}

/**
 * How a refusal disagrees with the document: as `disagreement`, except that a request whose path
 * has a `..` segment lands on another path (answering its 401, or a 405 for its methods), where
 * the reply still has the error shape.
 */
export function refusalDisagreement(op: Operation, reply: LightMyRequestResponse, url: string): string | null {
  // A `..` segment lands on another path; an encoded line break in a parameter with a suffix
  // ('/calendar/:token.ics') matches no route, since the router's pattern does not cross lines.
  const elsewhere = reply.statusCode === 405 || /\/\.\.(\/|\?|$)/.test(url) || /%0[AD]/i.test(url);
  if (!elsewhere || op.responses[String(reply.statusCode)]) return disagreement(op, reply);
  return disagreement({ ...op, responses: { [reply.statusCode]: op.responses['400']! } }, reply);
}
