import { ReviewSchema, ReviewSummarySchema, type ReviewListQuery, type ReviewReplyRequest } from '@portal/contracts';
import { call, callList } from './client';

const reviewsOf = (supplierId: string) => `reviews/supplier/${encodeURIComponent(supplierId)}`;

/** GET /reviews/supplier/{supplierId}: one page of the supplier's reviews and the total. */
export const listReviews = (supplierId: string, query: ReviewListQuery) => callList(reviewsOf(supplierId), ReviewSchema, { ...query });

/** Average, count and 5-to-1 bars computed from all the supplier's reviews. */
export const getReviewSummary = (supplierId: string) => call(`${reviewsOf(supplierId)}/summary`, ReviewSummarySchema);

/** The supplier's one public reply; answers the review with its reply. */
export const replyToReview = (reviewId: string, request: ReviewReplyRequest) =>
  call(`reviews/${encodeURIComponent(reviewId)}/reply`, ReviewSchema, { method: 'post', json: request });
