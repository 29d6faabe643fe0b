import * as v from 'valibot';

import { MARKETPLACE_TIME_ZONE } from './constants';
import { invalidFields } from './endpoints/define';
import { PayoutSchema } from './payouts';

/** The amounts of a statement line or of its totals: whole rupees. net = gross - commission - refund + adjustment. */
const AmountsSchema = v.object({
  gross: v.number(),
  commission: v.number(),
  refund: v.number(),
  adjustment: v.number(),
  net: v.number(),
});
export type StatementAmounts = v.InferOutput<typeof AmountsSchema>;

/** One booking a payout pays (the booking may since have been deleted: its fields are then null). */
export const PayoutStatementLineSchema = v.object({
  ...AmountsSchema.entries,
  line_id: v.string(),
  booking_id: v.nullable(v.string()),
  booking_number: v.nullable(v.number()),
  customer_name: v.nullable(v.string()),
  tour_name: v.nullable(v.string()),
  selected_date: v.nullable(v.string()),
  adjustment_note: v.nullable(v.string()),
});
export type PayoutStatementLine = v.InferOutput<typeof PayoutStatementLineSchema>;

/** GET /payouts/supplier/{id}/statement: a payout, the bookings it pays and the totals (totals.net is the payout's amount). */
export const PayoutStatementSchema = v.object({
  payout: PayoutSchema,
  lines: v.array(PayoutStatementLineSchema),
  totals: AmountsSchema,
});
export type PayoutStatement = v.InferOutput<typeof PayoutStatementSchema>;

/** A calendar month as YYYY-MM, in the years a date may take (2000 to 2099; year 0000 is no date to look up). */
export const MONTH_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/;

/** The monthly statement's query: the month whose payouts (by due date) it lists. */
export const MonthlyStatementQuerySchema = v.object({
  month: v.pipe(v.string('Choose a month.'), v.trim(), v.regex(MONTH_PATTERN, 'Choose a month as YYYY-MM.')),
});
export type MonthlyStatementQuery = v.InferInput<typeof MonthlyStatementQuerySchema>;

/** Another supplier's payout answers as one that does not exist. */
export const PAYOUT_NOT_FOUND_REFUSAL = { status: 404, message: 'Payout not found' } as const;

/** A statement is for a month that has ended in Pakistan: the current month's would still change. */
export const MONTH_NOT_ENDED_REFUSAL = invalidFields({ field: 'month', message: 'Choose a month that has ended.' });

/** The columns of the monthly statement's CSV file (and of its PDF's table). */
export const STATEMENT_CSV_COLUMNS = [
  'Payout ID',
  'Due on',
  'Booking ID',
  'Customer',
  'Tour',
  'Gross',
  'Commission',
  'Refund',
  'Adjustment',
  'Net',
] as const;

/** The file names of a month's statement: statement-2026-10.pdf and .csv. */
export const statementFileName = (month: string, extension: 'pdf' | 'csv'): string => `statement-${month}.${extension}`;

/** How many ended months My Payouts offers a statement of: two years. */
export const STATEMENT_MONTHS_OFFERED = 24;

const karachiMonth = new Intl.DateTimeFormat('en-CA', { timeZone: MARKETPLACE_TIME_ZONE, year: 'numeric', month: '2-digit' });

/** The months that have ended in Pakistan at `now`, the latest first, as YYYY-MM: those a statement can be had for. */
export function endedMonths(now: Date, count: number): string[] {
  const [year, month] = karachiMonth.format(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (i + 1);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
