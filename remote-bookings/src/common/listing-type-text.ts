import { LISTING_TYPES, type ListingType, listingTypeLabel } from '@portal/contracts';

import type { BookingsT } from '../strings/bookings-strings';

const isListingType = (type: string): type is ListingType => (LISTING_TYPES as readonly string[]).includes(type);

/** A listing type in the member's language; a type the portal does not know yet reads as the contracts write it. */
export const listingTypeText = (t: BookingsT, type: string): string => (isListingType(type) ? t(`types.${type}`) : listingTypeLabel(type));
