/**
 * The eight listing types of spec/listings.md section 1, as stored in `listings.listing_type`, and the
 * stored statuses of ARCHITECTURE.md section 3 (and not_approved: the team's rejection of a listing that
 * was not live, kept apart from 'rejected', the supplier's deactivation). Everything about listings (schemas, paths,
 * labels, the server's checks) is keyed by these.
 */
export const LISTING_TYPES = ['tour', 'trek', 'activity', 'experience', 'bike_rental', 'car_rental', 'hotel', 'tour_guide'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export const LISTING_STATUSES = ['pending_review', 'approved', 'edit_pending_review', 'rejected', 'not_approved'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
