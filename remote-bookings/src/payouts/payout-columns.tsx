import { type Payout, payoutMethodLabel } from '@portal/contracts';
import { formatDayMonthYear, formatRs, Stack, StatusText, Text } from '@portal/ui';
import type { Column } from '@portal/ui/lists';

const numberText = (value: number | null) => (value === null ? '—' : `#${value}`);

/** The table's columns as plain text (payouts.csv has the same, written by the server). */
const fields: readonly { key: string; header: string; text: (payout: Payout) => string }[] = [
  { key: 'id', header: 'ID', text: (p) => numberText(p.payout_number) },
  { key: 'due', header: 'Due on', text: (p) => formatDayMonthYear(p.payout_date) },
  { key: 'booking', header: 'Booking ID', text: (p) => numberText(p.booking_number) },
  { key: 'amount', header: 'Amount', text: (p) => formatRs(p.final_amount) },
  { key: 'processed', header: 'Processed on', text: (p) => (p.processed_at ? formatDayMonthYear(p.processed_at) : '—') },
  { key: 'from', header: 'From', text: (p) => payoutMethodLabel(p.payout_method) },
  { key: 'status', header: 'Status', text: (p) => p.payout_status },
];

// The bank is searchable, so the table shows it under the method.
const cells: Partial<Record<string, Column<Payout>['cell']>> = {
  from: (p) => (
    <Stack gap="0">
      <Text>{payoutMethodLabel(p.payout_method)}</Text>
      {p.bank_name && (
        <Text fontSize="xs" color="gray.600">
          {p.bank_name}
        </Text>
      )}
    </Stack>
  ),
  // Pending is orange, any other status green (spec section 2).
  status: (p) => <StatusText tone={p.payout_status === 'pending' ? 'orange' : 'green'}>{p.payout_status}</StatusText>,
};

export const payoutColumns: readonly Column<Payout>[] = fields.map((field) => ({
  key: field.key,
  header: field.header,
  cell: cells[field.key] ?? field.text,
  // The method and bank may wrap on a narrow table; numbers, dates and statuses stay on one line.
  nowrap: field.key !== 'from',
}));
