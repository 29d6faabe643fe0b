import { useParams } from 'react-router-dom';

import { Page } from '@portal/ui';

import { TicketNotice } from '../common/ticket-notice';
import { TicketView } from '../common/ticket-view/ticket-view';

/** Ticket detail: /support/details/{ticketId}. */
export function TicketDetailPage() {
  const ticketId = useParams().ticketId?.trim();
  return (
    <Page title="Ticket details">
      {ticketId ? (
        <TicketView ticketId={ticketId} />
      ) : (
        <TicketNotice title="Ticket ID is missing">Choose a ticket in Support to see its details.</TicketNotice>
      )}
    </Page>
  );
}
