import { LISTING_STATUSES, LISTING_TYPES, type ListingStatus, type ListingType, listingTypeLabel } from '@portal/contracts';

import { listingsText } from '../strings/listings-strings';

// The contracts' stored values in the screen's language; a value the portal does not know (an old
// type, a status from a newer server) is shown as the contracts show it.

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

/** 'approved' reads 'Live' (spec section 3 'Listing statuses'). */
export const statusWord = (status: string): string =>
  isOneOf<ListingStatus>(LISTING_STATUSES, status) ? listingsText()(`statuses.${status}`) : status;

/** 'bike_rental' reads 'Bike rental'. */
export const typeWord = (type: string): string =>
  isOneOf<ListingType>(LISTING_TYPES, type) ? listingsText()(`types.${type}`) : listingTypeLabel(type);

const GROUP_KEYS = { Group: 'group', Private: 'private', 'N/A': 'none' } as const;

/** The Type/Group column's 'Group', 'Private' or 'N/A'. */
export const groupWord = (label: keyof typeof GROUP_KEYS): string => listingsText()(`groups.${GROUP_KEYS[label]}`);
