import * as v from 'valibot';

import { IdParamsSchema } from '../common';
import {
  REVIEW_REFUSALS,
  ReviewListParamsSchema,
  ReviewListQuerySchema,
  ReviewReplyRequestSchema,
  ReviewSchema,
  ReviewSummarySchema,
} from '../reviews';
import { defineEndpoint } from './define';

const tags = ['reviews'];

/** My Reviews. */
export const reviewEndpoints = {
  listReviews: defineEndpoint({
    method: 'GET',
    path: '/reviews/supplier/:supplierId',
    tags,
    access: 'supplier',
    permission: 'reviews.read',
    params: ReviewListParamsSchema,
    query: ReviewListQuerySchema,
    reply: v.array(ReviewSchema),
    paged: true,
    summary: "The supplier's reviews, one page, searched, filtered and sorted; the total in X-Total-Count",
  }),
  getReviewSummary: defineEndpoint({
    method: 'GET',
    path: '/reviews/supplier/:supplierId/summary',
    tags,
    access: 'supplier',
    permission: 'reviews.read',
    params: ReviewListParamsSchema,
    reply: ReviewSummarySchema,
    summary: "Average rating, count and 5-to-1 bars of all the supplier's reviews",
  }),
  replyToReview: defineEndpoint({
    method: 'POST',
    path: '/reviews/:id/reply',
    tags,
    access: 'supplier',
    permission: 'reviews.reply',
    params: IdParamsSchema,
    body: ReviewReplyRequestSchema,
    reply: ReviewSchema,
    summary: "The supplier's one public reply to its own review (409 once replied)",
    refusals: { reviewNotFound: REVIEW_REFUSALS.reviewNotFound, alreadyReplied: REVIEW_REFUSALS.alreadyReplied },
  }),
};
