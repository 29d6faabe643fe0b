import { Page } from '@portal/ui';

import { useSupportStrings } from '../strings/support-strings';
import { LatestTicket } from './latest-ticket';

/** /support/closed: the supplier's most recently opened closed ticket. */
export function ClosedTicketPage() {
  const t = useSupportStrings();
  return (
    <Page title={t('ticket.closedTitle')}>
      <LatestTicket tab="closed" />
    </Page>
  );
}
