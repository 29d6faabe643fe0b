import * as v from 'valibot';

import { invalidFields } from './endpoints/define';
import { paths } from './paths';
import { can, canAny, type PermissionNeed, READ_BOOKINGS, READ_INBOX, type Role } from './team';

/**
 * What happens in a business that its members hear about at once (issue 38): each is stored as a
 * live event before it is sent, streamed to the members who may see it and listed in the bell.
 */
/** The live and notification handlers' refusals beyond their schemas. */
export const LIVE_REFUSALS = {
  /** A ticket not signed by this server, past its time, or for a session signed out since. */
  ticketRefused: { status: 401, message: 'This pass to the event stream is not valid or has expired. Ask for a new one.' },
  notificationNotFound: { status: 404, message: 'Notification not found' },
  /** A Last-Event-ID header that is not an event's id. */
  unknownEvent: invalidFields({ field: 'Last-Event-ID', message: 'Unknown event.' }),
} as const;

export const BELL_LIVE_EVENT_KINDS = [
  'message.received',
  'booking.created',
  'booking.confirmed',
  'booking.declined',
  'booking.cancelled',
  'booking.rescheduled',
  'listing.approved',
  'listing.rejected',
  'ticket.answered',
  'ticket.closed',
  'review.posted',
  'payout.paid',
  'member.joined',
] as const;
export type BellLiveEventKind = (typeof BELL_LIVE_EVENT_KINDS)[number];

/**
 * Kinds that only keep colleagues' open screens current (issue 38: the inbox shows a member's
 * message and marks read live): streamed, never in the bell, a toast or an e-mail.
 */
export const QUIET_LIVE_EVENT_KINDS = ['message.sent', 'message.read'] as const;

/** Whether an event of this kind only keeps open screens current (QUIET_LIVE_EVENT_KINDS). */
export const isQuietLiveEvent = (kind: LiveEventKind): boolean => (QUIET_LIVE_EVENT_KINDS as readonly LiveEventKind[]).includes(kind);

export const LIVE_EVENT_KINDS = [...BELL_LIVE_EVENT_KINDS, ...QUIET_LIVE_EVENT_KINDS] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/** What a member's role must allow to receive an event of a kind (a guide: only their bookings'). */
export const LIVE_EVENT_PERMISSION: Record<LiveEventKind, PermissionNeed> = {
  'message.received': READ_INBOX,
  'message.sent': READ_INBOX,
  'message.read': READ_INBOX,
  'booking.created': READ_BOOKINGS,
  'booking.confirmed': READ_BOOKINGS,
  'booking.declined': READ_BOOKINGS,
  'booking.cancelled': READ_BOOKINGS,
  'booking.rescheduled': READ_BOOKINGS,
  'listing.approved': 'listings.read',
  'listing.rejected': 'listings.read',
  'ticket.answered': 'support.use',
  'ticket.closed': 'support.use',
  'review.posted': 'reviews.read',
  'payout.paid': 'payouts.read',
  'member.joined': 'team.manage',
};

/**
 * How far a role hears of a kind: the whole business, only the bookings assigned to the member (a
 * guide: a need lists the whole business's permission first, 'bookings.read' before
 * 'bookings.read-assigned'), or not at all. The stream, the bell and the e-mails all ask this.
 */
export function liveEventReach(role: Role | null | undefined, kind: LiveEventKind): 'business' | 'assigned' | 'none' {
  const need = LIVE_EVENT_PERMISSION[kind];
  const wholeBusiness = typeof need === 'string' ? need : need[0]!;
  if (can(role, wholeBusiness)) return 'business';
  return canAny(role, need) ? 'assigned' : 'none';
}

/** The notification centre's line for each kind; the event's subject follows it. */
export const LIVE_EVENT_LABELS: Record<LiveEventKind, string> = {
  'message.received': 'New message',
  'message.sent': 'Message sent',
  'message.read': 'Messages read',
  'booking.created': 'New booking request',
  'booking.confirmed': 'Booking confirmed',
  'booking.declined': 'Booking declined',
  'booking.cancelled': 'Booking cancelled',
  'booking.rescheduled': 'Booking rescheduled',
  'listing.approved': 'Listing approved',
  'listing.rejected': 'Listing not approved',
  'ticket.answered': 'Support answered your ticket',
  'ticket.closed': 'Ticket closed',
  'review.posted': 'New review',
  'payout.paid': 'Payout paid',
  'member.joined': 'New team member',
};

/** Kinds important enough for a toast as well as the bell. */
export const TOASTED_LIVE_EVENT_KINDS: readonly BellLiveEventKind[] = ['booking.created', 'booking.cancelled', 'message.received'];

/** Whether an event of this kind is toasted (then it is a kind of the bell's too). */
export const isToasted = (kind: LiveEventKind): kind is BellLiveEventKind =>
  (TOASTED_LIVE_EVENT_KINDS as readonly LiveEventKind[]).includes(kind);

const LINKS: Record<LiveEventKind, (objectId: string) => string> = {
  'message.received': paths.inboxConversation,
  'message.sent': paths.inboxConversation,
  'message.read': paths.inboxConversation,
  'booking.created': paths.bookingInfo,
  'booking.confirmed': paths.bookingInfo,
  'booking.declined': paths.bookingInfo,
  'booking.cancelled': paths.bookingInfo,
  'booking.rescheduled': paths.bookingInfo,
  'listing.approved': paths.listingsSearch,
  'listing.rejected': paths.listingsSearch,
  'ticket.answered': paths.ticketDetail,
  'ticket.closed': paths.ticketDetail,
  'review.posted': () => paths.reviews,
  'payout.paid': paths.payoutStatement,
  'member.joined': () => paths.team,
};

/**
 * Where an event's object is seen. The object id is the booking's for messages and bookings, the
 * listing's title for listings (the list's search), the ticket's, the review's, the payout's, the member's.
 */
export const liveEventLink = (kind: LiveEventKind, objectId: string): string => LINKS[kind](objectId);

/**
 * One event as streamed (`data:` of a server-sent event whose `id:` is `id`) and as listed in the
 * notification centre. `subject` names the object ('#1042 Hunza Valley Tour, Ayesha Khan'); `detail`
 * is the reason of a rejection or the start of a message, when there is one.
 */
export const LiveEventSchema = v.object({
  id: v.string(),
  kind: v.picklist(LIVE_EVENT_KINDS),
  objectId: v.string(),
  /** The booking the event is about (messages and bookings), which decides what a guide hears. */
  bookingId: v.nullable(v.string()),
  subject: v.string(),
  detail: v.nullable(v.string()),
  link: v.string(),
  createdAt: v.string(),
});
export type LiveEvent = v.InferOutput<typeof LiveEventSchema>;

/** How long events are kept for resuming a stream and for the notification centre. */
export const LIVE_EVENT_RETENTION_DAYS = 30;

/** A line of the notification centre: an event the member may see, and whether they have read it. */
export const NotificationSchema = v.object({ ...LiveEventSchema.entries, kind: v.picklist(BELL_LIVE_EVENT_KINDS), read: v.boolean() });
export type Notification = v.InferOutput<typeof NotificationSchema>;

export const UnreadNotificationsSchema = v.object({ unread: v.number() });

/** An event's id as the stream and the notifications name it (also the stream's Last-Event-ID header). */
export const EventIdSchema = v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'Unknown event.'));

/** How far back a ticket's `replayMs` may reach. */
export const LIVE_REPLAY_MAX_MS = 60_000;

/**
 * POST /events/ticket: `replayMs`, how long ago the page's first reads went out, as the browser's
 * own clock measured it (a duration, so the two machines' clocks need not agree).
 */
export const EventTicketQuerySchema = v.object({
  replayMs: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(LIVE_REPLAY_MAX_MS))),
});

/**
 * A short-lived, single-purpose pass for opening the stream (EventSource cannot send a bearer
 * token), and where the stream should start ('0' for the beginning): the business's newest event,
 * or with `replayMs` the newest recorded before the page's first reads (a little earlier still),
 * so a stream opened `after` it misses nothing that happened while the page loaded.
 */
export const EventTicketSchema = v.object({ ticket: v.string(), expiresInSeconds: v.number(), lastEventId: EventIdSchema });

/** A notification is its event: addressed by the event's id. */
export const NotificationParamsSchema = v.object({ id: EventIdSchema });

/** GET /events: the pass, and the last event id the browser has (EventSource's Last-Event-ID header also counts). */
export const EventStreamQuerySchema = v.object({
  ticket: v.pipe(v.string(), v.nonEmpty('A ticket is required.')),
  after: v.optional(EventIdSchema),
});
