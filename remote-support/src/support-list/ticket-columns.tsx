import type { SupportTicket } from '@portal/contracts';
import { formatDate, Text } from '@portal/ui';
import type { Column } from '@portal/ui/lists';

import { ticketDisplayId, TicketStatusText } from '../common/ticket-text';

/** The support table: ID, Related to, Opened, Subject, Closed, Status (spec section 2). */
export const ticketColumns: readonly Column<SupportTicket>[] = [
  { key: 'id', header: 'ID', cell: ticketDisplayId, nowrap: true },
  { key: 'related', header: 'Related to', cell: (t) => t.related_to },
  { key: 'opened', header: 'Opened', cell: (t) => formatDate(t.created_at), nowrap: true },
  // A long subject is cut with an ellipsis; the whole of it is in the tooltip and on the detail.
  {
    key: 'subject',
    header: 'Subject',
    cell: (t) => (
      <Text truncate maxW={{ base: '200px', md: '360px' }} title={t.subject}>
        {t.subject}
      </Text>
    ),
  },
  { key: 'closed', header: 'Closed', cell: (t) => (t.closed_at ? formatDate(t.closed_at) : '—'), nowrap: true },
  { key: 'status', header: 'Status', cell: (t) => <TicketStatusText status={t.status} />, nowrap: true },
];
