import { startDevHarness } from '@portal/config/dev-harness';
import { paths, routePatterns } from '@portal/contracts';

import BookingInfoPage from './exposes/booking-info-page';
import BookingsPage from './exposes/bookings-page';
import CheckInPage from './exposes/check-in-page';
import DepartureListPage from './exposes/departure-list-page';
import PayoutStatementPage from './exposes/payout-statement-page';
import PayoutsPage from './exposes/payouts-page';
import ReviewsPage from './exposes/reviews-page';

void startDevHarness([
  { path: paths.bookings, element: <BookingsPage /> },
  { path: paths.bookingInfoIndex, element: <BookingInfoPage /> },
  { path: routePatterns.bookingInfo, element: <BookingInfoPage /> },
  { path: paths.payouts, element: <PayoutsPage /> },
  { path: routePatterns.payoutStatement, element: <PayoutStatementPage /> },
  { path: paths.reviews, element: <ReviewsPage /> },
  { path: routePatterns.departureList, element: <DepartureListPage /> },
  { path: paths.checkIn, element: <CheckInPage /> },
]);
