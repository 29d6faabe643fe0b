import type { PayoutSort } from '@portal/contracts';
import { type MenuOption, SortMenu } from '@portal/ui/lists';

const SORT_OPTIONS: readonly MenuOption<PayoutSort>[] = [
  { value: 'due_desc', label: 'Due date (Newest first)' },
  { value: 'due_asc', label: 'Due date (Oldest first)' },
  { value: 'amount_asc', label: 'Amount (Low to high)' },
  { value: 'amount_desc', label: 'Amount (High to low)' },
];

/** The spec's Sort button, here with a menu of orders that the server applies. */
export function PayoutSortMenu({ value, onChange }: { value: string; onChange: (sort: PayoutSort) => void }) {
  return <SortMenu options={SORT_OPTIONS} value={value} onChange={onChange} />;
}
