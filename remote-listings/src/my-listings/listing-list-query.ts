import {
  DEFAULT_LISTING_SORT,
  LISTING_SORT_LABELS,
  LISTING_SORTS,
  LISTING_TABS,
  LISTING_TYPES,
  type ListingFilterQuery,
  type ListingListQuery,
  type ListingSort,
  type ListingTab,
  type ListingType,
  paths,
  TRIP_FILTER_LABELS,
  TRIP_FILTERS,
  type TripFilter,
} from '@portal/contracts';
import { choiceOf, isTicked, type ListQuery, type MenuOption } from '@portal/ui/lists';

/** The URL parameters that are the list's own: the status tab and the Filter menu's checkboxes. */
export const LISTING_URL_FILTERS = ['status', ...TRIP_FILTERS] as const;

export const FILTER_OPTIONS: readonly MenuOption<TripFilter>[] = TRIP_FILTERS.map((value) => ({ value, label: TRIP_FILTER_LABELS[value] }));

export const SORT_OPTIONS: readonly MenuOption<Exclude<ListingSort, 'newest'>>[] = (
  Object.keys(LISTING_SORT_LABELS) as Exclude<ListingSort, 'newest'>[]
).map((value) => ({ value, label: LISTING_SORT_LABELS[value] }));

export const tabOf = (query: ListQuery): ListingTab => choiceOf(LISTING_TABS, query.filters.status, 'all');
export const sortOf = (query: ListQuery): ListingSort => choiceOf(LISTING_SORTS, query.sort, DEFAULT_LISTING_SORT);

/** What selects the rows (tab, search, checkboxes, sort): the page's query without paging, and the CSV's. */
export function listingFilterQuery(query: ListQuery): Partial<ListingFilterQuery> {
  const ticked = Object.fromEntries(TRIP_FILTERS.filter((filter) => isTicked(query, filter)).map((filter) => [filter, true]));
  return { q: query.q || undefined, status: tabOf(query), sort: sortOf(query), ...ticked };
}

export const listingListQuery = (query: ListQuery): Partial<ListingListQuery> => ({
  ...listingFilterQuery(query),
  page: query.page,
  pageSize: query.pageSize,
});

// The spec's Edit routing by type, with the short names it also accepts (car, bike, guide, tourguides).
const TYPE_ALIASES: Record<string, ListingType> = { car: 'car_rental', bike: 'bike_rental', guide: 'tour_guide', tourguides: 'tour_guide' };

/** The edit route of a listing's type; null for a type the portal has no wizard for. */
export function editPathOf(type: string, listingId: string): string | null {
  const known = (LISTING_TYPES as readonly string[]).includes(type) ? (type as ListingType) : TYPE_ALIASES[type];
  return known ? paths.listingEdit(known, listingId) : null;
}
