import { getTicket, listTickets } from '@portal/api';
import { NETWORK_ERROR, apiFailure, inTurn } from './replies';
import { mockApi } from './mock-api';
import { ticket, ticketDetail } from './fixtures/support';

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
});
