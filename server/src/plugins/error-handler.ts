import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';

import { HttpError } from '../http/errors';

/** Every failure answers `{message, errors?}` with a 4xx for the caller's mistakes; never a stack. */
export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message = status === 413 ? 'The request is too large' : status === 415 ? 'Unsupported media type' : error.message;
        return reply.status(status).send({ message });
      }
      request.log.error({ err: error }, 'Unhandled error');
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
    });

    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}` }),
    );
  },
  { name: 'error-handler' },
);
