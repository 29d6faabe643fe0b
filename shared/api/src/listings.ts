import * as v from 'valibot';
import {
  DeleteListingReplySchema, ListingEditLogSchema, ListingRowSchema, ListingSchema, MessageReplySchema, type CreateEditLogRequest,
  type CreateListingRequest, type ListingFilterQuery, type ListingListQuery, type PatchListingRequest,
} from '@portal/contracts';
import { call, callBlob, callList, filterParams } from './client';

const id = encodeURIComponent;

/** GET listings/my-listings: one page of the supplier's listings (tab, search, filters, sort) and the total. */
export const listMyListings = (query: Partial<ListingListQuery>) => callList('listings/my-listings', ListingRowSchema, filterParams(query));

/** Every listing matching the tab, search and filters, as the server's listings.csv. */
export const downloadListingsCsv = (query: Partial<ListingFilterQuery>) => callBlob('listings/my-listings.csv', filterParams(query));

/**
 * GET listings/{id}: the latest version (the pending revision while an edit is under review, what
 * an edit form starts from), the live version and the changes between them.
 */
export const getListing = (listingId: string) => call(`listings/${id(listingId)}`, ListingSchema);

/** POST listings: a new listing, under review until the marketplace team approves it. */
export const createListing = (request: CreateListingRequest) => call('listings', ListingSchema, { method: 'post', json: request });

/** PUT listings/{id}: the whole listing again; an edit of a live listing waits for review beside the live version. */
export const updateListing = (listingId: string, request: CreateListingRequest) =>
  call(`listings/${id(listingId)}`, ListingSchema, { method: 'put', json: request });

/** PATCH listings/{id}: some fields of the latest version (the hotel room wizard's update). */
export const patchListing = (listingId: string, request: PatchListingRequest) =>
  call(`listings/${id(listingId)}`, ListingSchema, { method: 'patch', json: request });

/** PUT listings/{id} with {status: 'rejected'}: Deactivate. */
export const deactivateListing = (listingId: string) =>
  call(`listings/${id(listingId)}`, ListingSchema, { method: 'put', json: { status: 'rejected' } });

/** DELETE listings/{id}; a listing with upcoming bookings answers 409 (deactivate it instead). */
export const deleteListing = (listingId: string) => call(`listings/${id(listingId)}`, DeleteListingReplySchema, { method: 'delete' });

/** POST listings/{id}/duplicate: a copy under review with '(copy)' in its title. */
export const duplicateListing = (listingId: string) => call(`listings/${id(listingId)}/duplicate`, ListingSchema, { method: 'post' });

/** POST listings-edit-logs: the portal records a status change (spec section 4, Deactivate). */
export const createEditLog = (request: CreateEditLogRequest) => call('listings-edit-logs', MessageReplySchema, { method: 'post', json: request });

/** GET listings-edit-logs/listing/{id}: the listing's history, newest first. */
export const listEditLogs = (listingId: string) => call(`listings-edit-logs/listing/${id(listingId)}`, v.array(ListingEditLogSchema));
