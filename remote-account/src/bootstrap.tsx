import { startDevHarness } from '@portal/config/dev-harness';
import DashboardPage from './exposes/dashboard-page';
import ProfilePage from './exposes/profile-page';

void startDevHarness([
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/profile', element: <ProfilePage /> },
]);
