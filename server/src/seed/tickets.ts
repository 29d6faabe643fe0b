import { randomUUID } from 'node:crypto';

import { addMinutes } from './dates';
import type { Row } from './rows';

export interface TicketSeed {
  related_to: string;
  subject: string;
  description: string;
  status: 'open' | 'closed';
  /** Opened this many hours before now. */
  hoursAgo: number;
  /** [author, text, hours after the ticket was opened]. */
  responses: readonly (readonly ['admin' | 'supplier', string, number])[];
}

export const DEMO_TICKETS: readonly TicketSeed[] = [
  {
    related_to: 'Payouts',
    subject: 'Payout for a K2 Base Camp Trek booking not received',
    description:
      'The payout for our K2 Base Camp Trek group from this summer shows as processed, but nothing has arrived in our Meezan Bank account.',
    status: 'open',
    hoursAgo: 52,
    responses: [
      [
        'admin',
        'Thank you for reporting this. The transfer was sent through 1LINK and can take up to 3 working days. We have asked the bank for a trace.',
        5,
      ],
      ['supplier', 'It has been 3 working days now and still nothing. Could you share the transaction reference?', 30],
    ],
  },
  {
    related_to: 'Listings',
    subject: 'Neelum Valley tour still under review',
    description: 'I submitted the Neelum Valley 4-Day Tour this morning. How long does the review usually take?',
    status: 'open',
    hoursAgo: 6,
    responses: [],
  },
  {
    related_to: 'Bookings',
    subject: 'Customer asks to change the number of travellers',
    description:
      'A customer wants to add two people to an upcoming Hunza Valley tour. Can I change the head count myself or does the customer need to rebook?',
    status: 'open',
    hoursAgo: 80,
    responses: [
      [
        'admin',
        'The customer can add travellers from their booking page; the difference is charged to their card. You will see the new total once they confirm.',
        20,
      ],
    ],
  },
  {
    related_to: 'Account',
    subject: 'Update our DTS licence document',
    description: 'Our DTS licence was renewed. Please replace the old document on our profile.',
    status: 'closed',
    hoursAgo: 24 * 40,
    responses: [
      ['admin', 'Please send the renewed licence as a PDF in this ticket.', 6],
      ['supplier', 'Attached the renewed licence, valid until 2027.', 9],
      ['admin', 'Thank you, the document has been verified and updated on your profile.', 28],
    ],
  },
  {
    related_to: 'Technical',
    subject: 'Booking dates look wrong on my phone',
    description: 'On my phone the bookings list shows dates one day earlier than on my laptop.',
    status: 'closed',
    hoursAgo: 24 * 95,
    responses: [['admin', 'This was a time zone issue in the mobile view and it has been fixed. Please refresh the page.', 48]],
  },
  {
    related_to: 'Payouts',
    subject: 'Receive payouts through JazzCash',
    description: 'Can we receive smaller payouts to our JazzCash business wallet instead of the bank?',
    status: 'closed',
    hoursAgo: 24 * 200,
    responses: [
      [
        'admin',
        'Yes. Payouts under Rs 100,000 can go to a JazzCash or Easypaisa business wallet. We have enabled it for your account.',
        10,
      ],
      ['supplier', 'Great, thank you!', 12],
    ],
  },
];

export const HOTEL_TICKETS: readonly TicketSeed[] = [
  {
    related_to: 'Listings',
    subject: 'Add photos to the Family Suite',
    description: 'How many photos can I add to a room listing?',
    status: 'open',
    hoursAgo: 30,
    responses: [['admin', 'Up to 20 photos per listing. JPG or PNG work best.', 3]],
  },
];

/** Ticket rows in the order they were opened, and their responses. */
export function buildTickets(now: Date, supplierId: string, tickets: readonly TicketSeed[]): { tickets: Row[]; responses: Row[] } {
  const ordered = [...tickets].sort((a, b) => b.hoursAgo - a.hoursAgo);
  const responses: Row[] = [];
  const rows = ordered.map((ticket): Row => {
    const ticket_id = randomUUID();
    const created_at = addMinutes(now, -ticket.hoursAgo * 60);
    for (const [author, body, after] of ticket.responses) {
      responses.push({ ticket_id, author, body, created_at: addMinutes(created_at, after * 60) });
    }
    const lastResponse = ticket.responses.at(-1)?.[2] ?? 0;
    const updated_at = addMinutes(created_at, lastResponse * 60 + (ticket.status === 'closed' ? 60 : 0));
    return {
      ticket_id,
      supplier_id: supplierId,
      related_to: ticket.related_to,
      subject: ticket.subject,
      description: ticket.description,
      status: ticket.status,
      closed_at: ticket.status === 'closed' ? updated_at : null,
      created_at,
      updated_at,
    };
  });
  return { tickets: rows, responses };
}
