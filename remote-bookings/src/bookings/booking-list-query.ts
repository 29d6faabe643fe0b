import {
  type BookingListQuery,
  type BookingListQuerySchema,
  type BookingSort,
  type BookingTab,
  LISTING_TYPES,
  type ListingType,
  type ListSearchDefaults,
  TRIP_FILTERS,
  type TripFilter,
} from '@portal/contracts';

import { listingTypeText } from '../common/listing-type-text';
import type { BookingsT } from '../strings/bookings-strings';

/** The Sort by radios, in the spec's order (their words: `list.sorts` of the namespace). */
export const SORT_ORDER: readonly BookingSort[] = ['amount_asc', 'amount_desc', 'newest', 'oldest'];

/** The listing types Filter by offers beyond the spec's Tours and Treks, to a supplier that has them. */
type OtherType = Exclude<ListingType, 'tour' | 'trek'>;
const OTHER_TYPES = LISTING_TYPES.filter((type): type is OtherType => type !== 'tour' && type !== 'trek');

/** A Filter by checkbox: one of the spec's six (each its own parameter), or another listing type (in `types`). */
export type BookingFilterChoice = TripFilter | OtherType;

const isTripFilter = (choice: BookingFilterChoice): choice is TripFilter => (TRIP_FILTERS as readonly string[]).includes(choice);
export const filterLabel = (t: BookingsT, choice: BookingFilterChoice): string =>
  isTripFilter(choice) ? t(`list.tripFilters.${choice}`) : listingTypeText(t, choice);

/**
 * The checkboxes for the supplier's listing types: the spec's six for tours and treks (also while
 * the types are unknown), then the supplier's other types; a hotel sees Hotel alone.
 */
export function filterChoices(types: readonly ListingType[] | undefined): BookingFilterChoice[] {
  const known = types?.length ? types : undefined;
  const trips = !known || known.includes('tour') || known.includes('trek') ? TRIP_FILTERS : [];
  return [...trips, ...OTHER_TYPES.filter((type) => known?.includes(type))];
}

/** My Bookings opens on Upcoming; the endpoint, without a tab, lists every booking. */
export const BOOKING_LIST_DEFAULTS = { tab: 'upcoming' } satisfies ListSearchDefaults<typeof BookingListQuerySchema>;

export const tabOf = (query: BookingListQuery): BookingTab => query.tab ?? BOOKING_LIST_DEFAULTS.tab;

/** Whether a Filter by checkbox is ticked in the list's state. */
export const isChosen = (query: BookingListQuery, choice: BookingFilterChoice): boolean =>
  isTripFilter(choice) ? query[choice] : (query.types?.includes(choice) ?? false);

/** The change of the list's state that ticks or clears a Filter by checkbox. */
export function choose(query: BookingListQuery, choice: BookingFilterChoice, ticked: boolean): Partial<BookingListQuery> {
  if (isTripFilter(choice)) return { [choice]: ticked };
  const types = (query.types ?? []).filter((type) => type !== choice).concat(ticked ? [choice] : []);
  return { types: types.length ? types : undefined };
}
