import * as v from 'valibot';

import { PageQuerySchema } from '../common';
import type { ListingStatus } from '../listing-types';
import { TripFilterQuerySchema } from '../trip-filters';

/**
 * The status tabs of My Listings (spec section 2), as the `status` query parameter, and Rejected:
 * listings the team turned down before they went live (not the supplier's Deactivated).
 */
export const LISTING_TABS = ['all', 'live', 'deactivated', 'under_review', 'edit_under_review', 'rejected'] as const;
export type ListingTab = (typeof LISTING_TABS)[number];
export const LISTING_TAB_LABELS: Record<ListingTab, string> = {
  all: 'All',
  live: 'Live',
  deactivated: 'Deactivated',
  under_review: 'Under Review',
  edit_under_review: 'Edit Under Review',
  rejected: 'Rejected',
};
/** The stored status each tab shows; null for every status. */
export const LISTING_TAB_STATUS: Record<ListingTab, ListingStatus | null> = {
  all: null,
  live: 'approved',
  deactivated: 'rejected',
  under_review: 'pending_review',
  edit_under_review: 'edit_pending_review',
  rejected: 'not_approved',
};

/** The Sort menu (spec section 2), and newest first when none is chosen. Bookings sort by the real count. */
export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc', 'bookings_asc', 'bookings_desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_LISTING_SORT: ListingSort = 'newest';
export const LISTING_SORT_LABELS: Record<Exclude<ListingSort, 'newest'>, string> = {
  price_asc: 'Price (Low to high)',
  price_desc: 'Price (High to low)',
  bookings_asc: 'Bookings (Low to high)',
  bookings_desc: 'Bookings (High to low)',
};

/**
 * Everything that selects listings, without paging: shared by GET listings/my-listings and its CSV.
 * `q` matches the listing id or its start, the short id ('L3f2a9'), the title and the type, ignoring case.
 */
export const ListingFilterQuerySchema = v.object({
  q: PageQuerySchema.entries.q,
  status: v.optional(v.picklist(LISTING_TABS, 'Unknown tab.'), 'all'),
  sort: v.optional(v.picklist(LISTING_SORTS, 'Unknown sort order.'), DEFAULT_LISTING_SORT),
  ...TripFilterQuerySchema.entries,
});
export type ListingFilterQuery = v.InferOutput<typeof ListingFilterQuerySchema>;

/** GET listings/my-listings: one page (default 10 rows, at most 100) and the total in X-Total-Count. */
export const ListingListQuerySchema = v.object({
  ...ListingFilterQuerySchema.entries,
  page: PageQuerySchema.entries.page,
  pageSize: PageQuerySchema.entries.pageSize,
});
export type ListingListQuery = v.InferOutput<typeof ListingListQuerySchema>;
