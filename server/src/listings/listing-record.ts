import {
  diffListingContent,
  type Listing,
  type ListingContentLike,
  type ListingReview,
  type ListingStatus,
  type ListingType,
} from '@portal/contracts';

type Instant = Date | string;

/** The version of a listing a supplier writes and customers read. */
export interface ListingContent extends ListingContentLike {
  meta_data: Record<string, unknown>;
}

/** An edit of a live listing waiting for review, kept beside the live version. */
export interface PendingRevision extends ListingContent {
  submitted_at: string;
  submitted_by?: string;
}

/** A row of `listings` with its bookings count, as the repository reads it. */
export interface ListingRecord extends ListingContent {
  listing_id: string;
  supplier_id: string;
  listing_type: ListingType;
  status: ListingStatus;
  pending_revision: PendingRevision | null;
  review_decision: 'approved' | 'rejected' | null;
  review_note: string | null;
  review_field: string | null;
  reviewed_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
  bookings: number;
}

export const iso = (value: Instant) => new Date(value).toISOString();

export const contentOf = ({ title, description, price, meta_data }: ListingContent): ListingContent => ({
  title,
  description,
  price,
  meta_data,
});

/** The version the supplier edits: the pending revision while there is one, else the listing itself. */
export const editableOf = (record: ListingRecord): ListingContent => contentOf(record.pending_revision ?? record);

/** Customers see a listing while it is live, also while an edit of it is under review. */
const isLive = (status: ListingStatus) => status === 'approved' || status === 'edit_pending_review';

export function reviewOf(
  record: Pick<ListingRecord, 'review_decision' | 'review_note' | 'review_field' | 'reviewed_at'>,
): ListingReview | null {
  if (!record.review_decision || !record.reviewed_at) return null;
  return { decision: record.review_decision, reason: record.review_note, field: record.review_field, decided_at: iso(record.reviewed_at) };
}

/** The reply of GET listings/{id}: the editable version on top, the live one and what differs beside it. */
export function toListing(record: ListingRecord): Listing {
  const live = isLive(record.status) ? contentOf(record) : null;
  const editable = editableOf(record);
  return {
    listing_id: record.listing_id,
    partner_id: record.supplier_id,
    listing_type: record.listing_type,
    status: record.status,
    created_at: iso(record.created_at),
    updated_at: iso(record.updated_at),
    bookings: Number(record.bookings),
    ...editable,
    live,
    pending_changes: record.pending_revision ? diffListingContent(contentOf(record), record.pending_revision) : [],
    review: reviewOf(record),
  } as Listing;
}
