import type { SupportTicket } from '@portal/contracts';
import { formatDate, Text } from '@portal/ui';
import type { Column } from '@portal/ui/lists';

import { TicketDisplayId, TicketStatusText, TopicText } from '../common/ticket-text';
import { useSupportStrings } from '../strings/support-strings';

/** The support table: ID, Related to, Opened, Subject, Closed, Status (spec section 2), in the language shown. */
export function useTicketColumns(): readonly Column<SupportTicket>[] {
  const t = useSupportStrings();
  return [
    { key: 'id', header: t('columns.id'), cell: (ticket) => <TicketDisplayId ticket={ticket} />, nowrap: true },
    { key: 'related', header: t('columns.relatedTo'), cell: (ticket) => <TopicText topic={ticket.related_to} /> },
    { key: 'opened', header: t('columns.opened'), cell: (ticket) => formatDate(ticket.created_at), nowrap: true },
    // A long subject is cut with an ellipsis; the whole of it is in the tooltip and on the detail.
    // What the supplier typed takes its own direction.
    {
      key: 'subject',
      header: t('columns.subject'),
      cell: (ticket) => (
        <Text truncate maxW={{ base: '200px', md: '360px' }} title={ticket.subject} dir="auto">
          {ticket.subject}
        </Text>
      ),
    },
    { key: 'closed', header: t('columns.closed'), cell: (ticket) => (ticket.closed_at ? formatDate(ticket.closed_at) : '—'), nowrap: true },
    { key: 'status', header: t('columns.status'), cell: (ticket) => <TicketStatusText status={ticket.status} />, nowrap: true },
  ];
}
