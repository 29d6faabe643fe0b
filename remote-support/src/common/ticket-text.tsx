import type { SupportTicket, TicketStatus } from '@portal/contracts';
import { StatusText, type StatusTone } from '@portal/ui';

/** The number people quote for a ticket. */
export const ticketDisplayId = (ticket: Pick<SupportTicket, 'ticket_number'>) => `#${ticket.ticket_number}`;

const STATUS_TEXT: Record<TicketStatus, { label: string; tone: StatusTone }> = {
  open: { label: 'Open', tone: 'green' },
  closed: { label: 'Closed', tone: 'gray' },
};

export function TicketStatusText({ status }: { status: TicketStatus }) {
  const { label, tone } = STATUS_TEXT[status];
  return <StatusText tone={tone}>{label}</StatusText>;
}
