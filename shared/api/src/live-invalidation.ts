import type { QueryKey } from '@tanstack/react-query';

import { isQuietLiveEvent, type LiveEvent, type LiveEventKind } from '@portal/contracts';

import { queryRoots, threadKey } from './query-keys';

/** The notification centre's queries all start with this key (its list and the bell's count). */
const NOTIFICATIONS: QueryKey = ['notifications'];

type Area = 'message' | 'booking' | 'listing' | 'ticket' | 'review' | 'payout' | 'member';

/** The reads each area's events change; the dashboard sums most of them. */
const AREA_KEYS: Record<Area, (event: LiveEvent) => readonly QueryKey[]> = {
  message: ({ bookingId }) => [queryRoots.chatLists, ...(bookingId ? [threadKey(bookingId)] : []), queryRoots.dashboard],
  // The lists, the booking, its departure list and calendar: all under the bookings root.
  booking: () => [queryRoots.bookings, queryRoots.dashboard],
  listing: () => [queryRoots.listings, queryRoots.dashboard],
  ticket: () => [queryRoots.tickets],
  review: () => [queryRoots.reviews, queryRoots.dashboard],
  payout: () => [queryRoots.payouts, queryRoots.dashboard],
  member: () => [queryRoots.team, queryRoots.activity],
};

const areaOf = (kind: LiveEventKind) => kind.split('.')[0] as Area;

/** The query keys an event makes stale: those of its object's area, and the notification centre's but for the quiet kinds (never in it). */
export function liveInvalidations(event: LiveEvent): readonly QueryKey[] {
  return [...AREA_KEYS[areaOf(event.kind)](event), ...(isQuietLiveEvent(event.kind) ? [] : [NOTIFICATIONS])];
}
