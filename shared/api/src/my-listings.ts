import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';

import type { Listing, ListingListQuery } from '@portal/contracts';

import { dashboardQueries } from './dashboard';
import { deactivateListing, deleteListing, duplicateListing, listEditLogs, listingQueries, listMyListings } from './listings';

// My Listings' reads and row actions, under the keys of listingQueries (the wizards' create,
// update and patch are listingMutations): a change here refreshes what they show, and theirs this.
const editLogLists = [...listingQueries.all, 'edit-logs'] as const;

export const myListingsQueries = {
  /** One page of GET listings/my-listings and the total. */
  list: (query: Partial<ListingListQuery>) =>
    queryOptions({ queryKey: [...listingQueries.lists, query], queryFn: () => listMyListings(query) }),
  /** A listing's history, newest first. */
  editLogs: (listingId: string) => queryOptions({ queryKey: [...editLogLists, listingId], queryFn: () => listEditLogs(listingId) }),
};

/** Every change answers the listing as it now is: a screen showing it (View, an edit form) shows that at once. */
const store = (client: QueryClient, listing: Listing) => client.setQueryData(listingQueries.detail(listing.listing_id).queryKey, listing);

/**
 * What a change makes stale: the tables and histories always (the server logs every change); the
 * dashboard too when its Recent Activity may name the listing (the listing is gone).
 */
const CHANGED = [listingQueries.lists, editLogLists] as const;

export const myListingsMutations = {
  /** Deactivate: the server sets 'rejected' and logs the change in the same transaction. */
  deactivate: () =>
    mutationOptions({
      mutationFn: (listingId: string) => deactivateListing(listingId),
      meta: { invalidates: CHANGED },
      onSuccess: (listing, _variables, _result, { client }) => store(client, listing),
    }),
  /** Delete: the listing's own queries go; Recent Activity drops its decisions. */
  remove: () =>
    mutationOptions({
      mutationFn: (listingId: string) => deleteListing(listingId),
      meta: { invalidates: [...CHANGED, dashboardQueries.all] },
      onSuccess: (_reply, listingId, _result, { client }) => {
        client.removeQueries({ queryKey: listingQueries.detail(listingId).queryKey });
        client.removeQueries({ queryKey: myListingsQueries.editLogs(listingId).queryKey });
      },
    }),
  /** Duplicate: the copy (under review) is stored, so a screen can show it at once. */
  duplicate: () =>
    mutationOptions({
      mutationFn: (listingId: string) => duplicateListing(listingId),
      meta: { invalidates: CHANGED },
      onSuccess: (copy, _variables, _result, { client }) => store(client, copy),
    }),
};
