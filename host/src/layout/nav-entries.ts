import { canAny, paths, type PermissionNeed, READ_BOOKINGS, READ_INBOX, type Role } from '@portal/contracts';
import type { IconName } from '@portal/ui';

import type { HostStrings } from '../strings/host.en';

export interface NavEntry {
  to: string;
  /** The entry's words: a key of the host's `nav` strings. */
  label: keyof HostStrings['nav'];
  icon: IconName;
  /** What the member's role needs for the entry to show; every member sees an entry without one. */
  permission?: PermissionNeed;
  /** Messages: the entry shows how many customers' messages are unread. */
  countsUnreadMessages?: boolean;
}

/**
 * The spec's eight entries of the side rail and the drawer, in its order and words, and Team for
 * those who manage it (issue 37).
 */
const navEntries: readonly NavEntry[] = [
  { to: paths.dashboard, label: 'dashboard', icon: 'dashboard', permission: 'dashboard.read' },
  { to: paths.profile, label: 'profile', icon: 'profile' },
  { to: paths.bookings, label: 'booking', icon: 'booking', permission: READ_BOOKINGS },
  { to: paths.listings, label: 'listing', icon: 'listing', permission: 'listings.read' },
  { to: paths.inbox, label: 'messages', icon: 'messages', permission: READ_INBOX, countsUnreadMessages: true },
  { to: paths.support, label: 'support', icon: 'support', permission: 'support.use' },
  { to: paths.reviews, label: 'reviews', icon: 'reviews', permission: 'reviews.read' },
  { to: paths.payouts, label: 'payouts', icon: 'payouts', permission: 'payouts.read' },
  { to: paths.team, label: 'team', icon: 'team', permission: 'team.manage' },
];

/**
 * The entries a member with `role` may use; the server refuses the rest all the same. A session
 * without a role (sign-up not finished) sees the spec's eight, as before roles.
 */
export const navEntriesFor = (role: Role | null): NavEntry[] =>
  navEntries.filter(
    (entry) => entry.permission === undefined || (role === null ? entry.permission !== 'team.manage' : canAny(role, entry.permission)),
  );

/** The entry a path belongs to: /bookings/details/7 highlights Booking. */
export function isActiveEntry(entry: NavEntry, pathname: string): boolean {
  return pathname === entry.to || pathname.startsWith(`${entry.to}/`);
}
