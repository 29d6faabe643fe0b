import {
  DEFAULT_TICKET_SORT,
  TICKET_SORTS,
  TICKET_STATUSES,
  type TicketListQuery,
  type TicketSort,
  type TicketStatus,
} from '@portal/contracts';
import type { ListQuery } from '@portal/ui/lists';

export const TAB_LABELS: Record<TicketStatus, string> = { open: 'Open', closed: 'Closed' };

/** The Sort by choices, in the spec's order and words. */
export const SORT_LABELS: Record<TicketSort, string> = { newest: 'Newest First', oldest: 'Oldest First' };

export const TICKET_URL_FILTERS = ['tab'] as const;

// A value typed into the URL by hand falls back to the default rather than failing the list.
const oneOf = <T extends string>(values: readonly T[], value: string | undefined, fallback: T): T =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

export const tabOf = (query: ListQuery): TicketStatus => oneOf(TICKET_STATUSES, query.filters.tab, 'open');
export const sortOf = (query: ListQuery): TicketSort => oneOf(TICKET_SORTS, query.sort, DEFAULT_TICKET_SORT);

/** The URL's list state as GET /support/my-tickets takes it. */
export const ticketListQuery = (query: ListQuery): TicketListQuery => ({
  tab: tabOf(query),
  q: query.q || undefined,
  sort: sortOf(query),
  page: String(query.page),
  pageSize: String(query.pageSize),
});
