import { startDevHarness } from '@portal/config/dev-harness';
import SupportPage from './exposes/support-page';
import TicketDetailPage from './exposes/ticket-detail-page';
import ClosedTicketPage from './exposes/closed-ticket-page';
import OpenTicketSamplePage from './exposes/open-ticket-sample-page';
import OpenTicketPage from './exposes/open-ticket-page';

void startDevHarness([
  { path: '/support', element: <SupportPage /> },
  { path: '/support/details/:ticketId', element: <TicketDetailPage /> },
  { path: '/support/closed', element: <ClosedTicketPage /> },
  { path: '/support/ticket', element: <OpenTicketSamplePage /> },
  { path: '/open-ticket', element: <OpenTicketPage /> },
]);
