import * as v from 'valibot';

import { PageQuerySchema } from './common';

export const PAYOUT_STATUSES = ['pending', 'processed', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Sort orders of My Payouts: by due date (payout_date) or by amount. */
export const PAYOUT_SORTS = ['due_desc', 'due_asc', 'amount_asc', 'amount_desc'] as const;
export type PayoutSort = (typeof PAYOUT_SORTS)[number];
export const DEFAULT_PAYOUT_SORT: PayoutSort = 'due_desc';

/** GET /payouts/supplier: paging, a search by payout, booking or bank, and a sort. */
export const PayoutListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  sort: v.optional(v.picklist(PAYOUT_SORTS, 'Unknown sort order.'), DEFAULT_PAYOUT_SORT),
});
export type PayoutListQuery = v.InferOutput<typeof PayoutListQuerySchema>;

/** GET /payouts/supplier.csv: every payout of a search, in the chosen order. */
export const PayoutCsvQuerySchema = v.object({ q: PageQuerySchema.entries.q, sort: PayoutListQuerySchema.entries.sort });
export type PayoutCsvQuery = v.InferInput<typeof PayoutCsvQuerySchema>;

/** The columns of payouts.csv: the table's, and the bank. */
export const PAYOUT_CSV_COLUMNS = ['ID', 'Due on', 'Booking ID', 'Amount', 'Processed on', 'From', 'Status', 'Bank'] as const;

/** A payout method as the spec shows it: underscores as spaces, upper case ('bank_transfer' reads 'BANK TRANSFER'). */
export const payoutMethodLabel = (method: string): string => method.replaceAll('_', ' ').toUpperCase();

/** One payout of spec section 3, with the numbers people read and search by. */
export const PayoutSchema = v.object({
  payout_id: v.string(),
  payout_number: v.number(),
  /** The day the payout is due (day/month/year on screen). */
  payout_date: v.string(),
  booking_id: v.nullable(v.string()),
  booking_number: v.nullable(v.number()),
  final_amount: v.number(),
  processed_at: v.nullable(v.string()),
  payout_method: v.string(),
  bank_name: v.nullable(v.string()),
  payout_status: v.picklist(PAYOUT_STATUSES),
});
export type Payout = v.InferOutput<typeof PayoutSchema>;
