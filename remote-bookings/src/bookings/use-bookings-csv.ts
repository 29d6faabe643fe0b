import { useMutation } from '@tanstack/react-query';

import { downloadBookingsCsv } from '@portal/api';
import type { BookingFilterQuery } from '@portal/contracts';
import { toast } from '@portal/ui';
import { downloadBlob } from '@portal/ui/lists';

import { bookingsText } from '../strings/bookings-strings';

/** Download CSV: the server writes every booking that matches the tab, search and filters. */
export function useBookingsCsv(query: BookingFilterQuery) {
  const csv = useMutation({
    mutationFn: downloadBookingsCsv,
    onSuccess: (file) => downloadBlob('bookings.csv', file),
    onError: () => toast.error(bookingsText()('list.csvFailed')),
  });
  return { download: () => csv.mutate(query), downloading: csv.isPending };
}
