import { mutationOptions, queryOptions, skipToken } from '@tanstack/react-query';

import { reviewEndpoints, type ReviewListQuery, type ReviewReplyRequest } from '@portal/contracts';

import { call, callPage } from './client';
import { dashboardQueries } from './dashboard';
import { queryRoots } from './query-keys';

/** GET /reviews/supplier/{supplierId}: one page of the supplier's reviews and the total. */
export const listReviews = (supplierId: string, query: Partial<ReviewListQuery>) =>
  callPage(reviewEndpoints.listReviews, { params: { supplierId }, query });

/** Average, count and 5-to-1 bars computed from all the supplier's reviews. */
export const getReviewSummary = (supplierId: string) => call(reviewEndpoints.getReviewSummary, { params: { supplierId } });

/** The supplier's one public reply; answers the review with its reply. */
export const replyToReview = (reviewId: string, request: ReviewReplyRequest) =>
  call(reviewEndpoints.replyToReview, { params: { id: reviewId }, body: request });

export const reviewQueries = {
  all: queryRoots.reviews,
  /** Asks nothing without a supplier (sign-up not finished). */
  list: (supplierId: string | null, query: Partial<ReviewListQuery>) =>
    queryOptions({
      queryKey: [...reviewQueries.all, 'list', supplierId, query],
      queryFn: supplierId ? () => listReviews(supplierId, query) : skipToken,
    }),
  summary: (supplierId: string | null) =>
    queryOptions({
      queryKey: [...reviewQueries.all, 'summary', supplierId],
      queryFn: supplierId ? () => getReviewSummary(supplierId) : skipToken,
    }),
};

export const reviewMutations = {
  /** The answered review shows its reply (or leaves the unanswered list) once the lists refresh. */
  reply: () =>
    mutationOptions({
      mutationFn: ({ reviewId, request }: { reviewId: string; request: ReviewReplyRequest }) => replyToReview(reviewId, request),
      meta: { invalidates: [reviewQueries.all, dashboardQueries.all] },
    }),
};
