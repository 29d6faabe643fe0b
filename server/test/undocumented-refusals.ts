import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { API_PREFIX } from '@portal/contracts';
import { allEndpoints } from '@portal/contracts/endpoints/all';

import { openApiDocument } from '../src/openapi/openapi';
import { type OpenApiDocument, undocumentedRefusal } from './openapi-document';
import { type RefusalMet, refusalsMet } from './refusal-record';

const source = fileURLToPath(new URL('../src/', import.meta.url));

/** The server's source files on the error's stack, nearest first, as `src/...:line`. */
const framesOf = (stack: string) =>
  [...stack.matchAll(/(?:file:\/\/)?(\/[^\s():]+\.ts):(\d+):\d+/g)]
    .filter(([, file]) => file!.startsWith(source))
    .map(([, file, line]) => `src/${relative(source, file!)}:${line}`);

/** Said by every endpoint of a kind, with its status documented generically (statusesOf). */
const GENERIC: Readonly<Record<number, string>> = {
  401: 'Authentication required',
  403: 'You do not have access to this resource',
  404: 'Not found',
};

/**
 * How a refusal met in the tests disagrees with the document, or null. The request's own checks
 * (src/http: schemas, NUL, rate limits; src/plugins: sign-in, roles, bodies) say what every
 * endpoint of a kind says; a handler's rule is a refusal of the endpoint table, stated on its
 * operation word for word.
 */
function undocumented(doc: OpenApiDocument, met: RefusalMet): string | null {
  const frames = framesOf(met.stack);
  const thrower = frames.find((frame) => !frame.startsWith('src/http/errors.ts'));
  if (!thrower || /^src\/(http|plugins)\//.test(thrower)) return null;
  const where = `${met.method} ${met.route} ${met.status} "${met.message}" (${thrower})`;
  if (!met.declared)
    return GENERIC[met.status] === met.message && met.errors.length === 0 ? null : `${where}: not a refusal of the endpoint table`;
  const path = met.route.replace(/:(\w+)/g, '{$1}');
  const operation = doc.paths[path]?.[met.method.toLowerCase()];
  const reply = { statusCode: met.status, body: JSON.stringify({ message: met.message, errors: met.errors }) };
  const problem = undocumentedRefusal(operation, reply);
  return problem && `${where}: ${problem}`;
}

/** Each refusal met in this process (or of `met`) that the OpenAPI document does not state, once. */
export function undocumentedRefusalsMet(met: readonly RefusalMet[] = refusalsMet): string[] {
  const doc = openApiDocument(allEndpoints, API_PREFIX) as unknown as OpenApiDocument;
  return [...new Set(met.map((one) => undocumented(doc, one)).filter((problem) => problem !== null))].sort();
}
