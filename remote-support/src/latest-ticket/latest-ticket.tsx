import { Link as RouterLink } from 'react-router-dom';

import { paths, type TicketStatus } from '@portal/contracts';
import { Button } from '@portal/ui';

import { TicketLoading, TicketNotice } from '../common/ticket-notice';
import { TicketView } from '../common/ticket-view/ticket-view';
import { useSupportStrings } from '../strings/support-strings';
import { useLatestTicketId } from './use-latest-ticket-id';

const NONE = { open: 'ticket.noOpen', closed: 'ticket.noClosed' } as const;

/** The spec's two sample pages made real: the detail of the latest open or closed ticket. */
export function LatestTicket({ tab }: { tab: TicketStatus }) {
  const { load, retry } = useLatestTicketId(tab);
  const t = useSupportStrings();
  switch (load.state) {
    case 'loading':
      return <TicketLoading text={t('ticket.loading')} />;
    case 'none':
      return (
        <TicketNotice
          title={t(NONE[tab])}
          action={
            <Button asChild colorPalette="teal">
              <RouterLink to={paths.openTicket}>{t('list.openTicket')}</RouterLink>
            </Button>
          }
        />
      );
    case 'error':
      return (
        <TicketNotice
          title={t('ticket.failed')}
          action={
            <Button colorPalette="teal" onClick={retry}>
              {t('ticket.retry')}
            </Button>
          }
        />
      );
    default:
      return <TicketView ticketId={load.ticketId} />;
  }
}
