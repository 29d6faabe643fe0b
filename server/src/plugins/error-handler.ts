import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';

import { languageOfRequest, messageIn, SERVER_FAILURE_MESSAGE } from '@portal/contracts';

import { HttpError } from '../http/errors';

/** Every failure answers `{message, errors?}` with a 4xx for the caller's mistakes; never a stack. */
export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      // The messages the catalogue knows (templated ones filled in) go out in the language the client asks for (issue 40).
      const language = languageOfRequest(request.headers['accept-language']);
      if (error instanceof HttpError) return reply.status(error.statusCode).send(error.replyIn(language));
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message = status === 413 ? 'The request is too large' : status === 415 ? 'Unsupported media type' : error.message;
        return reply.status(status).send({ message });
      }
      request.log.error({ err: error }, 'Unhandled error');
      return reply.status(500).send({ message: messageIn(language, SERVER_FAILURE_MESSAGE) });
    });

    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}` }),
    );
  },
  { name: 'error-handler' },
);
