import type { FastifyInstance } from 'fastify';

import { badRequest } from '../http/errors';

/** Far beyond any request of the API (a listing's meta_data is a few levels), far below the stack. */
const JSON_MAX_DEPTH = 64;
const JSON_DEPTH_MESSAGE = `JSON may be nested at most ${JSON_MAX_DEPTH} levels deep.`;

/**
 * Whether `text` opens more than `max` arrays and objects inside each other, counted in one pass
 * over the characters (brackets inside strings are text): no recursion, whatever the input.
 */
function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > max) return true;
    } else if (char === '}' || char === ']') depth -= 1;
  }
  return false;
}

/**
 * JSON bodies are refused with 400 past JSON_MAX_DEPTH levels before they are parsed: every later
 * step that walks a body (the NUL check, valibot, the database's JSON) then meets a bounded depth,
 * where 7,300 levels overflowed the stack and answered 500. Otherwise Fastify's own parser, which
 * refuses __proto__ and constructor.prototype keys.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' hands a string; the parser's type also allows a Buffer.
    const text = body as string;
    if (nestedDeeperThan(text, JSON_MAX_DEPTH)) {
      done(badRequest('Validation failed', [{ field: '(root)', message: JSON_DEPTH_MESSAGE }]), undefined);
      return;
    }
    // Fastify's parser answers through done (its type also allows a promise, which it never returns).
    void parse(request, text, done);
  });
}
