import { startDevHarness } from '@portal/config/dev-harness';
import SignupPage from './exposes/signup-page';

void startDevHarness([
  { path: '/signup', element: <SignupPage /> },
]);
