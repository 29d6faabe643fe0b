import type { TicketSort, TicketStatus } from '@portal/contracts';

export const TAB_LABELS: Record<TicketStatus, string> = { open: 'Open', closed: 'Closed' };

/** The Sort by choices, in the spec's order and words. */
export const SORT_LABELS: Record<TicketSort, string> = { newest: 'Newest First', oldest: 'Oldest First' };
