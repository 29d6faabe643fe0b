import { useState } from 'react';
import { downloadBookingsCsv } from '@portal/api';
import type { BookingFilterQuery } from '@portal/contracts';
import { downloadBlob, toast } from '@portal/ui';

/** Download CSV: the server writes every booking that matches the tab, search and filters. */
export function useBookingsCsv(query: BookingFilterQuery) {
  const [downloading, setDownloading] = useState(false);
  async function download() {
    setDownloading(true);
    try {
      downloadBlob('bookings.csv', await downloadBookingsCsv(query));
    } catch {
      toast.error('Could not download the bookings. Please try again.');
    } finally {
      setDownloading(false);
    }
  }
  return { download, downloading };
}
