import { Page } from '@portal/ui';

import { useSupportStrings } from '../strings/support-strings';
import { LatestTicket } from './latest-ticket';

/** /support/ticket: the supplier's most recently opened ticket that is still open. */
export function OpenTicketSamplePage() {
  const t = useSupportStrings();
  return (
    <Page title={t('ticket.openTitle')}>
      <LatestTicket tab="open" />
    </Page>
  );
}
