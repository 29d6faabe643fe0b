import { LISTING_TYPES, paths, routePatterns, type RemoteName } from '@portal/contracts';

export interface RemoteRouteEntry {
  path: string;
  remote: RemoteName;
  /** The name the remote exposes, e.g. './DashboardPage' is 'DashboardPage'. */
  module: string;
}

/** The protected routes of both spec documents (and the listings team's new screens) and the remote that owns each. */
export const protectedRoutes: readonly RemoteRouteEntry[] = [
  { path: paths.dashboard, remote: 'account', module: 'DashboardPage' },
  { path: paths.profile, remote: 'account', module: 'ProfilePage' },
  { path: paths.bookings, remote: 'bookings', module: 'BookingsPage' },
  { path: paths.bookingInfoIndex, remote: 'bookings', module: 'BookingInfoPage' },
  { path: routePatterns.bookingInfo, remote: 'bookings', module: 'BookingInfoPage' },
  { path: paths.payouts, remote: 'bookings', module: 'PayoutsPage' },
  { path: paths.reviews, remote: 'bookings', module: 'ReviewsPage' },
  { path: paths.inbox, remote: 'messaging', module: 'InboxPage' },
  { path: paths.support, remote: 'support', module: 'SupportPage' },
  { path: routePatterns.ticketDetail, remote: 'support', module: 'TicketDetailPage' },
  { path: paths.closedTicket, remote: 'support', module: 'ClosedTicketPage' },
  { path: paths.openTicketSample, remote: 'support', module: 'OpenTicketSamplePage' },
  { path: paths.openTicket, remote: 'support', module: 'OpenTicketPage' },
  { path: paths.listings, remote: 'listings', module: 'MyListingsPage' },
  { path: paths.listingResources, remote: 'listings', module: 'ListingResourcesPage' },
  { path: routePatterns.listingAvailability, remote: 'listings', module: 'ListingAvailabilityPage' },
  ...LISTING_TYPES.flatMap(routePatterns.listingWizard).map((path) => ({ path, remote: 'listings' as const, module: 'ListingWizardPage' })),
];

/** The sign-up wizard: public, and inside the layout when signed in. */
export const signupRoute: RemoteRouteEntry = { path: paths.signup, remote: 'signup', module: 'SignupPage' };
