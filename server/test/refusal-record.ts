import type { FastifyInstance } from 'fastify';

import { HttpError } from '../src/http/errors';

/** A refusal a test met: the operation it came from, the reply in English and where it was thrown. */
export interface RefusalMet {
  method: string;
  /** The route as registered, with `:name` parameters. */
  route: string;
  status: number;
  message: string;
  errors: readonly { field: string; message: string }[];
  /** The error's stack: which code refused. */
  stack: string;
  /** Whether the error is a refusal of the endpoint table (thrown with `refuse`). */
  declared: boolean;
}

/** Every refusal the apps of this process have answered (test/in-process.ts checks them at the end). */
export const refusalsMet: RefusalMet[] = [];

/** Records the app's refusals into `refusalsMet`. */
export function recordRefusals(app: FastifyInstance): void {
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof HttpError) || !request.routeOptions.url) return;
    refusalsMet.push({
      method: request.method,
      route: request.routeOptions.url,
      status: error.statusCode,
      message: error.message,
      errors: error.errors ?? [],
      stack: error.stack ?? '',
      declared: error.refusal !== undefined,
    });
  });
}
