import { Button, Stack } from '@portal/ui';
import { TicketActions } from './ticket-actions';
import { TicketConversation } from './ticket-conversation';
import { TicketLoading, TicketNotice } from './ticket-notice';
import { TicketSummary } from './ticket-summary';
import { useTicket } from './use-ticket';

/**
 * A ticket and its conversation, loaded by id: the one detail view of /support/details/{id} and
 * of the latest open and closed tickets (/support/ticket, /support/closed).
 */
export function TicketView({ ticketId }: { ticketId: string }) {
  const { load, replace, retry } = useTicket(ticketId);
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
          <TicketSummary ticket={load.ticket} />
          <TicketConversation responses={load.ticket.admin_responses} />
          <TicketActions ticket={load.ticket} onChange={replace} />
        </Stack>
      );
  }
}
