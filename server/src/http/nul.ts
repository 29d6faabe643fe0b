import { badRequest } from './errors';

const NUL_MESSAGE = 'Text cannot contain NUL characters.';

/**
 * Where in `value` (a string, or an object or array of them, keys included) a NUL character is,
 * as a dotted path ('' for the value itself); null when there is none. PostgreSQL stores no NUL in
 * text, so such input would fail deep in a query instead of being refused at the door.
 */
function nulPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes('\0')) return here;
    const found = nulPath(item, here);
    if (found !== null) return found;
  }
  return null;
}

/** Refuses input holding a NUL character with 400 and the field it was found in, as any invalid field. */
export function refuseNul(value: unknown, field: string): void {
  const path = nulPath(value);
  if (path === null) return;
  const where = [field, path].filter(Boolean).join('.').replace(/\0/g, '\\0');
  throw badRequest('Validation failed', [{ field: where || '(root)', message: NUL_MESSAGE }]);
}
