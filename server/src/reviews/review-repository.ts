import { type Review, REVIEW_RATINGS, type ReviewFilter, type ReviewSort, type ReviewSummary, type ReviewType } from '@portal/contracts';

import type { Queryable, SqlValue } from '../db/database';
import { pagedQuery } from '../db/paged-query';
import { containsPattern } from '../db/search-pattern';

export interface ReviewSearch {
  supplierId: string;
  q?: string;
  filter: ReviewFilter;
  type?: ReviewType;
  sort: ReviewSort;
}

const orderBy: Record<ReviewSort, string> = {
  newest: 'r.created_at DESC, r.review_id DESC',
  oldest: 'r.created_at ASC, r.review_id ASC',
};

const columns = `r.review_id, r.rating, r.created_at, r.review_text, r.customer_name, r.booking_id, b.booking_number,
  r.listing_type, r.reply_text, r.replied_at`;
const from = 'FROM reviews r LEFT JOIN bookings b ON b.booking_id = r.booking_id';

/** WHERE of a search: always the supplier's own reviews, then each control that is set. */
function whereOf(search: ReviewSearch): { sql: string; params: SqlValue[] } {
  const params: SqlValue[] = [search.supplierId];
  const conditions = ['r.supplier_id = $1'];
  if (search.filter === 'unanswered') conditions.push('r.reply_text IS NULL');
  if (search.type) {
    params.push(search.type);
    conditions.push(`r.listing_type = $${params.length}`);
  }
  if (search.q) {
    params.push(containsPattern(search.q));
    conditions.push(`(r.review_text ILIKE $${params.length} OR r.customer_name ILIKE $${params.length})`);
  }
  return { sql: `${from} WHERE ${conditions.join(' AND ')}`, params };
}

interface ReviewRow {
  review_id: string;
  rating: number;
  created_at: Date | string;
  review_text: string;
  customer_name: string;
  booking_id: string | null;
  booking_number: number | null;
  listing_type: string;
  reply_text: string | null;
  replied_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const toReview = ({ customer_name, created_at, replied_at, ...row }: ReviewRow): Review => ({
  ...row,
  created_at: iso(created_at),
  customer: { fullName: customer_name },
  replied_at: replied_at === null ? null : iso(replied_at),
});

export type ReplyOutcome = { review: Review } | { error: 'not_found' | 'already_replied' };

export function reviewRepository(db: Queryable) {
  return {
    async page(search: ReviewSearch, page: number, pageSize: number): Promise<{ rows: Review[]; total: number }> {
      const where = whereOf(search);
      const { rows, total } = await pagedQuery<ReviewRow, ReviewSort>(
        db,
        { columns, from: where.sql, params: where.params, orderBy, sort: search.sort },
        page,
        pageSize,
      );
      return { rows: rows.map(toReview), total };
    },

    async summary(supplierId: string): Promise<ReviewSummary> {
      const counts = await db.query<{ rating: number; count: number }>(
        'SELECT rating, count(*)::int AS count FROM reviews WHERE supplier_id = $1 GROUP BY rating',
        [supplierId],
      );
      const bars = Object.fromEntries(
        REVIEW_RATINGS.map((rating) => [rating, counts.find((c) => c.rating === rating)?.count ?? 0]),
      ) as ReviewSummary['bars'];
      const count = counts.reduce((sum, c) => sum + c.count, 0);
      const stars = counts.reduce((sum, c) => sum + c.rating * c.count, 0);
      return { average: count === 0 ? 0 : Math.round((stars / count) * 10) / 10, count, bars };
    },

    /** Sets the one reply, only on the supplier's own review that has none yet. */
    async reply(supplierId: string, reviewId: string, replyText: string): Promise<ReplyOutcome> {
      const [updated] = await db.query<{ review_id: string }>(
        `UPDATE reviews SET reply_text = $3, replied_at = now()
         WHERE review_id = $1 AND supplier_id = $2 AND reply_text IS NULL RETURNING review_id`,
        [reviewId, supplierId, replyText],
      );
      if (!updated) {
        const [existing] = await db.query<{ review_id: string }>(
          'SELECT review_id FROM reviews WHERE review_id = $1 AND supplier_id = $2',
          [reviewId, supplierId],
        );
        return { error: existing ? 'already_replied' : 'not_found' };
      }
      const [row] = await db.query<ReviewRow>(`SELECT ${columns} ${from} WHERE r.review_id = $1`, [reviewId]);
      return { review: toReview(row!) };
    },
  };
}
