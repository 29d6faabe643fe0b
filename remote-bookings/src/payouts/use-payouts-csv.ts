import { useMutation } from '@tanstack/react-query';

import { downloadPayoutsCsv } from '@portal/api';
import type { PayoutCsvQuery } from '@portal/contracts';
import { toast } from '@portal/ui';
import { downloadBlob } from '@portal/ui/lists';

import { payoutsText } from '../strings/payouts-strings';

const PAYOUTS_CSV_FILE = 'payouts.csv';

/**
 * Download CSV: the server writes every payout matching the current search and sort (not only the
 * visible page), formula-safe, as it writes bookings.csv.
 */
export function usePayoutsCsv(search: PayoutCsvQuery) {
  const csv = useMutation({
    mutationFn: downloadPayoutsCsv,
    onSuccess: (file) => downloadBlob(PAYOUTS_CSV_FILE, file),
    onError: (error) => {
      console.error(error);
      toast.error(payoutsText()('payouts.csvFailed'));
    },
  });
  return { download: () => csv.mutate(search), downloading: csv.isPending };
}
