/** A mistake in an admin command's input: main.ts prints its message and exits with code 1. */
export class AdminError extends Error {
  override name = 'AdminError';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Rejects a malformed id before PostgreSQL does, with a message that names what was wanted. */
export function requireUuid(value: string, what: string): string {
  if (!UUID.test(value)) throw new AdminError(`${what} must be a UUID, got '${value}'`);
  return value.toLowerCase();
}
