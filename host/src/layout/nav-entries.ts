import type { IconName } from '@portal/ui';

export interface NavEntry {
  to: string;
  label: string;
  icon: IconName;
}

/** The eight entries of the side rail and the drawer, in the spec's order and words. */
export const navEntries: readonly NavEntry[] = [
  { to: '/dashboard', label: 'Dashboard', icon: 'dashboard' },
  { to: '/profile', label: 'Profile', icon: 'profile' },
  { to: '/bookings', label: 'Booking', icon: 'booking' },
  { to: '/listings', label: 'Listing', icon: 'listing' },
  { to: '/inbox', label: 'Messages', icon: 'messages' },
  { to: '/support', label: 'Support', icon: 'support' },
  { to: '/reviews', label: 'Reviews', icon: 'reviews' },
  { to: '/payouts', label: 'Payouts', icon: 'payouts' },
];

/** The entry a path belongs to: /bookings/details/7 highlights Booking. */
export function isActiveEntry(entry: NavEntry, pathname: string): boolean {
  return pathname === entry.to || pathname.startsWith(`${entry.to}/`);
}
