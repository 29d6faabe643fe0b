import { createHash, timingSafeEqual } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';

import { HttpError, notFound } from '../http/errors';
import { AdminError } from './admin-error';
import { type Command, COMMAND_NAMES } from './command-line';
import { type AdminDeps, runCommand } from './commands';
import { ADMIN_COMMAND_PATH, ADMIN_KEY_HEADER } from './server-link';

const CommandSchema = v.object({
  name: v.picklist(COMMAND_NAMES),
  positionals: v.pipe(v.array(v.pipe(v.string(), v.maxLength(10_000))), v.maxLength(5)),
  options: v.record(v.string(), v.pipe(v.string(), v.maxLength(10_000))),
});

const digest = (text: string) => createHash('sha256').update(text).digest();
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * POST {prefix}/internal/admin-command with the data folder's key: runs a parsed admin command.
 * Declared without route(), so it is not in the OpenAPI document; a wrong key, a remote caller or
 * a bad body answer as an unknown route would, and the key is never logged.
 */
export function adminCommandRoute(app: FastifyInstance, key: string, deps: AdminDeps): void {
  const expected = digest(key);
  app.post(ADMIN_COMMAND_PATH, { config: { public: true } }, async (request) => {
    const given = request.headers[ADMIN_KEY_HEADER];
    const trusted =
      typeof given === 'string' && LOOPBACK.has(request.socket.remoteAddress ?? '') && timingSafeEqual(digest(given), expected);
    const command = v.safeParse(CommandSchema, request.body);
    if (!trusted || !command.success) throw notFound(`No route POST ${request.url}`);
    try {
      return { result: await runCommand(deps, command.output as Command) };
    } catch (error) {
      if (error instanceof AdminError) throw new HttpError(400, error.message);
      throw error;
    }
  });
}
