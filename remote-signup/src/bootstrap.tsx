import { startDevHarness } from '@portal/config/dev-harness';
import { paths, routePatterns } from '@portal/contracts';

import InvitationPage from './exposes/invitation-page';
import SignupPage from './exposes/signup-page';

void startDevHarness([
  { path: paths.signup, element: <SignupPage /> },
  { path: routePatterns.invitation, element: <InvitationPage /> },
]);
