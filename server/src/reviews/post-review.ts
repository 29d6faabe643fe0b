import type { Database } from '../db/database';
import { recordLiveEvent } from '../live/live-events';

interface NewReview {
  bookingId: string;
  /** 1 to 5 stars. */
  rating: number;
  text: string;
}

/**
 * A booking's customer reviews it (the marketplace side: admin post-review), stored with the
 * business's live event review.posted in one transaction. Null when the booking does not exist.
 */
export async function postReview(db: Database, review: NewReview): Promise<{ review_id: string; subject: string } | null> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.query<{ supplier_id: string; listing_type: string; customer_name: string; tour_name: string }>(
      'SELECT supplier_id, listing_type, customer_name, tour_name FROM bookings WHERE booking_id = $1',
      [review.bookingId],
    );
    if (!booking) return null;
    const [row] = await tx.query<{ review_id: string }>(
      `INSERT INTO reviews (supplier_id, booking_id, listing_type, customer_name, rating, review_text)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING review_id`,
      [booking.supplier_id, review.bookingId, booking.listing_type, booking.customer_name, review.rating, review.text],
    );
    // '5 stars, Hunza Valley Tour, Ayesha Khan'
    const subject = `${review.rating} ${review.rating === 1 ? 'star' : 'stars'}, ${booking.tour_name}, ${booking.customer_name}`;
    await recordLiveEvent(tx, {
      supplierId: booking.supplier_id,
      kind: 'review.posted',
      objectId: row!.review_id,
      subject,
      detail: review.text || null,
    });
    return { review_id: row!.review_id, subject };
  });
}
