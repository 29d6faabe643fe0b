import { CALENDAR_FEED_REFUSALS, CalendarFeedSchema, CalendarFeedTokenParamsSchema } from '../calendar-feeds';
import { IdParamsSchema } from '../common';
import { defineEndpoint } from './define';

const tags = ['calendar feeds'];

/** A listing's departures and bookings as an iCalendar feed at a secret address, for a guide's phone. */
export const calendarFeedEndpoints = {
  getCalendarFeed: defineEndpoint({
    method: 'GET',
    path: '/listings/:id/calendar-feed',
    tags,
    access: 'supplier',
    permission: 'listings.read',
    params: IdParamsSchema,
    reply: CalendarFeedSchema,
    summary: "The listing's calendar feed address (made the first time it is asked for); whoever has it reads the feed",
    refusals: { listingNotFound: CALENDAR_FEED_REFUSALS.listingNotFound },
  }),
  resetCalendarFeed: defineEndpoint({
    method: 'POST',
    path: '/listings/:id/calendar-feed/reset',
    tags,
    access: 'supplier',
    permission: 'listings.write',
    params: IdParamsSchema,
    reply: CalendarFeedSchema,
    summary: 'A new secret address for the feed: the old one stops working at once',
    refusals: { listingNotFound: CALENDAR_FEED_REFUSALS.listingNotFound },
  }),
  getCalendarFile: defineEndpoint({
    method: 'GET',
    path: '/calendar/:token.ics',
    tags,
    access: 'public',
    // The token in the address is the secret: whoever was given it may read the feed.
    permission: 'anyone',
    params: CalendarFeedTokenParamsSchema,
    media: 'text/calendar',
    rateLimit: { per: 'address', window: '1 minute' },
    summary:
      "The listing's departures that have bookings, from 30 days ago on, each with its customers and people, as iCalendar (RFC 5545, times in UTC); 404 for an address reset or never made",
    refusals: { feedNotFound: CALENDAR_FEED_REFUSALS.feedNotFound },
  }),
};
