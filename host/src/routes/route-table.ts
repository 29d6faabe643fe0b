import type { FetchQueryOptions } from '@tanstack/react-query';

import { dashboardQueries } from '@portal/api';
import { LISTING_TYPES, paths, type PermissionNeed, READ_BOOKINGS, READ_INBOX, type RemoteName, routePatterns } from '@portal/contracts';

/** A read a screen shows first (any screen's: its data's type is the screen's business). */
export type RouteRead = FetchQueryOptions<any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any screen's reads

/** Who is signed in, as a route's reads need it. */
interface RouteSession {
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
  /** What the member's role needs to open the screen (the contracts' permission table); none: every member. */
  permission?: PermissionNeed;
}

/** The protected routes of both spec documents (and the listings team's new screens) and the remote that owns each. */
export const protectedRoutes: readonly RemoteRouteEntry[] = [
  {
    path: paths.dashboard,
    remote: 'account',
    module: 'DashboardPage',
    reads: ({ supplierId }) => [dashboardQueries.detail(supplierId)],
    permission: 'dashboard.read',
  },
  { path: paths.profile, remote: 'account', module: 'ProfilePage' },
  { path: paths.team, remote: 'account', module: 'TeamPage', permission: 'team.manage' },
  { path: paths.teamActivity, remote: 'account', module: 'ActivityPage', permission: 'activity.read' },
  { path: paths.bookings, remote: 'bookings', module: 'BookingsPage', permission: READ_BOOKINGS },
  { path: paths.bookingInfoIndex, remote: 'bookings', module: 'BookingInfoPage', permission: READ_BOOKINGS },
  { path: routePatterns.bookingInfo, remote: 'bookings', module: 'BookingInfoPage', permission: READ_BOOKINGS },
  { path: paths.payouts, remote: 'bookings', module: 'PayoutsPage', permission: 'payouts.read' },
  { path: routePatterns.payoutStatement, remote: 'bookings', module: 'PayoutStatementPage', permission: 'payouts.read' },
  { path: paths.reviews, remote: 'bookings', module: 'ReviewsPage', permission: 'reviews.read' },
  { path: routePatterns.departureList, remote: 'bookings', module: 'DepartureListPage', permission: 'departures.read' },
  { path: paths.checkIn, remote: 'bookings', module: 'CheckInPage', permission: 'bookings.check-in' },
  { path: paths.inbox, remote: 'messaging', module: 'InboxPage', permission: READ_INBOX },
  { path: paths.support, remote: 'support', module: 'SupportPage', permission: 'support.use' },
  { path: routePatterns.ticketDetail, remote: 'support', module: 'TicketDetailPage', permission: 'support.use' },
  { path: paths.closedTicket, remote: 'support', module: 'ClosedTicketPage', permission: 'support.use' },
  { path: paths.openTicketSample, remote: 'support', module: 'OpenTicketSamplePage', permission: 'support.use' },
  { path: paths.openTicket, remote: 'support', module: 'OpenTicketPage', permission: 'support.use' },
  { path: paths.listings, remote: 'listings', module: 'MyListingsPage', permission: 'listings.read' },
  { path: paths.listingResources, remote: 'listings', module: 'ListingResourcesPage', permission: 'listings.read' },
  { path: routePatterns.listingAvailability, remote: 'listings', module: 'ListingAvailabilityPage', permission: 'listings.read' },
  ...LISTING_TYPES.flatMap(routePatterns.listingWizard).map((path) => ({
    path,
    remote: 'listings' as const,
    module: 'ListingWizardPage',
    permission: 'listings.write' as const,
  })),
];

/** The sign-up wizard: public, and inside the layout when signed in. */
export const signupRoute: RemoteRouteEntry = { path: paths.signup, remote: 'signup', module: 'SignupPage' };

/** The page of an invitation e-mail's link: public, where a new member makes their login (issue 37). */
export const invitationRoute: RemoteRouteEntry = { path: routePatterns.invitation, remote: 'signup', module: 'InvitationPage' };
