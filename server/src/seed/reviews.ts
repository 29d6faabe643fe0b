import type { SeededBooking } from './bookings';
import { addDays, addMinutes, at, notAfter } from './dates';
import type { Random } from './prng';
import { GUIDES, REPLY_TEXTS, REVIEW_TEXTS, type ReviewTexts } from './review-texts';
import type { Row } from './rows';

const RATINGS = [
  [5, 55],
  [4, 28],
  [3, 9],
  [2, 5],
  [1, 3],
] as const;

/** `count` reviews of completed bookings chosen at random, written 1 to 6 days after the trip. */
export function buildReviews(
  random: Random,
  now: Date,
  bookings: readonly SeededBooking[],
  count: number,
  texts: ReviewTexts = REVIEW_TEXTS,
): Row[] {
  const completed = random.shuffle(bookings.filter((b) => b.booking_status === 'completed')).slice(0, count);
  return completed
    .map((b) => {
      const rating = random.weighted(RATINGS);
      const fill = (text: string) =>
        text.replace('{place}', b.tour_name.replace(/ \d+-Day.*| Trek$| Tour$/, '')).replace('{guide}', random.pick(GUIDES));
      const created_at = notAfter(
        at(addDays(b.selected_date, b.duration_days + random.int(0, 5)), random.int(4, 17), random.int(0, 59)),
        addMinutes(now, -90),
      );
      const replied_at = addMinutes(created_at, random.int(2, 72) * 60);
      const replies = random.chance(rating <= 3 ? 0.8 : 0.35) && replied_at < now;
      return {
        supplier_id: b.supplier_id,
        booking_id: b.booking_id,
        listing_type: b.listing_type,
        customer_name: b.customer.full_name,
        rating,
        review_text: fill(random.pick(texts[rating]!)),
        reply_text: replies ? fill(random.pick(REPLY_TEXTS[rating <= 3 ? 'sorry' : 'happy'])) : null,
        replied_at: replies ? replied_at : null,
        created_at,
      };
    })
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
}
