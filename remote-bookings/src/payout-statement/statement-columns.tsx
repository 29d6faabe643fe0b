import { Link as RouterLink } from 'react-router-dom';

import { paths, type PayoutStatementLine, type StatementAmounts } from '@portal/contracts';
import { formatDayMonthYear, formatRs, Link, Stack, Text } from '@portal/ui';
import type { Column } from '@portal/ui/lists';

/** A row of the statement's table: a booking's line, or the totals under them. */
export type StatementRow = { kind: 'line'; line: PayoutStatementLine } | { kind: 'totals'; totals: StatementAmounts };

/** An amount with its sign in front: what is taken off reads '-Rs 1,680' (as in the PDF), nothing taken off 'Rs 0'. */
export const signedRs = (amount: number): string => `${amount < 0 ? '-' : ''}${formatRs(Math.abs(amount))}`;

const amountsOf = (row: StatementRow): StatementAmounts => (row.kind === 'line' ? row.line : row.totals);

/** The booking's number, a link to Booking Info (a booking since deleted shows a dash). */
function BookingCell({ line }: { line: PayoutStatementLine }) {
  if (line.booking_id === null || line.booking_number === null) return '—';
  return (
    <Link asChild color="teal.700" fontWeight="medium">
      <RouterLink to={paths.bookingInfo(line.booking_id)}>{`#${line.booking_number}`}</RouterLink>
    </Link>
  );
}

/** An adjustment shows what it was for under its amount. */
function AdjustmentCell({ line }: { line: PayoutStatementLine }) {
  return (
    <Stack gap="0" align={{ base: 'end', md: 'start' }}>
      <Text>{signedRs(line.adjustment)}</Text>
      {line.adjustment_note && (
        <Text fontSize="xs" color="gray.600">
          {line.adjustment_note}
        </Text>
      )}
    </Stack>
  );
}

/** A text of a booking's line; the totals row leaves the cell empty (a phone's card then shows no line for it). */
const lineText = (text: (line: PayoutStatementLine) => string) => (row: StatementRow) => (row.kind === 'line' ? text(row.line) : null);

/** An amount, bold on the totals row. */
const amount = (value: (a: StatementAmounts) => number) => (row: StatementRow) =>
  row.kind === 'totals' ? <Text as="strong">{signedRs(value(amountsOf(row)))}</Text> : signedRs(value(amountsOf(row)));

export const statementColumns: readonly Column<StatementRow>[] = [
  {
    key: 'booking',
    header: 'Booking ID',
    nowrap: true,
    cell: (row) => (row.kind === 'line' ? <BookingCell line={row.line} /> : <Text as="strong">Totals</Text>),
  },
  { key: 'customer', header: 'Customer', cell: lineText((l) => l.customer_name ?? '—') },
  { key: 'tour', header: 'Tour', cell: lineText((l) => l.tour_name ?? '—') },
  { key: 'date', header: 'Trip date', nowrap: true, cell: lineText((l) => (l.selected_date ? formatDayMonthYear(l.selected_date) : '—')) },
  { key: 'gross', header: 'Gross', nowrap: true, cell: amount((a) => a.gross) },
  { key: 'commission', header: 'Commission', nowrap: true, cell: amount((a) => -a.commission) },
  { key: 'refund', header: 'Refund', nowrap: true, cell: amount((a) => -a.refund) },
  {
    key: 'adjustment',
    header: 'Adjustment',
    cell: (row) => (row.kind === 'line' ? <AdjustmentCell line={row.line} /> : amount((a) => a.adjustment)(row)),
  },
  { key: 'net', header: 'Net', nowrap: true, cell: amount((a) => a.net) },
];
