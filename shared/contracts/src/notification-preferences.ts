import * as v from 'valibot';

import { LIVE_EVENT_PERMISSION, type LiveEventKind } from './live';
import { canAny, type Role } from './team';

/**
 * What a member may choose to be e-mailed about (issue 38), each a group of live event kinds.
 * Tickets are left out: a ticket's answer is for the one member who wrote it, who follows it on the
 * ticket and in the bell; the issue names these six.
 */
export const NOTIFICATION_PREFERENCE_KINDS = ['bookings', 'messages', 'reviews', 'payouts', 'listing_decisions', 'team'] as const;
export type NotificationPreferenceKind = (typeof NOTIFICATION_PREFERENCE_KINDS)[number];

export const NOTIFICATION_PREFERENCE_EVENTS: Record<NotificationPreferenceKind, readonly LiveEventKind[]> = {
  bookings: ['booking.created', 'booking.confirmed', 'booking.declined', 'booking.cancelled', 'booking.rescheduled'],
  messages: ['message.received'],
  reviews: ['review.posted'],
  payouts: ['payout.paid'],
  listing_decisions: ['listing.approved', 'listing.rejected'],
  team: ['member.joined'],
};

export const NOTIFICATION_PREFERENCE_LABELS: Record<NotificationPreferenceKind, string> = {
  bookings: 'Bookings',
  messages: 'Messages',
  reviews: 'Reviews',
  payouts: 'Payouts',
  listing_decisions: 'Listing decisions',
  team: 'Team',
};

/** The line under each label on the profile: when the e-mail comes. */
export const NOTIFICATION_PREFERENCE_HINTS: Record<NotificationPreferenceKind, string> = {
  bookings: 'A new booking request, and a booking confirmed, declined, cancelled or moved.',
  messages: 'New customer messages, gathered in one e-mail at most every 15 minutes.',
  reviews: 'A new review of your business.',
  payouts: 'A payout paid to your bank account.',
  // The account that signed the business up gets the review e-mail of spec section 1 whatever it chooses.
  listing_decisions: 'The marketplace team approved or did not approve a listing.',
  team: 'A new member joined your team.',
};

/**
 * Every kind is on until the member says otherwise, except reviews: they come in numbers, need no
 * action within the hour and are read together on the Reviews page, so an e-mail each is noise.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: Record<NotificationPreferenceKind, boolean> = {
  bookings: true,
  messages: true,
  reviews: false,
  payouts: true,
  listing_decisions: true,
  team: true,
};

/** The preference that decides whether an event is e-mailed; none for a kind never e-mailed (tickets). */
export function notificationPreferenceOf(kind: LiveEventKind): NotificationPreferenceKind | undefined {
  return NOTIFICATION_PREFERENCE_KINDS.find((preference) => NOTIFICATION_PREFERENCE_EVENTS[preference].includes(kind));
}

/** The kinds a role hears of at all (the same permissions as the event stream): the only ones it may choose. */
export const notificationPreferenceKindsFor = (role: Role | null | undefined): NotificationPreferenceKind[] =>
  NOTIFICATION_PREFERENCE_KINDS.filter((kind) =>
    NOTIFICATION_PREFERENCE_EVENTS[kind].some((event) => canAny(role, LIVE_EVENT_PERMISSION[event])),
  );

const choice = v.boolean('Choose on or off.');

/** GET and PUT /users/notification-preferences: e-mail on or off for each kind. */
export const NotificationPreferencesSchema = v.strictObject(
  {
    bookings: choice,
    messages: choice,
    reviews: choice,
    payouts: choice,
    listing_decisions: choice,
    team: choice,
  } satisfies Record<NotificationPreferenceKind, typeof choice>,
  'Unknown notification preference.',
);
export type NotificationPreferences = v.InferOutput<typeof NotificationPreferencesSchema>;

export const NOTIFICATION_PREFERENCES_SAVED_MESSAGE = 'Notification preferences saved';
