import { startDevHarness } from '@portal/config/dev-harness';
import MyListingsPage from './exposes/my-listings-page';
import ListingWizardPage from './exposes/listing-wizard-page';

void startDevHarness([
  { path: '/listings', element: <MyListingsPage /> },
  { path: '/listingtour', element: <ListingWizardPage /> },
  { path: '/treks', element: <ListingWizardPage /> },
  { path: '/hotel', element: <ListingWizardPage /> },
]);
