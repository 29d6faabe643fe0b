import { randomUUID } from 'node:crypto';

import type { SeededBooking } from './bookings';
import { addDays, at, isoDate, notAfter } from './dates';
import type { Random } from './prng';
import type { Row } from './rows';

/** The marketplace keeps 12% and pays the rest 14 days after the trip ends. */
const SUPPLIER_SHARE = 0.88;
const PAYOUT_DELAY_DAYS = 14;

/**
 * Some statements show the other kinds of line: every REFUND_EVERY-th payout had part of its
 * booking refunded to the customer (an add-on that was not delivered), every ADJUSTMENT_EVERY-th
 * carries a correction. Chosen by position rather than drawn, so the rest of the seed stays as it was.
 */
const REFUND_EVERY = 7;
const REFUND_SHARE = 0.1;
const ADJUSTMENT_EVERY = 11;
const ADJUSTMENT = { amount: 1500, note: 'Fuel surcharge collected by the marketplace' } as const;

export interface SeededPayouts {
  payouts: Row[];
  lines: Row[];
}

/** A booking's line on its payout: commission on the gross, then the refund and adjustment; net in whole rupees. */
function lineOf(b: SeededBooking, index: number) {
  const gross = b.total_price;
  const commission = gross - Math.round(gross * SUPPLIER_SHARE);
  const refund = index % REFUND_EVERY === REFUND_EVERY - 1 ? Math.round(gross * REFUND_SHARE) : 0;
  const adjusted = index % ADJUSTMENT_EVERY === ADJUSTMENT_EVERY - 1;
  const adjustment = adjusted ? ADJUSTMENT.amount : 0;
  return {
    booking_id: b.booking_id,
    gross,
    commission,
    refund,
    adjustment,
    adjustment_note: adjusted ? ADJUSTMENT.note : null,
    net: gross - commission - refund + adjustment,
  };
}

/** One payout per completed booking, paying that booking's line: processed once due, pending while the 14 days run. */
export function buildPayouts(random: Random, now: Date, bookings: readonly SeededBooking[], bankName: string): SeededPayouts {
  const today = isoDate(now);
  const built = bookings
    .filter((b) => b.booking_status === 'completed')
    .map((b, index) => {
      const tripEnd = addDays(b.selected_date, b.duration_days - 1);
      const payout_date = addDays(tripEnd, PAYOUT_DELAY_DAYS);
      // Payouts run during the day: today's are still pending.
      const processed = payout_date < today;
      const payout_method = random.weighted([
        ['bank_transfer', 7],
        ['easypaisa', 1.5],
        ['jazzcash', 1.5],
      ] as const);
      const payout_id = randomUUID();
      const line = { payout_id, ...lineOf(b, index) };
      const payout = {
        payout_id,
        supplier_id: b.supplier_id,
        booking_id: b.booking_id,
        payout_date,
        final_amount: line.net,
        payout_method,
        bank_name: payout_method === 'bank_transfer' ? bankName : null,
        payout_status: processed ? 'processed' : 'pending',
        processed_at: processed ? at(payout_date, random.int(4, 10), random.int(0, 59)) : null,
        created_at: notAfter(at(addDays(tripEnd, 1), 2), now),
      };
      return { payout, line };
    })
    .sort((a, b) => a.payout.payout_date.localeCompare(b.payout.payout_date));
  return { payouts: built.map((p) => p.payout), lines: built.map((p) => p.line) };
}
