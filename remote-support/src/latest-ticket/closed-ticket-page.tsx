import { Page } from '@portal/ui';

import { LatestTicket } from './latest-ticket';

/** /support/closed: the supplier's most recently opened closed ticket. */
export function ClosedTicketPage() {
  return (
    <Page title="Closed ticket">
      <LatestTicket tab="closed" />
    </Page>
  );
}
