import type { AvailabilityRulesInput } from '@portal/contracts';
import { addAvailabilityException, deleteResource, getAvailability, putAvailabilityRules } from './availability';
import { configureApi } from './client';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const LISTING = '3f2a9c1e-0000-4000-8000-0000000000b7';

const slot = {
  start_time: '10:00', capacity: 14, booked: 4, remaining: 10, status: 'open', closed_reason: null, note: null, exception_id: null,
  bookable_until: '2026-12-01T05:00:00.000Z', below_minimum: false,
};
const calendarReply = {
  listing_id: LISTING, listing_type: 'tour', listing_status: 'approved', title: 'Hunza Valley 5-Day Tour', slot_kind: 'start_times',
  capacity_unit: 'people', time_zone: 'Asia/Karachi', today: '2026-11-23', from: '2026-12-01', to: '2026-12-01', has_schedule: true, min_people: 4,
  days: [{ date: '2026-12-01', weekday: 2, status: 'open', closed_reason: null, note: null, capacity: 14, booked: 4, remaining: 10, slots: [slot], resources: [] }],
};

describe('availability API functions', () => {
  const fetchMock = jest.fn<Promise<Response>, [Request]>();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    configureApi({ baseUrl: 'http://api.test/api/v1' });
  });
  const sent = () => fetchMock.mock.calls.at(-1)![0];

  it('asks for the days of a range and parses them', async () => {
    fetchMock.mockResolvedValue(json(200, calendarReply));
    expect(await getAvailability(LISTING, '2026-12-01', '2026-12-01')).toEqual(calendarReply);
    expect(sent().url).toBe(`http://api.test/api/v1/listings/${LISTING}/availability?from=2026-12-01&to=2026-12-01`);
  });

  it('refuses a calendar reply with a reason the contract does not know', async () => {
    fetchMock.mockResolvedValue(json(200, { ...calendarReply, days: [{ ...calendarReply.days[0], slots: [{ ...slot, closed_reason: 'holiday' }] }] }));
    await expect(getAvailability(LISTING, '2026-12-01', '2026-12-01')).rejects.toThrow(/Unexpected reply from listings\//);
  });

  it("sends the rules with PUT and passes on the server's 409 with the number booked", async () => {
    let body: unknown;
    fetchMock.mockImplementation(async (request) => {
      body = await request.clone().json();
      return json(409, { message: '12 people are already booked on 2026-12-18 at 10:00: the capacity cannot go below 12.' });
    });
    const rules: AvailabilityRulesInput = { schedules: [{ starts_on: '2026-12-01', weekdays: [1, 2], start_times: ['10:00'], capacity: 8 }] };
    await expect(putAvailabilityRules(LISTING, rules)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/^12 people are already booked/) as unknown });
    expect([sent().method, body]).toEqual(['PUT', rules]);
  });

  it('posts a closure and reads the stored change with the listing’s changes', async () => {
    const change = { exception_id: 'e1', from: '2027-03-10', to: '2027-03-12', closed: true, capacity: null, start_time: null, note: 'Eid holidays', created_at: '2026-11-23T00:00:00.000Z' };
    fetchMock.mockResolvedValue(json(201, { exception: change, exceptions: [change] }));
    expect(await addAvailabilityException(LISTING, { from: '2027-03-10', to: '2027-03-12', closed: true, note: 'Eid holidays' })).toEqual({ exception: change, exceptions: [change] });
    expect([sent().method, sent().url]).toEqual(['POST', `http://api.test/api/v1/listings/${LISTING}/availability/exceptions`]);
  });

  it('deletes a resource, or tells which listings still use it', async () => {
    fetchMock.mockResolvedValue(json(409, { message: 'Jeeps is used by Hunza Valley 5-Day Tour. Remove it from their availability first.' }));
    await expect(deleteResource('r1')).rejects.toMatchObject({ status: 409 });
    expect([sent().method, sent().url]).toEqual(['DELETE', 'http://api.test/api/v1/resources/r1']);
  });
});
