import { Page } from '@portal/ui';

import { LatestTicket } from './latest-ticket';

/** /support/ticket: the supplier's most recently opened ticket that is still open. */
export function OpenTicketSamplePage() {
  return (
    <Page title="Open ticket">
      <LatestTicket tab="open" />
    </Page>
  );
}
