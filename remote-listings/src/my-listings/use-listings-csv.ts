import { useMutation } from '@tanstack/react-query';

import { downloadListingsCsv } from '@portal/api';
import { LISTING_CSV_FILE_NAME, type ListingFilterQuery } from '@portal/contracts';
import { toast } from '@portal/ui';
import { downloadBlob } from '@portal/ui/lists';

import { listingsText } from '../strings/listings-strings';

/** Download CSV: the server writes every listing that matches the tab, search, filters and sort. */
export function useListingsCsv(query: Partial<ListingFilterQuery>) {
  const csv = useMutation({
    mutationFn: downloadListingsCsv,
    onSuccess: (file) => downloadBlob(LISTING_CSV_FILE_NAME, file),
    onError: () => toast.error(listingsText()('myListings.downloadFailed')),
  });
  return { download: () => csv.mutate(query), downloading: csv.isPending };
}
