import { paths } from '@portal/contracts';
import type { IconName } from '@portal/ui';

export interface NavEntry {
  to: string;
  label: string;
  icon: IconName;
}

/** The eight entries of the side rail and the drawer, in the spec's order and words. */
export const navEntries: readonly NavEntry[] = [
  { to: paths.dashboard, label: 'Dashboard', icon: 'dashboard' },
  { to: paths.profile, label: 'Profile', icon: 'profile' },
  { to: paths.bookings, label: 'Booking', icon: 'booking' },
  { to: paths.listings, label: 'Listing', icon: 'listing' },
  { to: paths.inbox, label: 'Messages', icon: 'messages' },
  { to: paths.support, label: 'Support', icon: 'support' },
  { to: paths.reviews, label: 'Reviews', icon: 'reviews' },
  { to: paths.payouts, label: 'Payouts', icon: 'payouts' },
];

/** The entry a path belongs to: /bookings/details/7 highlights Booking. */
export function isActiveEntry(entry: NavEntry, pathname: string): boolean {
  return pathname === entry.to || pathname.startsWith(`${entry.to}/`);
}
