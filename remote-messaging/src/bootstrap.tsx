import { startDevHarness } from '@portal/config/dev-harness';
import InboxPage from './exposes/inbox-page';

void startDevHarness([
  { path: '/inbox', element: <InboxPage /> },
]);
