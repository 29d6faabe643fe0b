import { useMutation } from '@tanstack/react-query';
import { listAllPayouts } from '@portal/api';
import type { PayoutSort } from '@portal/contracts';
import { downloadCsv, toast } from '@portal/ui';
import { PAYOUT_CSV_HEADER, payoutCsvRow } from './payout-columns';

export const PAYOUTS_CSV_FILE = 'payouts.csv';

/** Download CSV: every payout matching the current search and sort (not only the visible page), built here. */
export function usePayoutsCsv(search: { q: string; sort: PayoutSort }) {
  const csv = useMutation({
    mutationFn: listAllPayouts,
    onSuccess: (payouts) => downloadCsv(PAYOUTS_CSV_FILE, PAYOUT_CSV_HEADER, payouts.map(payoutCsvRow)),
    onError: (error) => {
      console.error(error);
      toast.error('Could not download payouts. Please try again.');
    },
  });
  return { download: () => csv.mutate({ q: search.q || undefined, sort: search.sort }), downloading: csv.isPending };
}
