import { MESSAGE_TEXT_MAX_LENGTH } from '@portal/contracts';

import type { Database } from '../db/database';
import { receiveCustomerMessage } from '../messages/customer-message';
import { payPayout } from '../payouts/pay-payout';
import { postReview } from '../reviews/post-review';
import { AdminError, requireUuid } from './admin-error';
import { findBooking } from './bookings';

/** Text as a person would send it: trimmed, not empty, within the messages' limit. */
function textOf(text: string, what: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw new AdminError(`The ${what} is empty`);
  if ([...trimmed].length > MESSAGE_TEXT_MAX_LENGTH)
    throw new AdminError(`The ${what} is longer than ${MESSAGE_TEXT_MAX_LENGTH} characters`);
  return trimmed;
}

/** The booking's customer writes in its conversation (by booking id or number); the business hears it live. */
export async function customerMessage(db: Database, idOrNumber: string, text: string) {
  const body = textOf(text, 'message');
  const booking = await findBooking(db, idOrNumber);
  const message = await receiveCustomerMessage(db, booking.booking_id, body);
  if (!message) throw new AdminError(`Booking #${booking.booking_number} has no customer account to write from (a walk-in).`);
  return { ...message, booking_number: booking.booking_number };
}

/** The booking's customer reviews it, 1 to 5 stars; the business hears it live. */
export async function adminPostReview(db: Database, idOrNumber: string, rating: string, text: string) {
  if (!/^[1-5]$/.test(rating.trim())) throw new AdminError(`The rating must be a whole number from 1 to 5, got '${rating}'`);
  const booking = await findBooking(db, idOrNumber);
  const posted = await postReview(db, { bookingId: booking.booking_id, rating: Number(rating), text: text.trim() });
  if (!posted) throw new AdminError(`Booking not found: ${idOrNumber}`);
  return { ...posted, booking_number: booking.booking_number };
}

/** The marketplace pays a pending or failed payout (by its id); the business hears it live. */
export async function adminPayPayout(db: Database, payoutId: string) {
  const paid = await payPayout(db, requireUuid(payoutId, 'The payout id'));
  if (!paid) throw new AdminError(`Payout not found or already paid: ${payoutId}`);
  return paid;
}
