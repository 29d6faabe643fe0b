import { startDevHarness } from '@portal/config/dev-harness';
import { paths } from '@portal/contracts';

import ActivityPage from './exposes/activity-page';
import DashboardPage from './exposes/dashboard-page';
import ProfilePage from './exposes/profile-page';
import TeamPage from './exposes/team-page';

void startDevHarness([
  { path: paths.dashboard, element: <DashboardPage /> },
  { path: paths.profile, element: <ProfilePage /> },
  { path: paths.team, element: <TeamPage /> },
  { path: paths.teamActivity, element: <ActivityPage /> },
]);
