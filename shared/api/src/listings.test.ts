import { configureApi } from './client';
import { deactivateListing, deleteListing, getListing, listEditLogs, listMyListings, patchListing } from './listings';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const row = {
  listing_id: '3f2a9c1e-0000-4000-8000-0000000000b7',
  listing_type: 'tour',
  title: 'Hunza Valley Tour',
  price: 45_000,
  status: 'approved',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  bookings: 3,
  group_type: 'group',
  audience: 'local',
  meta_data: { type: 'group' },
  cover_photo: null,
  review: null,
};

describe('listings API functions', () => {
  const fetchMock = jest.fn<Promise<Response>, [Request]>();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    configureApi({ baseUrl: 'http://api.test/api/v1' });
  });
  const sent = () => fetchMock.mock.calls.at(-1)![0];

  it('asks for a page with the ticked filters only and reads the total', async () => {
    fetchMock.mockResolvedValue(json(200, [row], { 'X-Total-Count': '41' }));
    const page = await listMyListings({ status: 'live', tours: true, treks: false, q: '', sort: 'price_desc', page: 2 });
    expect(page).toEqual({ rows: [row], total: 41 });
    expect(sent().url).toBe('http://api.test/api/v1/listings/my-listings?status=live&tours=true&sort=price_desc&page=2');
  });

  it("deactivates with PUT {status: 'rejected'} and patches with PATCH", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        message: 'Validation failed',
        errors: [{ field: 'meta_data.sleeps', message: 'Sleeps must be a whole number from 1 to 4.' }],
      }),
    );
    await expect(patchListing(row.listing_id, { meta_data: { sleeps: 9 } })).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'meta_data.sleeps' }],
    });
    expect(sent().method).toBe('PATCH');
    let body: unknown;
    fetchMock.mockImplementation(async (request) => {
      body = await request.clone().json();
      return json(404, { message: 'Listing not found' });
    });
    await expect(deactivateListing(row.listing_id)).rejects.toMatchObject({ status: 404, message: 'Listing not found' });
    expect([sent().method, body]).toEqual(['PUT', { status: 'rejected' }]);
  });

  it('refuses a listing reply whose meta_data does not match its type', async () => {
    fetchMock.mockResolvedValue(
      json(200, { ...row, description: '', meta_data: { photos: 'none' }, partner_id: 'p', live: null, pending_changes: [] }),
    );
    await expect(getListing(row.listing_id)).rejects.toThrow(/Unexpected reply from listings\//);
  });

  it("passes on the server's 409 when a listing with upcoming bookings is deleted", async () => {
    fetchMock.mockResolvedValue(json(409, { message: 'This listing has upcoming bookings and cannot be deleted.' }));
    await expect(deleteListing(row.listing_id)).rejects.toMatchObject({ status: 409 });
    expect(sent().method).toBe('DELETE');
  });

  it('reads the edit logs', async () => {
    const log = {
      log_id: 'l',
      listing_id: row.listing_id,
      edit_type: 'status_change',
      edited_by: 'admin',
      editor: 'Marketplace team',
      edited_fields: { status: { old: 'approved', new: 'rejected' } },
      changes: [{ field: 'status', old: 'approved', new: 'rejected' }],
      source: 'server',
      note: null,
      note_field: null,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    fetchMock.mockResolvedValue(json(200, [log]));
    expect(await listEditLogs(row.listing_id)).toEqual([log]);
    expect(sent().url).toBe(`http://api.test/api/v1/listings-edit-logs/listing/${row.listing_id}`);
  });
});
