import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { failureText, myListingsMutations } from '@portal/api';
import { type ListingRow, paths } from '@portal/contracts';
import { toast } from '@portal/ui';

import { listingsText } from '../strings/listings-strings';
import { editPathOf } from './listing-list-query';
import type { RowAction } from './row-actions-menu';

/** The panel or dialog a row action opened. */
export type OpenAction = { kind: 'view' | 'deactivate' | 'delete'; row: ListingRow } | null;

/** What each action of a row's menu does: go to a route, open a dialog or panel, or duplicate at once. */
export function useRowActions() {
  const navigate = useNavigate();
  const [open, setOpen] = useState<OpenAction>(null);
  const duplicate = useMutation(myListingsMutations.duplicate());

  function run(action: RowAction, row: ListingRow) {
    if (action === 'view' || action === 'deactivate' || action === 'delete') {
      setOpen({ kind: action, row });
    } else if (action === 'edit') {
      const path = editPathOf(row.listing_type, row.listing_id);
      if (path) void navigate(path);
      else toast.error(listingsText()('myListings.unknownType', { type: row.listing_type }));
    } else if (action === 'availability') {
      void navigate(paths.listingAvailability(row.listing_id));
    } else {
      duplicate.mutate(row.listing_id, {
        onSuccess: (copy) => toast.success(listingsText()('myListings.duplicated', { title: copy.title })),
        onError: (error) =>
          toast.error(
            failureText(
              error,
              (message) => listingsText()('myListings.duplicateFailedWith', { message }),
              listingsText()('myListings.duplicateFailed'),
            ),
          ),
      });
    }
  }
  return { open, run, close: () => setOpen(null) };
}
