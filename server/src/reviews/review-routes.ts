import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  IdParamsSchema, ReviewListParamsSchema, ReviewListQuerySchema, ReviewReplyRequestSchema, ReviewSchema, ReviewSummarySchema,
  TOTAL_COUNT_HEADER,
} from '@portal/contracts';
import type { Database } from '../db/database';
import { conflict, notFound } from '../http/errors';
import { route } from '../http/route';
import { requireSupplier } from '../plugins/auth';
import { reviewRepository } from './review-repository';

export function reviewRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const reviews = reviewRepository(db);

  route(app, {
    method: 'GET',
    url: '/reviews/supplier/:supplierId',
    summary: "The supplier's reviews, one page, searched, filtered and sorted; the total in X-Total-Count",
    tags: ['reviews'],
    params: ReviewListParamsSchema,
    query: ReviewListQuerySchema,
    reply: v.array(ReviewSchema),
    handler: async ({ params, query, request, reply }) => {
      const supplierId = requireSupplier(request, params.supplierId);
      const { page, pageSize, ...search } = query;
      const { rows, total } = await reviews.page({ supplierId, ...search }, page, pageSize);
      reply.header(TOTAL_COUNT_HEADER, total);
      return rows;
    },
  });

  route(app, {
    method: 'GET',
    url: '/reviews/supplier/:supplierId/summary',
    summary: "Average rating, count and 5-to-1 bars of all the supplier's reviews",
    tags: ['reviews'],
    params: ReviewListParamsSchema,
    reply: ReviewSummarySchema,
    handler: async ({ params, request }) => reviews.summary(requireSupplier(request, params.supplierId)),
  });

  route(app, {
    method: 'POST',
    url: '/reviews/:id/reply',
    summary: "The supplier's one public reply to its own review (409 once replied)",
    tags: ['reviews'],
    params: IdParamsSchema,
    body: ReviewReplyRequestSchema,
    reply: ReviewSchema,
    handler: async ({ params, body, request }) => {
      const outcome = await reviews.reply(requireSupplier(request), params.id, body.reply_text);
      if ('review' in outcome) return outcome.review;
      if (outcome.error === 'already_replied') throw conflict('This review already has a reply.');
      throw notFound('Review not found');
    },
  });
}
