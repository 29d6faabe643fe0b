import type { Readable } from 'node:stream';

import { STATEMENT_CSV_COLUMNS, type StatementAmounts } from '@portal/contracts';

import { type CsvCell, csvStream } from '../http/csv';
import type { MonthlyStatement } from './monthly-statement';
import { numberText } from './statement-format';

/** Amounts as signed whole rupees for spreadsheets: what is taken off (commission, refund) is negative, so each row sums to its net. */
const amountCells = (a: StatementAmounts): CsvCell[] => [a.gross, -a.commission, -a.refund, a.adjustment, a.net];

/** The month's statement as CSV: a row per line (dates YYYY-MM-DD), then the totals row. */
export function statementCsv({ lines, totals }: MonthlyStatement): Readable {
  const rows: CsvCell[][] = lines.map((l) => [
    numberText(l.payout_number),
    l.payout_date,
    numberText(l.booking_number),
    l.customer_name ?? '',
    l.tour_name ?? '',
    ...amountCells(l),
  ]);
  rows.push(['Totals', '', '', '', '', ...amountCells(totals)]);
  return csvStream(STATEMENT_CSV_COLUMNS, [rows], (cells) => cells);
}
