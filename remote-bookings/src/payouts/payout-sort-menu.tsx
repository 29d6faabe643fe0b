import { PAYOUT_SORTS, type PayoutSort } from '@portal/contracts';
import { SortMenu } from '@portal/ui/lists';

import { usePayoutsStrings } from '../strings/payouts-strings';

/** The spec's Sort button, here with a menu of orders that the server applies. */
export function PayoutSortMenu({ value, onChange }: { value: string; onChange: (sort: PayoutSort) => void }) {
  const t = usePayoutsStrings();
  const options = PAYOUT_SORTS.map((sort) => ({ value: sort, label: t(`payouts.sort.${sort}`) }));
  return <SortMenu options={options} value={value} onChange={onChange} />;
}
