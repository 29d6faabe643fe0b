import { getTicket } from '@portal/api';
import { Button, Stack, useRecord } from '@portal/ui';
import { TicketActions } from './ticket-actions';
import { TicketConversation } from './ticket-conversation';
import { TicketLoading, TicketNotice } from './ticket-notice';
import { TicketSummary } from './ticket-summary';

/**
 * A ticket and its conversation, loaded by id: the one detail view of /support/details/{id} and
 * of the latest open and closed tickets (/support/ticket, /support/closed).
 */
export function TicketView({ ticketId }: { ticketId: string }) {
  const { load, replace, retry } = useRecord(getTicket, ticketId);
  switch (load.state) {
    case 'loading':
      return <TicketLoading text="Loading ticket..." />;
    case 'not-found':
      return <TicketNotice title="Ticket not found">This ticket does not exist or is not one of yours.</TicketNotice>;
    case 'error':
      return <TicketNotice title="Failed to fetch ticket details." action={<Button colorPalette="teal" onClick={retry}>Retry</Button>} />;
    default:
      return (
        <Stack gap="4" maxW="900px">
          <TicketSummary ticket={load.record} />
          <TicketConversation responses={load.record.admin_responses} />
          <TicketActions ticket={load.record} onChange={replace} />
        </Stack>
      );
  }
}
