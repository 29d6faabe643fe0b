import * as v from 'valibot';

import { IdSchema, PageQuerySchema } from './common';
import { LISTING_TYPES } from './listing-types';

export const REVIEW_FILTERS = ['all', 'unanswered'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** The listing types My Reviews filters by: the spec's Tours and Treks, and the supplier's other types it offers too. */
export const REVIEW_TYPES = LISTING_TYPES;
export type ReviewType = (typeof REVIEW_TYPES)[number];

export const REVIEW_SORTS = ['newest', 'oldest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_RATINGS = [5, 4, 3, 2, 1] as const;
export const REVIEW_REPLY_MAX_LENGTH = 1000;

export const ReviewListParamsSchema = v.object({ supplierId: IdSchema });

/** GET /reviews/supplier/{supplierId}: paging, search in text or customer, All/unanswered, type, sort. */
export const ReviewListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  filter: v.optional(v.picklist(REVIEW_FILTERS, 'Unknown filter.'), 'all'),
  type: v.optional(v.picklist(REVIEW_TYPES, 'Unknown listing type.')),
  sort: v.optional(v.picklist(REVIEW_SORTS, 'Unknown sort order.'), 'newest'),
});
export type ReviewListQuery = v.InferOutput<typeof ReviewListQuerySchema>;

/** A review of spec section 3, plus the booking number, listing type and the supplier's public reply. */
export const ReviewSchema = v.object({
  review_id: v.string(),
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  created_at: v.string(),
  review_text: v.string(),
  customer: v.object({ fullName: v.string() }),
  booking_id: v.nullable(v.string()),
  booking_number: v.nullable(v.number()),
  listing_type: v.string(),
  reply_text: v.nullable(v.string()),
  replied_at: v.nullable(v.string()),
});
export type Review = v.InferOutput<typeof ReviewSchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The summary block, computed from all of the supplier's reviews. */
export const ReviewSummarySchema = v.object({
  /** Mean rating to one decimal; 0 when there are no reviews. */
  average: v.number(),
  count,
  bars: v.object({ 5: count, 4: count, 3: count, 2: count, 1: count }),
});
export type ReviewSummary = v.InferOutput<typeof ReviewSummarySchema>;

export const REPLY_REQUIRED_MESSAGE = 'Please write a reply.';
export const REPLY_LENGTH_MESSAGE = `A reply is at most ${REVIEW_REPLY_MAX_LENGTH} characters.`;

/** POST /reviews/{id}/reply: the supplier's one public reply. */
export const ReviewReplyRequestSchema = v.object({
  reply_text: v.pipe(
    v.string(REPLY_REQUIRED_MESSAGE),
    v.trim(),
    v.nonEmpty(REPLY_REQUIRED_MESSAGE),
    v.maxCodePoints(REVIEW_REPLY_MAX_LENGTH, REPLY_LENGTH_MESSAGE),
  ),
});
export type ReviewReplyRequest = v.InferInput<typeof ReviewReplyRequestSchema>;

/** The reply handler's refusals beyond its schema (they need the stored review). */
export const REVIEW_REFUSALS = {
  reviewNotFound: { status: 404, message: 'Review not found' },
  alreadyReplied: { status: 409, message: 'This review already has a reply.' },
} as const;
