import type { SupportTicket, SupportTicketDetail, TicketResponse } from '@portal/contracts';

export const TICKET_ID = '5b0c4f4e-0000-4000-8000-000000000001';

export const ticket = (overrides: Partial<SupportTicket> = {}): SupportTicket => ({
  ticket_id: TICKET_ID,
  ticket_number: 12,
  related_to: 'Payouts',
  subject: 'Payout for March not received',
  description: 'The payout due on 5 March has not reached my bank.\nPlease check.',
  attachment: null,
  status: 'open',
  created_at: '2026-03-08T09:30:00.000Z',
  updated_at: '2026-03-09T09:30:00.000Z',
  closed_at: null,
  ...overrides,
});

export const response = (overrides: Partial<TicketResponse> = {}): TicketResponse => ({
  response_id: 'r1', author: 'admin', body: 'We are looking into it.', created_at: '2026-03-09T09:30:00.000Z', ...overrides,
});

export const ticketDetail = (overrides: Partial<SupportTicketDetail> = {}): SupportTicketDetail => ({
  ...ticket(),
  admin_responses: [response(), response({ response_id: 'r2', author: 'supplier', body: 'Thank you.', created_at: '2026-03-10T10:00:00.000Z' })],
  ...overrides,
});
