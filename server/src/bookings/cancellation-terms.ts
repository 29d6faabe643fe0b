import { addDays } from '@portal/contracts';

/** The listing's own words about cancelling: its first Important Information line that speaks of it. */
export function cancellationTermsOf(importantInfo: unknown): string | null {
  if (!Array.isArray(importantInfo)) return null;
  const line = importantInfo.find((item): item is string => typeof item === 'string' && /cancel|refund/i.test(item));
  return line?.trim() || null;
}

const DAYS_PER = { hour: 1 / 24, day: 1, week: 7 } as const;

/**
 * The last day a booking on `date` can be cancelled for free under the listing's terms: 'Free
 * cancellation up to 7 days before departure' gives date - 7; hours count as whole days before
 * (48 hours: date - 2). Null when the terms give no free cancellation or say nothing of a period:
 * the portal promises the customer nothing the listing does not.
 */
export function freeCancellationUntil(terms: string | null, date: string): string | null {
  if (!terms || /non[- ]?refundable|no (free )?cancellation|no refund/i.test(terms)) return null;
  const period = /(\d{1,4})\s*(hour|hr|day|week)s?\b/i.exec(terms);
  if (!period) return null;
  const unit = period[2]!.toLowerCase();
  const perUnit = DAYS_PER[unit === 'hr' ? 'hour' : (unit as keyof typeof DAYS_PER)];
  return addDays(date, -Math.ceil(Number(period[1]) * perUnit));
}
