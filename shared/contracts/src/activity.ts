import * as v from 'valibot';

import { dateField } from './availability/dates';
import { PageQuerySchema } from './common';
import { paths } from './paths';

/**
 * What the activity log records (issue 37, "Who did what"): each change a member makes to the
 * business, written by the server in the transaction of the change. 'booking.assigned' is written
 * where bookings are given to guides.
 */
export const ACTIVITY_KINDS = [
  'listing.created',
  'listing.edited',
  'listing.submitted',
  'listing.deactivated',
  'listing.deleted',
  'availability.changed',
  'booking.confirmed',
  'booking.declined',
  'booking.cancelled',
  'booking.rescheduled',
  'booking.assigned',
  'departure.cancelled',
  'bank.changed',
  'member.invited',
  'member.removed',
  'member.role_changed',
  'export.bookings',
  'export.payouts',
  'export.statement',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  'listing.created': 'Listing created',
  'listing.edited': 'Listing edited',
  'listing.submitted': 'Listing submitted for review',
  'listing.deactivated': 'Listing deactivated',
  'listing.deleted': 'Listing deleted',
  'availability.changed': 'Availability changed',
  'booking.confirmed': 'Booking confirmed',
  'booking.declined': 'Booking declined',
  'booking.cancelled': 'Booking cancelled',
  'booking.rescheduled': 'Booking rescheduled',
  'booking.assigned': 'Booking assigned to a guide',
  'departure.cancelled': 'Departure cancelled',
  'bank.changed': 'Bank details changed',
  'member.invited': 'Member invited',
  'member.removed': 'Member removed',
  'member.role_changed': 'Role changed',
  'export.bookings': 'Bookings CSV downloaded',
  'export.payouts': 'Payouts CSV downloaded',
  'export.statement': 'Statement downloaded',
};

/** What an entry is about; its id is the object's own (a listing's, a booking's, a member's...). */
export const ACTIVITY_OBJECT_TYPES = ['listing', 'booking', 'member', 'invitation', 'bank_account', 'export'] as const;
export type ActivityObjectType = (typeof ACTIVITY_OBJECT_TYPES)[number];

const none = () => null;

/** Where each kind's object is seen in the portal; null when it has no page (a deleted listing). */
const LINKS: Record<ActivityKind, (objectId: string) => string | null> = {
  'listing.created': paths.listingsSearch,
  'listing.edited': paths.listingsSearch,
  'listing.submitted': paths.listingsSearch,
  'listing.deactivated': paths.listingsSearch,
  'listing.deleted': none,
  'availability.changed': paths.listingAvailability,
  'booking.confirmed': paths.bookingInfo,
  'booking.declined': paths.bookingInfo,
  'booking.cancelled': paths.bookingInfo,
  'booking.rescheduled': paths.bookingInfo,
  'booking.assigned': paths.bookingInfo,
  'departure.cancelled': paths.listingAvailability,
  'bank.changed': () => paths.profile,
  'member.invited': () => paths.team,
  'member.removed': () => paths.team,
  'member.role_changed': () => paths.team,
  'export.bookings': () => paths.bookings,
  'export.payouts': () => paths.payouts,
  'export.statement': () => paths.payouts,
};

export const activityLink = (kind: ActivityKind, objectId: string): string | null => LINKS[kind](objectId);

/** One entry of the log as the Activity screen shows it, with the acting member's name. */
export const ActivityEntrySchema = v.object({
  entry_id: v.string(),
  /** null once the member has left the business; their name stays. */
  member_id: v.nullable(v.string()),
  member_name: v.string(),
  kind: v.picklist(ACTIVITY_KINDS),
  object_type: v.picklist(ACTIVITY_OBJECT_TYPES),
  object_id: v.string(),
  summary: v.string(),
  /** The portal path of the object, or null when it has none. */
  link: v.nullable(v.string()),
  created_at: v.string(),
});
export type ActivityEntry = v.InferOutput<typeof ActivityEntrySchema>;

/** A member the log can be filtered by: one who has entries, also after leaving the business. */
export const ActivityMemberSchema = v.object({ member_id: v.string(), full_name: v.string() });
export type ActivityMember = v.InferOutput<typeof ActivityMemberSchema>;

/** GET /team/activity: filters by member, kind and dates (Pakistan days, both included), paged, newest first. */
export const ActivityQuerySchema = v.pipe(
  v.object({
    page: PageQuerySchema.entries.page,
    pageSize: PageQuerySchema.entries.pageSize,
    member: v.optional(v.pipe(v.string(), v.uuid('Unknown member.'))),
    kind: v.optional(v.picklist(ACTIVITY_KINDS, 'Unknown kind of activity.')),
    from: v.optional(dateField('From')),
    to: v.optional(dateField('To')),
  }),
  v.forward(
    v.partialCheck([['from'], ['to']], (range) => !range.from || !range.to || range.from <= range.to, 'To must be on or after From.'),
    ['to'],
  ),
);
export type ActivityQuery = v.InferInput<typeof ActivityQuerySchema>;
