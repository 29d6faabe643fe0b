import { getTicket, listTickets, replyToReview } from '@portal/api';
import { allEndpoints } from '@portal/contracts/endpoints/all';

import { review } from './fixtures/reviews';
import { ticket, ticketDetail } from './fixtures/support';
import { mockApi } from './mock-api';
import { type ApiFailure, apiFailure, inTurn, NETWORK_ERROR } from './replies';
import { apiUrl } from './server';

describe('mockApi', () => {
  it('answers through the real client and records what the server was asked', async () => {
    const calls = mockApi.listTickets({ rows: [ticket()], total: 7 });
    expect(await listTickets({ tab: 'closed', q: 'refund' })).toEqual({ rows: [ticket()], total: 7 });
    expect(calls.count).toBe(1);
    expect(calls.last().query).toEqual({ tab: 'closed', q: 'refund' });
  });

  it('answers each reply in turn, then the last one, as failures the client reports', async () => {
    mockApi.getTicket(inTurn(apiFailure(404, 'Ticket not found'), NETWORK_ERROR, ticketDetail()));
    await expect(getTicket('a')).rejects.toMatchObject({ status: 404, message: 'Ticket not found' });
    await expect(getTicket('a')).rejects.toMatchObject({ status: 0 });
    expect(await getTicket('a')).toEqual(ticketDetail());
    expect(await getTicket('a')).toEqual(ticketDetail());
  });

  it('leaves a literal path to its own endpoint: support/my-tickets is not a ticket id', async () => {
    const details = mockApi.getTicket(ticketDetail());
    const lists = mockApi.listTickets({ rows: [], total: 0 });
    await listTickets({ tab: 'open' });
    expect(lists.count).toBe(1);
    expect(details.count).toBe(0);
  });

  it("names a request's path parameters and reads its body as the table's entry does", async () => {
    const replies = mockApi.replyToReview(({ params, body }) => review({ review_id: params.id, reply_text: body.reply_text }));
    expect(await replyToReview('r-1', { reply_text: 'Thank you' })).toMatchObject({ review_id: 'r-1', reply_text: 'Thank you' });
    expect(replies.last().params).toEqual({ id: 'r-1' });
  });

  it('has a handler for every endpoint of the table, at its path', async () => {
    // Each handler takes its own endpoint's replies; a failure is a reply of every one.
    const handlers = Object.values(mockApi) as ((reply: ApiFailure) => unknown)[];
    for (const register of handlers) register(apiFailure(418, 'Answered'));
    const statuses = await Promise.all(
      allEndpoints.map(async (endpoint) => {
        const path = endpoint.path.replace(/:[A-Za-z]+/g, 'x');
        return `${endpoint.method} ${endpoint.path} ${(await fetch(apiUrl(path.slice(1)), { method: endpoint.method })).status}`;
      }),
    );
    expect(statuses).toEqual(allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path} 418`));
  });

  it('types a handler by its entry: a parameter, query name or reply the table does not have fails to compile', () => {
    const typed = () => {
      // @ts-expect-error the table's path names the booking `id`
      mockApi.getBooking(({ params }) => apiFailure(404, `${params.bookingId}`));
      // @ts-expect-error the bookings list has no `colour` parameter
      mockApi.listBookings(({ query }) => ({ rows: [], total: Number(query.colour) }));
      // @ts-expect-error a review summary is not a list page
      mockApi.getReviewSummary({ rows: [], total: 0 });
    };
    expect(typed).toBeInstanceOf(Function);
  });
});
