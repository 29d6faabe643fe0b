import type { FastifyInstance } from 'fastify';

import { API_PREFIX, CALENDAR_FEED_REFUSALS, calendarFeedEndpoints, endpointPath } from '@portal/contracts';

import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { refuse } from '../http/errors';
import { route } from '../http/route';
import { karachiToday } from '../pakistan-time';
import { requireSupplier } from '../plugins/auth';
import { feedFrom, listingCalendar } from './calendar-feed';
import { calendarFeedRepository } from './calendar-feed-repository';

/** A listing's calendar feed: its secret address for those who manage the listing, a reset, and the feed itself for whoever has the address. */
export function calendarFeedRoutes(app: FastifyInstance, { db, config }: { db: Database; config: ServerConfig }) {
  const feeds = calendarFeedRepository(db);
  // The portal's address: the host shell forwards /api/ to this server, so the feed is read there.
  const urlOf = (token: string) =>
    `${config.PORTAL_URL.replace(/\/$/, '')}${API_PREFIX}/${endpointPath(calendarFeedEndpoints.getCalendarFile, { token })}`;

  route(app, calendarFeedEndpoints.getCalendarFeed, {
    handler: async ({ params, request }) => {
      const token = await feeds.tokenOf(requireSupplier(request), params.id);
      if (!token) throw refuse(CALENDAR_FEED_REFUSALS.listingNotFound);
      return { url: urlOf(token) };
    },
  });

  route(app, calendarFeedEndpoints.resetCalendarFeed, {
    handler: async ({ params, request }) => {
      const token = await feeds.reset(requireSupplier(request), params.id);
      if (!token) throw refuse(CALENDAR_FEED_REFUSALS.listingNotFound);
      return { url: urlOf(token) };
    },
  });

  route(app, calendarFeedEndpoints.getCalendarFile, {
    rateLimitMax: config.CALENDAR_FEED_RATE_LIMIT,
    handler: async ({ params, reply }) => {
      const listing = await feeds.listingOf(params.token);
      if (!listing) throw refuse(CALENDAR_FEED_REFUSALS.feedNotFound);
      const text = listingCalendar(listing, await feeds.bookings(listing, feedFrom(karachiToday())), new Date());
      // Read afresh each time: a calendar app polls, and a cached copy would keep cancelled bookings.
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', 'inline; filename="departures.ics"')
        .send(text);
    },
  });
}
