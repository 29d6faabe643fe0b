import { type MutationFunctionContext, mutationOptions, queryOptions } from '@tanstack/react-query';

import {
  type CreateListingRequest,
  type Listing,
  listingEndpoints,
  type ListingFilterQuery,
  type ListingListQuery,
  type PatchListingRequest,
} from '@portal/contracts';

import { call, callFile, callPage } from './client';
import { dashboardQueries } from './dashboard';
import { queryRoots } from './query-keys';

/** GET listings/my-listings: one page of the supplier's listings (tab, search, filters, sort) and the total. */
export const listMyListings = (query: Partial<ListingListQuery>) => callPage(listingEndpoints.listMyListings, { query });

/** Every listing matching the tab, search and filters, as the server's listings.csv. */
export const downloadListingsCsv = (query: Partial<ListingFilterQuery>) => callFile(listingEndpoints.downloadListingsCsv, { query });

/**
 * GET listings/{id}: the latest version (the pending revision while an edit is under review, what
 * an edit form starts from), the live version and the changes between them.
 */
export const getListing = (listingId: string) => call(listingEndpoints.getListing, { params: { id: listingId } });

/** POST listings: a new listing, under review until the marketplace team approves it. */
export const createListing = (request: CreateListingRequest) => call(listingEndpoints.createListing, { body: request });

/** PUT listings/{id}: the whole listing again; an edit of a live listing waits for review beside the live version. */
export const updateListing = (listingId: string, request: CreateListingRequest) =>
  call(listingEndpoints.updateListing, { params: { id: listingId }, body: request });

/** PATCH listings/{id}: some fields of the latest version (the hotel room wizard's update). */
export const patchListing = (listingId: string, request: PatchListingRequest) =>
  call(listingEndpoints.patchListing, { params: { id: listingId }, body: request });

/** PUT listings/{id} with {status: 'rejected'}: Deactivate. */
export const deactivateListing = (listingId: string) =>
  call(listingEndpoints.updateListing, { params: { id: listingId }, body: { status: 'rejected' } });

/** DELETE listings/{id}; a listing with upcoming bookings answers 409 (deactivate it instead). */
export const deleteListing = (listingId: string) => call(listingEndpoints.deleteListing, { params: { id: listingId } });

/** POST listings/{id}/duplicate: a copy under review with '(copy)' in its title. */
export const duplicateListing = (listingId: string) => call(listingEndpoints.duplicateListing, { params: { id: listingId } });

/** GET listings-edit-logs/listing/{id}: the listing's history, newest first. */
export const listEditLogs = (listingId: string) => call(listingEndpoints.listEditLogs, { params: { id: listingId } });

export const listingQueries = {
  all: queryRoots.listings,
  lists: [...queryRoots.listings, 'list'] as const,
  /** One listing, as an edit form starts from it. */
  detail: (listingId: string) =>
    queryOptions({ queryKey: [...listingQueries.all, 'detail', listingId], queryFn: () => getListing(listingId) }),
};

/** What a wizard's save does beside itself: refresh the lists and the dashboard, keep the listing the server answered. */
const savesListing = {
  meta: { invalidates: [listingQueries.lists, dashboardQueries.all] },
  onSuccess: (listing: Listing, _variables: unknown, _result: unknown, { client }: MutationFunctionContext) =>
    client.setQueryData(listingQueries.detail(listing.listing_id).queryKey, listing),
};

export const listingMutations = {
  /** POST listings, from a wizard: the new listing is under review. */
  create: () => mutationOptions({ mutationFn: (request: CreateListingRequest) => createListing(request), ...savesListing }),
  /** PUT listings/{id}: a wizard's update (an edit of a live listing goes under review beside it). */
  update: () =>
    mutationOptions({
      mutationFn: ({ listingId, request }: { listingId: string; request: CreateListingRequest }) => updateListing(listingId, request),
      ...savesListing,
    }),
  /** PATCH listings/{id}: the hotel room wizard's update. */
  patch: () =>
    mutationOptions({
      mutationFn: ({ listingId, request }: { listingId: string; request: PatchListingRequest }) => patchListing(listingId, request),
      ...savesListing,
    }),
};
