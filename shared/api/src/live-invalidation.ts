import type { QueryKey } from '@tanstack/react-query';

import { isQuietLiveEvent, type LiveEvent, type LiveEventKind } from '@portal/contracts';

import { activityQueries } from './activity';
import { bookingQueries } from './bookings';
import { dashboardQueries } from './dashboard';
import { listingQueries } from './listings';
import { messageQueries } from './messages';
import { payoutQueries } from './payouts';
import { reviewQueries } from './reviews';
import { ticketQueries } from './support';
import { teamQueries } from './team';

/** The notification centre's queries all start with this key (its list and the bell's count). */
const NOTIFICATIONS: QueryKey = ['notifications'];

type Area = 'message' | 'booking' | 'listing' | 'ticket' | 'review' | 'payout' | 'member';

/** The reads each area's events change; the dashboard sums most of them. */
const AREA_KEYS: Record<Area, (event: LiveEvent) => readonly QueryKey[]> = {
  message: ({ bookingId }) => [
    messageQueries.chatLists,
    ...(bookingId ? [messageQueries.thread(bookingId).queryKey] : []),
    dashboardQueries.all,
  ],
  // The lists, the booking, its departure list and calendar: all under the bookings root.
  booking: () => [bookingQueries.all, dashboardQueries.all],
  listing: () => [listingQueries.all, dashboardQueries.all],
  ticket: () => [ticketQueries.all],
  review: () => [reviewQueries.all, dashboardQueries.all],
  payout: () => [payoutQueries.all, dashboardQueries.all],
  member: () => [teamQueries.all, activityQueries.all],
};

const areaOf = (kind: LiveEventKind) => kind.split('.')[0] as Area;

/** The query keys an event makes stale: those of its object's area, and the notification centre's but for the quiet kinds (never in it). */
export function liveInvalidations(event: LiveEvent): readonly QueryKey[] {
  return [...AREA_KEYS[areaOf(event.kind)](event), ...(isQuietLiveEvent(event.kind) ? [] : [NOTIFICATIONS])];
}
