import * as v from 'valibot';

import { LISTING_STATUSES, LISTING_TYPES, type ListingType } from '../listing-types';
import { FieldChangeSchema } from './changes';
import { AUDIENCES, GROUP_TYPES } from './common-fields';
import { LISTING_META_SCHEMAS } from './meta';

/** The marketplace team's last decision on the listing; cleared when the supplier submits again. */
export const LISTING_DECISIONS = ['approved', 'rejected'] as const;
export const ListingReviewSchema = v.object({
  decision: v.picklist(LISTING_DECISIONS),
  /** The team's reason for a rejection. */
  reason: v.nullable(v.string()),
  /** The field the reason is about ('title', 'meta_data.photos'), when the team names one. */
  field: v.nullable(v.string()),
  decided_at: v.string(),
});
export type ListingReview = v.InferOutput<typeof ListingReviewSchema>;

const contentOf = <T extends ListingType>(type: T) =>
  v.object({ title: v.string(), description: v.string(), price: v.number(), meta_data: LISTING_META_SCHEMAS[type] });

function listingOf<T extends ListingType>(type: T) {
  return v.object({
    listing_id: v.string(),
    /** The supplier the listing belongs to. */
    partner_id: v.string(),
    listing_type: v.literal(type),
    status: v.picklist(LISTING_STATUSES),
    created_at: v.string(),
    updated_at: v.string(),
    /** Bookings of the listing that are not cancelled. */
    bookings: v.number(),
    ...contentOf(type).entries,
    /**
     * The version customers see, while the listing is live (approved or edit_pending_review);
     * null otherwise. The fields above are the supplier's latest version: the pending revision
     * while an edit is under review, which is what an edit form starts from.
     */
    live: v.nullable(contentOf(type)),
    /** The pending revision against the live version, field by field; empty when nothing is pending. */
    pending_changes: v.array(FieldChangeSchema),
    review: v.nullable(ListingReviewSchema),
  });
}

/** GET listings/{id} and the reply of every change: one listing, typed by its listing_type. */
export const ListingSchema = v.variant('listing_type', [
  listingOf('tour'),
  listingOf('trek'),
  listingOf('activity'),
  listingOf('experience'),
  listingOf('bike_rental'),
  listingOf('car_rental'),
  listingOf('hotel'),
  listingOf('tour_guide'),
]);
export type Listing = v.InferOutput<typeof ListingSchema>;
export type ListingOf<T extends ListingType> = Extract<Listing, { listing_type: T }>;

/** A row of GET listings/my-listings: the live version (or the only one) and what the table shows. */
export const ListingRowSchema = v.object({
  listing_id: v.string(),
  listing_type: v.picklist(LISTING_TYPES),
  title: v.string(),
  price: v.number(),
  status: v.picklist(LISTING_STATUSES),
  created_at: v.string(),
  updated_at: v.string(),
  /** Bookings of the listing that are not cancelled. */
  bookings: v.number(),
  /** meta_data.type: group or private (tours and treks); null for other kinds. */
  group_type: v.nullable(v.picklist(GROUP_TYPES)),
  /** meta_data.audience: local or international (tours and treks); null for other kinds. */
  audience: v.nullable(v.picklist(AUDIENCES)),
  /**
   * meta_data.type again, where the spec's client reads the group label (spec section 3: 'Also
   * seen on list'); only the one field, the rest of meta_data is in GET listings/{id}.
   */
  meta_data: v.object({ type: v.nullable(v.picklist(GROUP_TYPES)) }),
  /** The first photo, or null. */
  cover_photo: v.nullable(v.string()),
  review: v.nullable(ListingReviewSchema),
});
export type ListingRow = v.InferOutput<typeof ListingRowSchema>;

/** DELETE listings/{id} */
export const DeleteListingReplySchema = v.object({ message: v.string() });
