import type { FastifyInstance } from 'fastify';

import { REVIEW_REFUSALS, reviewEndpoints, TOTAL_COUNT_HEADER } from '@portal/contracts';

import type { Database } from '../db/database';
import { refuse } from '../http/errors';
import { route } from '../http/route';
import { requireSupplier } from '../plugins/auth';
import { reviewRepository } from './review-repository';

export function reviewRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const reviews = reviewRepository(db);

  route(app, reviewEndpoints.listReviews, {
    handler: async ({ params, query, request, reply }) => {
      const supplierId = requireSupplier(request, params.supplierId);
      const { page, pageSize, ...search } = query;
      const { rows, total } = await reviews.page({ supplierId, ...search }, page, pageSize);
      reply.header(TOTAL_COUNT_HEADER, total);
      return rows;
    },
  });

  route(app, reviewEndpoints.getReviewSummary, {
    handler: async ({ params, request }) => reviews.summary(requireSupplier(request, params.supplierId)),
  });

  route(app, reviewEndpoints.replyToReview, {
    handler: async ({ params, body, request }) => {
      const outcome = await reviews.reply(requireSupplier(request), params.id, body.reply_text);
      if ('review' in outcome) return outcome.review;
      if (outcome.error === 'already_replied') throw refuse(REVIEW_REFUSALS.alreadyReplied);
      throw refuse(REVIEW_REFUSALS.reviewNotFound);
    },
  });
}
