import type { Payout } from '@portal/contracts';
import { formatDayMonthYear, formatRs, Stack, StatusText, Text } from '@portal/ui';
import type { Column } from '@portal/ui/lists';

import { methodWords, statusWords } from '../strings/payout-words';
import { payoutsText } from '../strings/payouts-strings';

const numberText = (value: number | null) => (value === null ? '—' : `#${value}`);

type Key = 'id' | 'due' | 'booking' | 'amount' | 'processed' | 'from' | 'status';

/** The table's columns as plain text (payouts.csv has the same, written by the server). */
const fields: readonly { key: Key; text: (payout: Payout) => string }[] = [
  { key: 'id', text: (p) => numberText(p.payout_number) },
  { key: 'due', text: (p) => formatDayMonthYear(p.payout_date) },
  { key: 'booking', text: (p) => numberText(p.booking_number) },
  { key: 'amount', text: (p) => formatRs(p.final_amount) },
  { key: 'processed', text: (p) => (p.processed_at ? formatDayMonthYear(p.processed_at) : '—') },
  { key: 'from', text: (p) => methodWords(p.payout_method) },
  { key: 'status', text: (p) => statusWords(p.payout_status) },
];

// The bank is searchable, so the table shows it under the method; a bank's name is data (bdi).
const cells: Partial<Record<Key, Column<Payout>['cell']>> = {
  from: (p) => (
    <Stack gap="0">
      <Text>{methodWords(p.payout_method)}</Text>
      {p.bank_name && (
        <Text fontSize="xs" color="gray.600">
          <bdi>{p.bank_name}</bdi>
        </Text>
      )}
    </Stack>
  ),
  // Pending is orange, any other status green (spec section 2).
  status: (p) => <StatusText tone={p.payout_status === 'pending' ? 'orange' : 'green'}>{statusWords(p.payout_status)}</StatusText>,
};

/** The columns, their headers in the language on when the table renders. */
export const payoutColumns = (): readonly Column<Payout>[] =>
  fields.map((field) => ({
    key: field.key,
    header: payoutsText()(`payouts.columns.${field.key}`),
    cell: cells[field.key] ?? field.text,
    // The method and bank may wrap on a narrow table; numbers, dates and statuses stay on one line.
    nowrap: field.key !== 'from',
  }));
