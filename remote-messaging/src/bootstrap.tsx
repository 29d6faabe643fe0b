import { startDevHarness } from '@portal/config/dev-harness';
import { paths } from '@portal/contracts';

import InboxPage from './exposes/inbox-page';

void startDevHarness([{ path: paths.inbox, element: <InboxPage /> }]);
