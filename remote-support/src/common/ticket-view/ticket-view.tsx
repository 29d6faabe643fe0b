import { useQuery } from '@tanstack/react-query';

import { isNotFound, ticketQueries } from '@portal/api';
import { Button, Stack } from '@portal/ui';

import { useSupportStrings } from '../../strings/support-strings';
import { TicketLoading, TicketNotice } from '../ticket-notice';
import { TicketActions } from './ticket-actions';
import { TicketConversation } from './ticket-conversation';
import { TicketSummary } from './ticket-summary';

/**
 * A ticket and its conversation, loaded by id: the one detail view of /support/details/{id} and
 * of the latest open and closed tickets (/support/ticket, /support/closed).
 */
export function TicketView({ ticketId }: { ticketId: string }) {
  const t = useSupportStrings();
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
  if (!error || isFetching) return <TicketLoading text={t('ticket.loading')} />;
  if (isNotFound(error)) return <TicketNotice title={t('ticket.notFound')}>{t('ticket.notFoundLead')}</TicketNotice>;
  return (
    <TicketNotice
      title={t('ticket.failed')}
      action={
        <Button colorPalette="teal" onClick={() => void refetch()}>
          {t('ticket.retry')}
        </Button>
      }
    />
  );
}
