import type { RemoteName } from '@portal/contracts';

export interface RemoteRouteEntry {
  path: string;
  remote: RemoteName;
  /** The name the remote exposes, e.g. './DashboardPage' is 'DashboardPage'. */
  module: string;
}

/** Listing wizards: each route also has /edit/{listingId} (spec/listings.md section 2). */
const wizardPaths = ['/listingtour', '/listingactivity', '/bike', '/bike-listing', '/car', '/car-listing', '/tourguides', '/treks', '/hotel'];

/** The protected routes of spec/portal.md section 2 and the remote that owns each. */
export const protectedRoutes: readonly RemoteRouteEntry[] = [
  { path: '/dashboard', remote: 'account', module: 'DashboardPage' },
  { path: '/profile', remote: 'account', module: 'ProfilePage' },
  { path: '/bookings', remote: 'bookings', module: 'BookingsPage' },
  { path: '/bookings/booking-info', remote: 'bookings', module: 'BookingInfoPage' },
  { path: '/bookings/details/:bookingId', remote: 'bookings', module: 'BookingInfoPage' },
  { path: '/payouts', remote: 'bookings', module: 'PayoutsPage' },
  { path: '/reviews', remote: 'bookings', module: 'ReviewsPage' },
  { path: '/inbox', remote: 'messaging', module: 'InboxPage' },
  { path: '/support', remote: 'support', module: 'SupportPage' },
  { path: '/support/details/:ticketId', remote: 'support', module: 'TicketDetailPage' },
  { path: '/support/closed', remote: 'support', module: 'ClosedTicketPage' },
  { path: '/support/ticket', remote: 'support', module: 'OpenTicketSamplePage' },
  { path: '/open-ticket', remote: 'support', module: 'OpenTicketPage' },
  { path: '/listings', remote: 'listings', module: 'MyListingsPage' },
  ...wizardPaths.flatMap((path) => [
    { path, remote: 'listings' as const, module: 'ListingWizardPage' },
    { path: `${path}/edit/:listingId`, remote: 'listings' as const, module: 'ListingWizardPage' },
  ]),
  { path: '/experience/edit/:id', remote: 'listings', module: 'ListingWizardPage' },
];

/** The sign-up wizard: public, and inside the layout when signed in. */
export const signupRoute: RemoteRouteEntry = { path: '/signup', remote: 'signup', module: 'SignupPage' };
