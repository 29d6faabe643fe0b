import { AdminError } from './admin-error';
import type { Command } from './command-line';
import { ADMIN_COMMAND_PATH, ADMIN_KEY_HEADER, type ServerLink } from './server-link';

/**
 * Runs the command in the server that announced itself. Null when that server cannot run it (it
 * stopped meanwhile, or another server now answers on its port): the caller then opens the database.
 */
export async function askServer(server: ServerLink & { key: string }, command: Command): Promise<{ result: unknown } | null> {
  let response: Response;
  try {
    response = await fetch(`${server.url}${ADMIN_COMMAND_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ADMIN_KEY_HEADER]: server.key },
      body: JSON.stringify(command),
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    return null;
  }
  if (response.status === 404) return null;
  const body = (await response.json().catch(() => ({}))) as { result?: unknown; message?: string };
  if (!response.ok) throw new AdminError(body.message ?? `The server answered ${response.status}`);
  return { result: body.result };
}
