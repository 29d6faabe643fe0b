import * as v from 'valibot';

import { defineEndpoint, endpointPath } from '@portal/contracts';
import { useSession } from '@portal/session';
import { apiUrl, http, HttpResponse, server, TEST_API_BASE } from '@portal/testing';

import { ApiError, call, callPage, configureApi, ContractError } from './client';

const onUnauthorized = jest.fn();
const getThing = defineEndpoint({
  method: 'GET',
  path: '/things/:id',
  summary: 'A thing',
  tags: [],
  access: 'user',
  params: v.object({ id: v.string() }),
  reply: v.object({ name: v.string() }),
});
const sendThing = defineEndpoint({
  method: 'POST',
  path: '/things/:id',
  summary: 'A thing',
  tags: [],
  access: 'user',
  body: v.object({}),
  reply: v.unknown(),
});
const signIn = defineEndpoint({
  method: 'POST',
  path: '/users/login',
  summary: 'Sign in',
  tags: [],
  access: 'public',
  body: v.object({}),
  reply: v.unknown(),
});
const listThings = defineEndpoint({
  method: 'GET',
  path: '/bookings/customer',
  summary: 'Things',
  tags: [],
  access: 'user',
  paged: true,
  reply: v.array(v.object({ id: v.string() })),
  query: v.object({
    page: v.optional(v.string()),
    q: v.optional(v.string()),
    tab: v.optional(v.string()),
    sort: v.optional(v.string()),
    private: v.optional(v.string()),
  }),
});
const one = { params: { id: '1' } };
// The test's own endpoints: their paths are written once, above.
const thingOne = apiUrl(endpointPath(getThing, one.params));
const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  server.use(http.all(thingOne, () => HttpResponse.json(body as object, { status, headers })));

beforeEach(() => {
  onUnauthorized.mockReset();
  configureApi({ baseUrl: TEST_API_BASE, onUnauthorized });
});

describe('api client', () => {
  it('sends the bearer token of the session and parses the reply with its contract', async () => {
    useSession.getState().signIn({ token: 'tok', userId: 'u', supplierId: null, role: null });
    let authorization: string | null = null;
    server.use(
      http.get(thingOne, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ name: 'x', extra: true });
      }),
    );
    expect(await call(getThing, one)).toEqual({ name: 'x' });
    expect(authorization).toBe('Bearer tok');
  });

  it("turns an error reply into an ApiError with the server's message and field errors", async () => {
    answer(400, { message: 'Validation failed', errors: [{ field: 'email', message: 'bad' }] });
    const failure = call(sendThing, { ...one, body: {} });
    await expect(failure).rejects.toEqual(new ApiError(400, 'Validation failed'));
    await expect(failure).rejects.toMatchObject({ status: 400, errors: [{ field: 'email', message: 'bad' }] });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports a refused token to the host, but not a failed sign-in', async () => {
    server.use(http.post(apiUrl(endpointPath(signIn)), () => HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 })));
    await expect(call(signIn, { body: {} })).rejects.toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    useSession.getState().signIn({ token: 'old', userId: 'u', supplierId: null, role: null });
    answer(401, { message: 'Your session has expired. Please sign in again.' });
    await expect(call(getThing, one)).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('refuses a reply that does not match its contract', async () => {
    answer(200, { name: 42 });
    await expect(call(getThing, one)).rejects.toBeInstanceOf(ContractError);
  });

  it('answers status 0 with a connection message when the server cannot be reached, asking once', async () => {
    let asked = 0;
    server.use(
      http.get(thingOne, () => {
        asked += 1;
        return HttpResponse.error();
      }),
    );
    await expect(call(getThing, one)).rejects.toMatchObject({
      status: 0,
      message: 'Unable to connect to server. Please check your connection and try again.',
    });
    // The query layer retries reads; the client itself does not.
    expect(asked).toBe(1);
  });

  it("fills the path's parameters, encoded", async () => {
    let url = '';
    server.use(
      http.get(apiUrl(getThing.path.slice(1)), ({ request }) => {
        url = request.url;
        return HttpResponse.json({ name: 'x' });
      }),
    );
    await call(getThing, { params: { id: 'a/b c' } });
    expect(url).toBe(`${TEST_API_BASE}/things/a%2Fb%20c`);
  });

  it('reads a list page and its total from X-Total-Count, sending only set parameters the endpoint takes', async () => {
    let url = '';
    server.use(
      http.get(apiUrl(endpointPath(listThings)), ({ request }) => {
        url = request.url;
        return HttpResponse.json([{ id: 'a' }, { id: 'b' }], { headers: { 'X-Total-Count': '57' } });
      }),
    );
    const query = { page: 2, q: '', tab: 'upcoming', sort: undefined, private: false, pageSize: 10 } as object;
    const page = await callPage(listThings, { query });
    expect(page).toEqual({ rows: [{ id: 'a' }, { id: 'b' }], total: 57 });
    expect(url).toBe(`${TEST_API_BASE}/bookings/customer?page=2&tab=upcoming`);
  });
});
