import {
  BOOKING_SORTS,
  BOOKING_TABS,
  type BookingFilterQuery,
  type BookingListQuery,
  type BookingSort,
  type BookingTab,
  DEFAULT_BOOKING_SORT,
  LISTING_TYPES,
  type ListingType,
  listingTypeLabel,
  TRIP_FILTER_LABELS,
  TRIP_FILTERS,
  type TripFilter,
} from '@portal/contracts';
import { choiceOf, isTicked, type ListQuery } from '@portal/ui/lists';

/** The Sort by radios, in the spec's order. */
export const SORT_LABELS: Record<BookingSort, string> = {
  amount_asc: 'Amount (Low to high)',
  amount_desc: 'Amount (High to low)',
  newest: 'Newest First',
  oldest: 'Oldest First',
};

export const SORT_ORDER = Object.keys(SORT_LABELS) as BookingSort[];

export const TAB_LABELS: Record<BookingTab, string> = { upcoming: 'Upcoming', completed: 'Completed', cancelled: 'Cancelled' };

/** The listing types Filter by offers beyond the spec's Tours and Treks, to a supplier that has them. */
type OtherType = Exclude<ListingType, 'tour' | 'trek'>;
const OTHER_TYPES = LISTING_TYPES.filter((type): type is OtherType => type !== 'tour' && type !== 'trek');

/** A Filter by checkbox: one of the spec's six, or another listing type; each is kept in the URL as 'true' while ticked. */
export type BookingFilterChoice = TripFilter | OtherType;

const isTripFilter = (choice: BookingFilterChoice): choice is TripFilter => (TRIP_FILTERS as readonly string[]).includes(choice);
export const filterLabel = (choice: BookingFilterChoice): string =>
  isTripFilter(choice) ? TRIP_FILTER_LABELS[choice] : listingTypeLabel(choice);

/**
 * The checkboxes for the supplier's listing types: the spec's six for tours and treks (also while
 * the types are unknown), then the supplier's other types; a hotel sees Hotel alone.
 */
export function filterChoices(types: readonly ListingType[] | undefined): BookingFilterChoice[] {
  const known = types?.length ? types : undefined;
  const trips = !known || known.includes('tour') || known.includes('trek') ? TRIP_FILTERS : [];
  return [...trips, ...OTHER_TYPES.filter((type) => known?.includes(type))];
}

export const BOOKING_URL_FILTERS = ['tab', ...TRIP_FILTERS, ...OTHER_TYPES] as const;

export const tabOf = (query: ListQuery): BookingTab => choiceOf(BOOKING_TABS, query.filters.tab, 'upcoming');
export const sortOf = (query: ListQuery): BookingSort => choiceOf(BOOKING_SORTS, query.sort, DEFAULT_BOOKING_SORT);
export { isTicked };

/** What selects the rows (tab, search, checkboxes, sort): the list's query without paging, and the CSV's. */
export function bookingFilterQuery(query: ListQuery): BookingFilterQuery {
  const ticked = (filter: BookingFilterChoice) => isTicked(query, filter);
  const types = OTHER_TYPES.filter(ticked);
  return {
    q: query.q || undefined,
    tab: tabOf(query),
    sort: sortOf(query),
    tours: ticked('tours'),
    treks: ticked('treks'),
    group: ticked('group'),
    private: ticked('private'),
    international: ticked('international'),
    local: ticked('local'),
    types: types.length ? types : undefined,
  };
}

export const bookingListQuery = (query: ListQuery): BookingListQuery => ({
  ...bookingFilterQuery(query),
  page: query.page,
  pageSize: query.pageSize,
});
