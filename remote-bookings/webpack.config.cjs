const { portalWebpackConfig } = require('@portal/config');

module.exports = portalWebpackConfig({
  dir: __dirname,
  name: 'bookings',
  exposes: {
    './BookingsPage': './src/exposes/bookings-page.tsx',
    './BookingInfoPage': './src/exposes/booking-info-page.tsx',
    './PayoutsPage': './src/exposes/payouts-page.tsx',
    './PayoutStatementPage': './src/exposes/payout-statement-page.tsx',
    './ReviewsPage': './src/exposes/reviews-page.tsx',
    './DepartureListPage': './src/exposes/departure-list-page.tsx',
    './CheckInPage': './src/exposes/check-in-page.tsx',
  },
});
