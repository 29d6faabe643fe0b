import type { SeededBooking } from './bookings';
import { addDays, at, isoDate, notAfter } from './dates';
import type { Random } from './prng';
import type { Row } from './rows';

/** The marketplace keeps 12% and pays the rest 14 days after the trip ends. */
const SUPPLIER_SHARE = 0.88;
const PAYOUT_DELAY_DAYS = 14;

/** One payout per completed booking: processed once due, pending while the 14 days run. */
export function buildPayouts(random: Random, now: Date, bookings: readonly SeededBooking[], bankName: string): Row[] {
  const today = isoDate(now);
  return bookings
    .filter((b) => b.booking_status === 'completed')
    .map((b) => {
      const tripEnd = addDays(b.selected_date, b.duration_days - 1);
      const payout_date = addDays(tripEnd, PAYOUT_DELAY_DAYS);
      // Payouts run during the day: today's are still pending.
      const processed = payout_date < today;
      const payout_method = random.weighted([['bank_transfer', 7], ['easypaisa', 1.5], ['jazzcash', 1.5]] as const);
      return {
        supplier_id: b.supplier_id,
        booking_id: b.booking_id,
        payout_date,
        final_amount: Math.round(b.total_price * SUPPLIER_SHARE),
        payout_method,
        bank_name: payout_method === 'bank_transfer' ? bankName : null,
        payout_status: processed ? 'processed' : 'pending',
        processed_at: processed ? at(payout_date, random.int(4, 10), random.int(0, 59)) : null,
        created_at: notAfter(at(addDays(tripEnd, 1), 2), now),
      };
    })
    .sort((a, b) => a.payout_date.localeCompare(b.payout_date));
}
