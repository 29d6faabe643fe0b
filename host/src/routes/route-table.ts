import type { FetchQueryOptions } from '@tanstack/react-query';

import { dashboardQueries } from '@portal/api';
import { LISTING_TYPES, paths, type RemoteName, routePatterns } from '@portal/contracts';

/** A read a screen shows first (any screen's: its data's type is the screen's business). */
export type RouteRead = FetchQueryOptions<any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any screen's reads

/** Who is signed in, as a route's reads need it. */
export interface RouteSession {
  userId: string | null;
  supplierId: string | null;
}

export interface RemoteRouteEntry {
  path: string;
  remote: RemoteName;
  /** The name the remote exposes, e.g. './DashboardPage' is 'DashboardPage'. */
  module: string;
  /**
   * The reads the screen shows first. The host starts them while the remote's code downloads, so
   * the screen's data does not wait for it (issue 14: the dashboard's request used to start only
   * after the manifest, the entry and the chunks of its remote had arrived and run).
   */
  reads?: (session: RouteSession) => readonly RouteRead[];
}

/** The protected routes of both spec documents (and the listings team's new screens) and the remote that owns each. */
export const protectedRoutes: readonly RemoteRouteEntry[] = [
  { path: paths.dashboard, remote: 'account', module: 'DashboardPage', reads: ({ supplierId }) => [dashboardQueries.detail(supplierId)] },
  { path: paths.profile, remote: 'account', module: 'ProfilePage' },
  { path: paths.team, remote: 'account', module: 'TeamPage' },
  { path: paths.bookings, remote: 'bookings', module: 'BookingsPage' },
  { path: paths.bookingInfoIndex, remote: 'bookings', module: 'BookingInfoPage' },
  { path: routePatterns.bookingInfo, remote: 'bookings', module: 'BookingInfoPage' },
  { path: paths.payouts, remote: 'bookings', module: 'PayoutsPage' },
  { path: routePatterns.payoutStatement, remote: 'bookings', module: 'PayoutStatementPage' },
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
