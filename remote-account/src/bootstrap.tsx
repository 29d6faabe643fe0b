import { startDevHarness } from '@portal/config/dev-harness';
import { paths } from '@portal/contracts';
import DashboardPage from './exposes/dashboard-page';
import ProfilePage from './exposes/profile-page';

void startDevHarness([
  { path: paths.dashboard, element: <DashboardPage /> },
  { path: paths.profile, element: <ProfilePage /> },
]);
