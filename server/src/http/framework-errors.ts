import type { FastifyError, FastifyReply } from 'fastify';

/**
 * The router's own refusals, before any route or hook runs, in the API's `{message}` shape (Fastify
 * would answer `{error, code, message, statusCode}` and echo the whole address): an address with a
 * parameter longer than the router reads is 414, one that is not valid URL encoding is 400.
 */
export const frameworkErrors = (error: FastifyError, _request: unknown, reply: FastifyReply): void => {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply.status(tooLong ? 414 : 400).send({ message: tooLong ? 'The address is too long' : 'The address is not valid' });
};
