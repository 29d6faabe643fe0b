import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

import { MULTIPART_REFUSALS } from '@portal/contracts';

import { HttpError, refuse } from '../http/errors';

/**
 * Reads a multipart body part by part with `read`. A form cut short or malformed makes the parser
 * (busboy) throw errors without a status; they are the client's, so they answer 400, not 500.
 * Nothing but reading belongs in `read`: any other failure there would be taken for bad input.
 */
export async function readMultipart(request: FastifyRequest, read: (part: Multipart) => Promise<void>): Promise<void> {
  try {
    for await (const part of request.parts()) await read(part);
  } catch (error) {
    if (error instanceof HttpError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw refuse(MULTIPART_REFUSALS.malformedForm);
  }
}
