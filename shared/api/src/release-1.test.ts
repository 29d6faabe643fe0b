import * as v from 'valibot';

import { defineEndpoint } from '@portal/contracts';
import { useSession } from '@portal/session';
import { apiUrl, http, HttpResponse, server, TEST_API_BASE } from '@portal/testing';

import { configureApi } from './client';
import { ApiError, call, callList } from './release-1';

const onUnauthorized = jest.fn();
const Ticket = v.object({ id: v.string() });

beforeEach(() => {
  onUnauthorized.mockReset();
  configureApi({ baseUrl: TEST_API_BASE, onUnauthorized });
  useSession.getState().signIn({ token: 'tok', userId: 'u', supplierId: null, role: null });
});

describe("@portal/api's client as release 1 published it", () => {
  it('lists by path and row schema through the configured client: its token, set parameters only, the total', async () => {
    let sent: Request | undefined;
    server.use(
      http.get(apiUrl('support/tickets'), ({ request }) => {
        sent = request;
        return HttpResponse.json([{ id: 't1' }], { headers: { 'X-Total-Count': '7' } });
      }),
    );
    expect(await callList('support/tickets', Ticket, { sort: 'oldest', q: '', page: undefined })).toEqual({
      rows: [{ id: 't1' }],
      total: 7,
    });
    expect(sent?.headers.get('Authorization')).toBe('Bearer tok');
    expect(new URL(sent?.url ?? '').search).toBe('?sort=oldest');
  });

  it('calls by path and reply schema, or by endpoint, and a 401 reaches the handler the host set', async () => {
    server.use(http.get(apiUrl('support/tickets/t1'), () => HttpResponse.json({ id: 't1' })));
    expect(await call('support/tickets/t1', Ticket)).toEqual({ id: 't1' });
    const ticket = defineEndpoint({
      method: 'GET',
      path: '/support/tickets/:id',
      summary: 'A ticket',
      tags: [],
      access: 'user',
      params: v.object({ id: v.string() }),
      reply: Ticket,
    });
    expect(await call(ticket, { params: { id: 't1' } })).toEqual({ id: 't1' });

    server.use(http.get(apiUrl('support/tickets/t2'), () => HttpResponse.json({ message: 'Sign in again' }, { status: 401 })));
    await expect(call('support/tickets/t2', Ticket)).rejects.toEqual(new ApiError(401, 'Sign in again'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
