import { type SupportTicket, TICKET_TOPICS, type TicketStatus, type TicketTopic } from '@portal/contracts';
import { StatusText, type StatusTone } from '@portal/ui';

import { useSupportStrings } from '../strings/support-strings';

/** The number people quote for a ticket. */
export const ticketDisplayId = (ticket: Pick<SupportTicket, 'ticket_number'>) => `#${ticket.ticket_number}`;

/** The ticket's number, isolated: '#12' stays as it is in a right-to-left line. */
export const TicketDisplayId = ({ ticket }: { ticket: Pick<SupportTicket, 'ticket_number'> }) => <bdi>{ticketDisplayId(ticket)}</bdi>;

const isTopic = (value: string): value is TicketTopic => (TICKET_TOPICS as readonly string[]).includes(value);

/** What a ticket is related to: a known topic in the language shown, anything else as stored (isolated). */
export function TopicText({ topic }: { topic: string }) {
  const t = useSupportStrings();
  return isTopic(topic) ? t(`topics.${topic}`) : <bdi>{topic}</bdi>;
}

const STATUS_TONE: Record<TicketStatus, StatusTone> = { open: 'green', closed: 'gray' };

export function TicketStatusText({ status }: { status: TicketStatus }) {
  const t = useSupportStrings();
  return <StatusText tone={STATUS_TONE[status]}>{t(`status.${status}`)}</StatusText>;
}
