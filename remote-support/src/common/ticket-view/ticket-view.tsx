import { useQuery } from '@tanstack/react-query';

import { isNotFound, ticketQueries } from '@portal/api';
import { Button, Stack } from '@portal/ui';

import { TicketLoading, TicketNotice } from '../ticket-notice';
import { TicketActions } from './ticket-actions';
import { TicketConversation } from './ticket-conversation';
import { TicketSummary } from './ticket-summary';

/**
 * A ticket and its conversation, loaded by id: the one detail view of /support/details/{id} and
 * of the latest open and closed tickets (/support/ticket, /support/closed).
 */
export function TicketView({ ticketId }: { ticketId: string }) {
  const { data: ticket, error, isFetching, refetch } = useQuery(ticketQueries.detail(ticketId));
  if (ticket) {
    return (
      <Stack gap="4" maxW="900px">
        <TicketSummary ticket={ticket} />
        <TicketConversation responses={ticket.admin_responses} />
        <TicketActions ticket={ticket} />
      </Stack>
    );
  }
  if (!error || isFetching) return <TicketLoading text="Loading ticket..." />;
  if (isNotFound(error)) return <TicketNotice title="Ticket not found">This ticket does not exist or is not one of yours.</TicketNotice>;
  return (
    <TicketNotice
      title="Failed to fetch ticket details."
      action={
        <Button colorPalette="teal" onClick={() => void refetch()}>
          Retry
        </Button>
      }
    />
  );
}
