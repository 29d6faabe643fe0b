import { mutationOptions, queryOptions } from '@tanstack/react-query';

import { calendarFeedEndpoints } from '@portal/contracts';

import { call } from './client';

/** GET listings/{id}/calendar-feed: the feed's secret address, made the first time it is asked for. */
export const getCalendarFeed = (listingId: string) => call(calendarFeedEndpoints.getCalendarFeed, { params: { id: listingId } });

/** POST listings/{id}/calendar-feed/reset: a new address; the old one stops working at once. */
export const resetCalendarFeed = (listingId: string) => call(calendarFeedEndpoints.resetCalendarFeed, { params: { id: listingId } });

export const calendarFeedQueries = {
  all: ['calendar-feed'] as const,
  feed: (listingId: string) =>
    queryOptions({ queryKey: [...calendarFeedQueries.all, listingId], queryFn: () => getCalendarFeed(listingId) }),
};

export const calendarFeedMutations = {
  reset: () => mutationOptions({ mutationFn: resetCalendarFeed, meta: { invalidates: [calendarFeedQueries.all] } }),
};
