import { startDevHarness } from '@portal/config/dev-harness';
import { paths, routePatterns } from '@portal/contracts';

import ClosedTicketPage from './exposes/closed-ticket-page';
import OpenTicketPage from './exposes/open-ticket-page';
import OpenTicketSamplePage from './exposes/open-ticket-sample-page';
import SupportPage from './exposes/support-page';
import TicketDetailPage from './exposes/ticket-detail-page';

void startDevHarness([
  { path: paths.support, element: <SupportPage /> },
  { path: routePatterns.ticketDetail, element: <TicketDetailPage /> },
  { path: paths.closedTicket, element: <ClosedTicketPage /> },
  { path: paths.openTicketSample, element: <OpenTicketSamplePage /> },
  { path: paths.openTicket, element: <OpenTicketPage /> },
]);
