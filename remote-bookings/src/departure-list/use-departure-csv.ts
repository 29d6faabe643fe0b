import { useMutation } from '@tanstack/react-query';

import { type DepartureKey, downloadDepartureListCsv } from '@portal/api';
import { toast } from '@portal/ui';
import { downloadBlob } from '@portal/ui/lists';

import { bookingsText } from '../strings/bookings-strings';

/** Download CSV: the server writes the departure's list; the file is named after the day and time. */
export function useDepartureCsv(departure: Omit<DepartureKey, 'time'> & { time: string | null }) {
  const csv = useMutation({
    mutationFn: () => downloadDepartureListCsv({ ...departure, time: departure.time ?? undefined }),
    onSuccess: (file) =>
      downloadBlob(`departure-${departure.date}${departure.time ? `-${departure.time.replace(':', '')}` : ''}.csv`, file),
    onError: () => toast.error(bookingsText()('departureList.csvFailed')),
  });
  return { download: () => csv.mutate(), downloading: csv.isPending };
}
