import { useParams } from 'react-router-dom';

import { Page } from '@portal/ui';

import { TicketNotice } from '../common/ticket-notice';
import { TicketView } from '../common/ticket-view/ticket-view';
import { useSupportStrings } from '../strings/support-strings';

/** Ticket detail: /support/details/{ticketId}. */
export function TicketDetailPage() {
  const ticketId = useParams().ticketId?.trim();
  const t = useSupportStrings();
  return (
    <Page title={t('ticket.detailTitle')}>
      {ticketId ? (
        <TicketView ticketId={ticketId} />
      ) : (
        <TicketNotice title={t('ticket.idMissing')}>{t('ticket.idMissingLead')}</TicketNotice>
      )}
    </Page>
  );
}
