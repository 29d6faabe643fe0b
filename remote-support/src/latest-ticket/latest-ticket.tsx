import { Link as RouterLink } from 'react-router-dom';

import { paths, type TicketStatus } from '@portal/contracts';
import { Button } from '@portal/ui';

import { TicketLoading, TicketNotice } from '../common/ticket-notice';
import { TicketView } from '../common/ticket-view/ticket-view';
import { useLatestTicketId } from './use-latest-ticket-id';

const NONE: Record<TicketStatus, string> = { open: 'No open tickets.', closed: 'No closed tickets.' };

/** The spec's two sample pages made real: the detail of the latest open or closed ticket. */
export function LatestTicket({ tab }: { tab: TicketStatus }) {
  const { load, retry } = useLatestTicketId(tab);
  switch (load.state) {
    case 'loading':
      return <TicketLoading text="Loading ticket..." />;
    case 'none':
      return (
        <TicketNotice
          title={NONE[tab]}
          action={
            <Button asChild colorPalette="teal">
              <RouterLink to={paths.openTicket}>Open Ticket</RouterLink>
            </Button>
          }
        />
      );
    case 'error':
      return (
        <TicketNotice
          title="Failed to fetch ticket details."
          action={
            <Button colorPalette="teal" onClick={retry}>
              Retry
            </Button>
          }
        />
      );
    default:
      return <TicketView ticketId={load.ticketId} />;
  }
}
