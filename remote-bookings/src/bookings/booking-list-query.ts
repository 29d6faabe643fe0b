import {
  BOOKING_SORTS, BOOKING_TABS, DEFAULT_BOOKING_SORT, type BookingFilterQuery, type BookingListQuery,
  type BookingSort, type BookingTab, TRIP_FILTERS, type TripFilter,
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

export const BOOKING_URL_FILTERS = ['tab', ...TRIP_FILTERS] as const;

export const tabOf = (query: ListQuery): BookingTab => choiceOf(BOOKING_TABS, query.filters.tab, 'upcoming');
export const sortOf = (query: ListQuery): BookingSort => choiceOf(BOOKING_SORTS, query.sort, DEFAULT_BOOKING_SORT);
export { isTicked };

/** What selects the rows (tab, search, checkboxes, sort): the list's query without paging, and the CSV's. */
export function bookingFilterQuery(query: ListQuery): BookingFilterQuery {
  const ticked = (filter: TripFilter) => isTicked(query, filter);
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
  };
}

export const bookingListQuery = (query: ListQuery): BookingListQuery => ({ ...bookingFilterQuery(query), page: query.page, pageSize: query.pageSize });
