import * as v from 'valibot';
import { IdParamsSchema, MessageReplySchema } from '../common';
import {
  CreateEditLogRequestSchema, CreateListingRequestSchema, DeleteListingReplySchema, ListingEditLogSchema, ListingFilterQuerySchema,
  ListingListQuerySchema, ListingRowSchema, ListingSchema, PatchListingRequestSchema, UpdateListingRequestSchema,
} from '../listings';
import { defineEndpoint } from './define';

const tags = ['listings'];

/** My Listings, the wizards' listing and its history. */
export const listingEndpoints = {
  listMyListings: defineEndpoint({
    method: 'GET', path: '/listings/my-listings', tags, access: 'supplier', permission: 'listings.read', query: ListingListQuerySchema, reply: v.array(ListingRowSchema), paged: true,
    summary: "The signed-in supplier's listings, one page, by tab (status), search, filters and sort; the total in X-Total-Count",
  }),
  downloadListingsCsv: defineEndpoint({
    method: 'GET', path: '/listings/my-listings.csv', tags, access: 'supplier', permission: 'listings.read', query: ListingFilterQuerySchema, media: 'text/csv',
    summary: 'Every listing that matches the tab, search and filters, as listings.csv (id, date, time, type, title, group, bookings, price, status)',
  }),
  getListing: defineEndpoint({
    method: 'GET', path: '/listings/:id', tags, access: 'supplier', permission: 'listings.read', params: IdParamsSchema, reply: ListingSchema,
    summary: 'One listing: the latest version (a pending revision while an edit is under review), the live version and the changes between them',
  }),
  createListing: defineEndpoint({
    method: 'POST', path: '/listings', tags, access: 'supplier', permission: 'listings.write', body: CreateListingRequestSchema, reply: ListingSchema, success: 201,
    summary: 'Creates a listing of any type; it is under review (pending_review) until the marketplace team approves it',
    rateLimit: { per: 'account', window: '1 hour' },
  }),
  updateListing: defineEndpoint({
    method: 'PUT', path: '/listings/:id', tags, access: 'supplier', permission: 'listings.write', params: IdParamsSchema, body: UpdateListingRequestSchema, reply: ListingSchema,
    summary: "Replaces the listing (an edit of a live listing waits for review beside the live version), or deactivates it with {status: 'rejected'}",
    answers: [409],
  }),
  patchListing: defineEndpoint({
    method: 'PATCH', path: '/listings/:id', tags, access: 'supplier', permission: 'listings.write', params: IdParamsSchema, body: PatchListingRequestSchema, reply: ListingSchema,
    summary: "Changes some fields of the latest version (validated whole, reviewed like a PUT), or deactivates with {status: 'rejected'}",
    answers: [409],
  }),
  deleteListing: defineEndpoint({
    method: 'DELETE', path: '/listings/:id', tags, access: 'supplier', permission: 'listings.write', params: IdParamsSchema, reply: DeleteListingReplySchema,
    summary: 'Deletes a listing that has no upcoming bookings (409 otherwise: deactivate it); past bookings keep their trip name',
    answers: [409],
  }),
  duplicateListing: defineEndpoint({
    method: 'POST', path: '/listings/:id/duplicate', tags, access: 'supplier', permission: 'listings.write', params: IdParamsSchema, reply: ListingSchema, success: 201,
    summary: "Copies the listing's latest version into a new listing under review, with '(copy)' in its title",
    rateLimit: { per: 'account', window: '1 hour' },
  }),
  createEditLog: defineEndpoint({
    method: 'POST', path: '/listings-edit-logs', tags, access: 'supplier', permission: 'listings.write', body: CreateEditLogRequestSchema, reply: MessageReplySchema, success: 201,
    summary: "Records a status change the portal makes (spec section 3 'Edit log'); the server logs every change itself too",
    answers: [404],
  }),
  listEditLogs: defineEndpoint({
    method: 'GET', path: '/listings-edit-logs/listing/:id', tags, access: 'supplier', permission: 'listings.read', params: IdParamsSchema, reply: v.array(ListingEditLogSchema),
    summary: "A listing's history, newest first: who, when, what kind of change, and each field's old and new value",
  }),
};
