import { LISTING_STATUSES, type ListingStatus, type ListingType } from '../listing-types';

/** How a stored status reads in My Listings (spec section 3 'Listing statuses'); anything else is shown as is, grey. */
export const LISTING_STATUS_DISPLAY: Record<ListingStatus, { label: string; colour: 'green' | 'red' | 'yellow' | 'grey' }> = {
  approved: { label: 'Live', colour: 'green' },
  rejected: { label: 'Deactivated', colour: 'red' },
  pending_review: { label: 'Under Review', colour: 'yellow' },
  edit_pending_review: { label: 'Edit Under Review', colour: 'grey' },
  // The team turned the listing down before it went live: the supplier edits and submits again.
  not_approved: { label: 'Rejected', colour: 'red' },
};

export function listingStatusDisplay(status: string): { label: string; colour: 'green' | 'red' | 'yellow' | 'grey' } {
  return (LISTING_STATUSES as readonly string[]).includes(status)
    ? LISTING_STATUS_DISPLAY[status as ListingStatus]
    : { label: status, colour: 'grey' };
}

/** The type as the table shows it: capitalised (spec section 3), in words. */
export const LISTING_TYPE_LABELS: Record<ListingType, string> = {
  tour: 'Tour',
  trek: 'Trek',
  activity: 'Activity',
  experience: 'Experience',
  bike_rental: 'Bike rental',
  car_rental: 'Car rental',
  hotel: 'Hotel',
  tour_guide: 'Tour guide',
};

/** The same names in Urdu (docs/glossary-ur.md): every screen's Urdu catalogue takes these, so a type reads alike everywhere. */
export const LISTING_TYPE_LABELS_UR: Record<ListingType, string> = {
  tour: 'ٹور',
  trek: 'ٹریک',
  activity: 'ایکٹیویٹی',
  experience: 'تجربہ',
  bike_rental: 'بائیک کرائے پر',
  car_rental: 'گاڑی کرائے پر',
  hotel: 'ہوٹل',
  tour_guide: 'ٹور گائیڈ',
};

export const listingTypeLabel = (type: string): string =>
  LISTING_TYPE_LABELS[type as ListingType] ?? type.charAt(0).toUpperCase() + type.slice(1).replace(/_/g, ' ');

/** The short id of the table: 'L' plus the first three and the last two characters of listing_id. */
export const listingShortId = (listingId: string): string => `L${listingId.slice(0, 3)}${listingId.slice(-2)}`;

/** The Type/Group column: meta_data.type read as Group, Private or N/A. */
export const listingGroupLabel = (groupType: string | null | undefined): 'Group' | 'Private' | 'N/A' =>
  groupType === 'group' ? 'Group' : groupType === 'private' ? 'Private' : 'N/A';

/** The columns of the My Listings table (spec section 2). */
export const LISTING_TABLE_COLUMNS = ['ID', 'Created on', 'Listing/Type', 'Title', 'Type/Group', 'Bookings', 'Price', 'Status'] as const;

/** The columns of listings.csv (spec section 7), in order. */
export const LISTING_CSV_COLUMNS = ['id', 'date', 'time', 'type', 'title', 'group', 'bookings', 'price', 'status'] as const;
export const LISTING_CSV_FILE_NAME = 'listings.csv';

/** Review is promised within these hours (spec section 1). */
export const REVIEW_HOURS = { created: '6-12', updated: '2-6' } as const;
