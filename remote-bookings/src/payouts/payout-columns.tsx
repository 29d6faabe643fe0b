import type { Payout } from '@portal/contracts';
import { Stack, StatusText, Text, formatDayMonthYear, formatRs, type Column } from '@portal/ui';

/** A payout method as the spec shows it: underscores as spaces, upper case ('bank_transfer' reads 'BANK TRANSFER'). */
export const formatPayoutMethod = (method: string): string => method.replaceAll('_', ' ').toUpperCase();

const numberText = (value: number | null) => (value === null ? '—' : `#${value}`);

/** The table's columns as plain text: the table cells and every row of payouts.csv. */
const fields: readonly { key: string; header: string; text: (payout: Payout) => string }[] = [
  { key: 'id', header: 'ID', text: (p) => numberText(p.payout_number) },
  { key: 'due', header: 'Due on', text: (p) => formatDayMonthYear(p.payout_date) },
  { key: 'booking', header: 'Booking ID', text: (p) => numberText(p.booking_number) },
  { key: 'amount', header: 'Amount', text: (p) => formatRs(p.final_amount) },
  { key: 'processed', header: 'Processed on', text: (p) => (p.processed_at ? formatDayMonthYear(p.processed_at) : '—') },
  { key: 'from', header: 'From', text: (p) => formatPayoutMethod(p.payout_method) },
  { key: 'status', header: 'Status', text: (p) => p.payout_status },
];

// The bank is searchable, so the table shows it under the method; the CSV gives it a column.
const cells: Partial<Record<string, Column<Payout>['cell']>> = {
  from: (p) => (
    <Stack gap="0">
      <Text>{formatPayoutMethod(p.payout_method)}</Text>
      {p.bank_name && <Text fontSize="xs" color="gray.600">{p.bank_name}</Text>}
    </Stack>
  ),
  // Pending is orange, any other status green (spec section 2).
  status: (p) => <StatusText tone={p.payout_status === 'pending' ? 'orange' : 'green'}>{p.payout_status}</StatusText>,
};

export const payoutColumns: readonly Column<Payout>[] = fields.map((field) => ({
  key: field.key,
  header: field.header,
  cell: cells[field.key] ?? field.text,
}));

export const PAYOUT_CSV_HEADER = [...fields.map((field) => field.header), 'Bank'];

export const payoutCsvRow = (payout: Payout): string[] => [...fields.map((field) => field.text(payout)), payout.bank_name ?? ''];
