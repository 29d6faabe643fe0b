import type { Readable } from 'node:stream';

import { type Payout, PAYOUT_CSV_COLUMNS, payoutMethodLabel } from '@portal/contracts';

import { type CsvCell, csvStream } from '../http/csv';
import { karachiDate } from '../pakistan-time';

const number = (value: number | null) => (value === null ? '' : `#${value}`);

/** The table's columns for one payout, and the bank; dates as YYYY-MM-DD, amounts in rupees, for spreadsheets. */
const payoutCells = (p: Payout): CsvCell[] => [
  number(p.payout_number),
  p.payout_date,
  number(p.booking_number),
  p.final_amount,
  p.processed_at ? karachiDate(new Date(p.processed_at)) : '',
  payoutMethodLabel(p.payout_method),
  p.payout_status,
  p.bank_name ?? '',
];

/** payouts.csv: the header line, then each batch as it is read from the database. */
export const payoutsCsv = (batches: AsyncIterable<Payout[]>): Readable => csvStream(PAYOUT_CSV_COLUMNS, batches, payoutCells);
