import {
  LISTING_SORT_LABELS,
  LISTING_TYPES,
  type ListingListQuery,
  type ListingSort,
  type ListingType,
  paths,
  TRIP_FILTERS,
  type TripFilter,
} from '@portal/contracts';
import type { MenuOption } from '@portal/ui/lists';

import { listingsText } from '../strings/listings-strings';

/** The Filter menu's boxes in the screen's language. */
export const filterOptions = (): readonly MenuOption<TripFilter>[] =>
  TRIP_FILTERS.map((value) => ({ value, label: listingsText()(`filters.${value}`) }));

/** The Sort menu's orders in the screen's language. */
export const sortOptions = (): readonly MenuOption<Exclude<ListingSort, 'newest'>>[] =>
  (Object.keys(LISTING_SORT_LABELS) as Exclude<ListingSort, 'newest'>[]).map((value) => ({
    value,
    label: listingsText()(`sorts.${value}`),
  }));

/** The change of the list's state that ticks or clears a checkbox of the Filter menu. */
export const tickFilter = (filter: TripFilter, ticked: boolean): Partial<ListingListQuery> => ({ [filter]: ticked });

// The spec's Edit routing by type, with the short names it also accepts (car, bike, guide, tourguides).
const TYPE_ALIASES: Record<string, ListingType> = { car: 'car_rental', bike: 'bike_rental', guide: 'tour_guide', tourguides: 'tour_guide' };

/** The edit route of a listing's type; null for a type the portal has no wizard for. */
export function editPathOf(type: string, listingId: string): string | null {
  const known = (LISTING_TYPES as readonly string[]).includes(type) ? (type as ListingType) : TYPE_ALIASES[type];
  return known ? paths.listingEdit(known, listingId) : null;
}
