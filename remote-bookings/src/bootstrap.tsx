import { startDevHarness } from '@portal/config/dev-harness';
import BookingsPage from './exposes/bookings-page';
import BookingInfoPage from './exposes/booking-info-page';
import PayoutsPage from './exposes/payouts-page';
import ReviewsPage from './exposes/reviews-page';

void startDevHarness([
  { path: '/bookings', element: <BookingsPage /> },
  { path: '/bookings/booking-info', element: <BookingInfoPage /> },
  { path: '/bookings/details/:bookingId', element: <BookingInfoPage /> },
  { path: '/payouts', element: <PayoutsPage /> },
  { path: '/reviews', element: <ReviewsPage /> },
]);
