import { startDevHarness } from '@portal/config/dev-harness';
import { LISTING_TYPES, paths, routePatterns } from '@portal/contracts';

import ListingAvailabilityPage from './exposes/listing-availability-page';
import ListingResourcesPage from './exposes/listing-resources-page';
import ListingWizardPage from './exposes/listing-wizard-page';
import MyListingsPage from './exposes/my-listings-page';

void startDevHarness([
  { path: paths.listings, element: <MyListingsPage /> },
  { path: paths.listingResources, element: <ListingResourcesPage /> },
  { path: routePatterns.listingAvailability, element: <ListingAvailabilityPage /> },
  ...LISTING_TYPES.flatMap(routePatterns.listingWizard).map((path) => ({ path, element: <ListingWizardPage /> })),
]);
