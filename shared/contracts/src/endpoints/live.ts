import * as v from 'valibot';

import { PageQuerySchema } from '../common';
import {
  EventStreamQuerySchema,
  EventTicketQuerySchema,
  EventTicketSchema,
  LIVE_REFUSALS,
  NotificationParamsSchema,
  NotificationSchema,
  UnreadNotificationsSchema,
} from '../live';
import { defineEndpoint } from './define';

const tags = ['live'];

/** The member's live events (issue 38): a stream while the portal is open. */
export const liveEndpoints = {
  createEventTicket: defineEndpoint({
    method: 'POST',
    path: '/events/ticket',
    tags,
    access: 'supplier',
    permission: 'any member',
    query: EventTicketQuerySchema,
    reply: EventTicketSchema,
    summary:
      "A pass for opening the event stream within a minute, for the caller's session and business, with where the stream should start: the business's newest event, or the newest recorded before `replayMs` ago and two seconds more",
  }),
  streamEvents: defineEndpoint({
    method: 'GET',
    path: '/events',
    tags,
    access: 'public',
    // The ticket in the query is the credential (EventSource sends no Authorization header).
    permission: 'anyone',
    query: EventStreamQuerySchema,
    media: 'text/event-stream',
    refusals: { ticketRefused: LIVE_REFUSALS.ticketRefused, unknownEvent: LIVE_REFUSALS.unknownEvent },
    summary:
      "Server-sent events: the member's business's live events their role may see, each with its id; resumes after Last-Event-ID (or `after`), never sending one twice",
  }),
};

/** The notification centre behind the header's bell. */
export const notificationEndpoints = {
  listNotifications: defineEndpoint({
    method: 'GET',
    path: '/notifications',
    tags,
    access: 'supplier',
    permission: 'any member',
    query: PageQuerySchema,
    reply: v.array(NotificationSchema),
    paged: true,
    summary: "The member's notifications, newest first, paged; the total in X-Total-Count",
  }),
  countUnreadNotifications: defineEndpoint({
    method: 'GET',
    path: '/notifications/unread-count',
    tags,
    access: 'supplier',
    permission: 'any member',
    reply: UnreadNotificationsSchema,
    summary: "How many of the member's notifications are unread (the bell's count)",
  }),
  markNotificationRead: defineEndpoint({
    method: 'PATCH',
    path: '/notifications/:id/read',
    tags,
    access: 'supplier',
    permission: 'any member',
    params: NotificationParamsSchema,
    reply: UnreadNotificationsSchema,
    summary: 'Marks one notification read; answers the unread count',
    refusals: { notFound: LIVE_REFUSALS.notificationNotFound },
  }),
  markAllNotificationsRead: defineEndpoint({
    method: 'POST',
    path: '/notifications/read-all',
    tags,
    access: 'supplier',
    permission: 'any member',
    reply: UnreadNotificationsSchema,
    summary: "Marks all the member's notifications read; answers the unread count (0)",
  }),
};
