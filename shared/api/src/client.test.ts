import * as v from 'valibot';
import { useSession } from '@portal/session';
import { ApiError, ContractError, call, callList, configureApi } from './client';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('api client', () => {
  const fetchMock = jest.fn<Promise<Response>, [Request]>();
  const onUnauthorized = jest.fn();

  beforeEach(() => {
    fetchMock.mockReset();
    onUnauthorized.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    configureApi({ baseUrl: 'http://api.test/api/v1', onUnauthorized });
    useSession.getState().signOut();
  });

  it('sends the bearer token of the session and parses the reply with its contract', async () => {
    useSession.getState().signIn({ token: 'tok', userId: 'u', supplierId: null });
    fetchMock.mockResolvedValue(json(200, { name: 'x', extra: true }));
    const reply = await call('things/1', v.object({ name: v.string() }));
    expect(reply).toEqual({ name: 'x' });
    const request = fetchMock.mock.calls[0]![0];
    expect(request.url).toBe('http://api.test/api/v1/things/1');
    expect(request.headers.get('Authorization')).toBe('Bearer tok');
  });

  it("turns an error reply into an ApiError with the server's message and field errors", async () => {
    fetchMock.mockResolvedValue(json(400, { message: 'Validation failed', errors: [{ field: 'email', message: 'bad' }] }));
    const failure = call('users/login', v.unknown(), { method: 'post', json: {} });
    await expect(failure).rejects.toEqual(new ApiError(400, 'Validation failed'));
    await expect(failure).rejects.toMatchObject({ status: 400, errors: [{ field: 'email', message: 'bad' }] });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports a refused token to the host, but not a failed sign-in', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Invalid email or password' }));
    await expect(call('users/login', v.unknown(), { method: 'post', json: {} })).rejects.toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    useSession.getState().signIn({ token: 'old', userId: 'u', supplierId: null });
    fetchMock.mockResolvedValue(json(401, { message: 'Your session has expired. Please sign in again.' }));
    await expect(call('users/u', v.unknown())).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('refuses a reply that does not match its contract', async () => {
    fetchMock.mockResolvedValue(json(200, { name: 42 }));
    await expect(call('things/1', v.object({ name: v.string() }))).rejects.toBeInstanceOf(ContractError);
  });

  it('answers status 0 with a connection message when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(call('things/1', v.unknown(), { retry: 0 })).rejects.toMatchObject({
      status: 0,
      message: 'Unable to connect to server. Please check your connection and try again.',
    });
  });

  it('reads a list page and its total from X-Total-Count, leaving out empty parameters', async () => {
    fetchMock.mockResolvedValue(json(200, [{ id: 'a' }, { id: 'b' }], { 'X-Total-Count': '57' }));
    const page = await callList('bookings/customer', v.object({ id: v.string() }), { page: 2, q: '', tab: 'upcoming', sort: undefined });
    expect(page).toEqual({ rows: [{ id: 'a' }, { id: 'b' }], total: 57 });
    expect(fetchMock.mock.calls[0]![0].url).toBe('http://api.test/api/v1/bookings/customer?page=2&tab=upcoming');
  });
});
