import { startDevHarness } from '@portal/config/dev-harness';
import { paths } from '@portal/contracts';

import SignupPage from './exposes/signup-page';

void startDevHarness([{ path: paths.signup, element: <SignupPage /> }]);
