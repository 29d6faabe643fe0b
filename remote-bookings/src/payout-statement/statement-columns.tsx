import { Link as RouterLink } from 'react-router-dom';

import { paths, type PayoutStatementLine, type StatementAmounts } from '@portal/contracts';
import { formatCount, formatDayMonthYear, formatRs, Link, Stack, Text } from '@portal/ui';
import type { Column } from '@portal/ui/lists';

import { type payoutsEn } from '../strings/payouts.en';
import { payoutsText } from '../strings/payouts-strings';

/** A row of the statement's table: a booking's line, or the totals under them. */
export type StatementRow = { kind: 'line'; line: PayoutStatementLine } | { kind: 'totals'; totals: StatementAmounts };

/**
 * An amount with its sign in front: what is taken off reads '-Rs 1,680' (as in the PDF), nothing
 * taken off 'Rs 0'. The sign is the language's own (Intl's): Urdu's has a left-to-right mark before
 * it, so in a right-to-left line it stays in front of the figures rather than after them.
 */
export const signedRs = (amount: number): string =>
  amount < 0 ? `${formatCount(-1).slice(0, -1)}${formatRs(-amount)}` : formatRs(Math.abs(amount));

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
          <bdi>{line.adjustment_note}</bdi>
        </Text>
      )}
    </Stack>
  );
}

/** A text of a booking's line; the totals row leaves the cell empty (a phone's card then shows no line for it). */
const lineText = (text: (line: PayoutStatementLine) => string) => (row: StatementRow) => (row.kind === 'line' ? text(row.line) : null);

/** A customer's name or a tour's title: data, isolated for bidi (a dash when there is none). */
const lineData = (data: (line: PayoutStatementLine) => string | null) => (row: StatementRow) => {
  if (row.kind !== 'line') return null;
  const value = data(row.line);
  return value === null ? '—' : <bdi>{value}</bdi>;
};

/** An amount, bold on the totals row. */
const amount = (value: (a: StatementAmounts) => number) => (row: StatementRow) =>
  row.kind === 'totals' ? <Text as="strong">{signedRs(value(amountsOf(row)))}</Text> : signedRs(value(amountsOf(row)));

type Key = keyof typeof payoutsEn.statement.columns;

/** The columns, their headers in the language on when the table renders. */
export const statementColumns = (): readonly Column<StatementRow>[] => {
  const t = payoutsText();
  const header = (key: Key) => t(`statement.columns.${key}`);
  return [
    {
      key: 'booking',
      header: header('booking'),
      nowrap: true,
      cell: (row) => (row.kind === 'line' ? <BookingCell line={row.line} /> : <Text as="strong">{t('statement.totals')}</Text>),
    },
    { key: 'customer', header: header('customer'), cell: lineData((l) => l.customer_name) },
    { key: 'tour', header: header('tour'), cell: lineData((l) => l.tour_name) },
    {
      key: 'date',
      header: header('date'),
      nowrap: true,
      cell: lineText((l) => (l.selected_date ? formatDayMonthYear(l.selected_date) : '—')),
    },
    { key: 'gross', header: header('gross'), nowrap: true, cell: amount((a) => a.gross) },
    { key: 'commission', header: header('commission'), nowrap: true, cell: amount((a) => -a.commission) },
    { key: 'refund', header: header('refund'), nowrap: true, cell: amount((a) => -a.refund) },
    {
      key: 'adjustment',
      header: header('adjustment'),
      cell: (row) => (row.kind === 'line' ? <AdjustmentCell line={row.line} /> : amount((a) => a.adjustment)(row)),
    },
    { key: 'net', header: header('net'), nowrap: true, cell: amount((a) => a.net) },
  ];
};
