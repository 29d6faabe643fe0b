import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';

import type { AvailabilityRulesInput } from '@portal/contracts';
import {
  apiFailure,
  availabilityCalendar,
  availabilityDay,
  availabilityException,
  availabilityRules,
  availabilitySlot,
  inTurn,
  LISTING_ID,
  mockApi,
  resource,
} from '@portal/testing';

import {
  addAvailabilityException,
  availabilityMutations,
  availabilityQueries,
  deleteResource,
  getAvailability,
  putAvailabilityRules,
  resourceMutations,
  resourceQueries,
} from './availability';
import { createPortalQueryClient } from './query-client';

describe('availability API functions', () => {
  it('asks for the days of a range and parses them', async () => {
    const calendar = availabilityCalendar();
    const calls = mockApi.getAvailability(calendar);
    expect(await getAvailability(LISTING_ID, '2026-12-01', '2026-12-01')).toEqual(calendar);
    expect([calls.last().params, calls.last().query]).toEqual([{ id: LISTING_ID }, { from: '2026-12-01', to: '2026-12-01' }]);
  });

  it('refuses a calendar reply with a reason the contract does not know', async () => {
    const odd = availabilityCalendar({ days: [availabilityDay({ slots: [availabilitySlot({ closed_reason: 'holiday' as 'past' })] })] });
    mockApi.getAvailability(odd);
    await expect(getAvailability(LISTING_ID, '2026-12-01', '2026-12-01')).rejects.toThrow(/Unexpected reply from listings\//);
  });

  it("sends the rules with PUT and passes on the server's 409 with the number booked", async () => {
    const message = '12 people are already booked on 2026-12-18 at 10:00: the capacity cannot go below 12.';
    const calls = mockApi.putAvailabilityRules(apiFailure(409, message));
    const rules: AvailabilityRulesInput = {
      schedules: [{ starts_on: '2026-12-01', weekdays: [1, 2], start_times: ['10:00'], capacity: 8 }],
    };
    await expect(putAvailabilityRules(LISTING_ID, rules)).rejects.toMatchObject({ status: 409, message });
    expect(calls.last().body).toEqual(rules);
  });

  it('posts a closure and reads the stored change with the listing’s changes', async () => {
    const change = availabilityException();
    const calls = mockApi.addAvailabilityException({ exception: change, exceptions: [change] });
    expect(
      await addAvailabilityException(LISTING_ID, { from: '2027-03-10', to: '2027-03-12', closed: true, note: 'Eid holidays' }),
    ).toEqual({ exception: change, exceptions: [change] });
    expect(calls.last().body).toEqual({ from: '2027-03-10', to: '2027-03-12', closed: true, note: 'Eid holidays' });
  });

  it('deletes a resource, or tells which listings still use it', async () => {
    mockApi.deleteResource(apiFailure(409, 'Jeeps is used by Hunza Valley 5-Day Tour. Remove it from their availability first.'));
    await expect(deleteResource('r1')).rejects.toMatchObject({ status: 409 });
  });
});

describe('availability queries and mutations', () => {
  it('refreshes a shown calendar after a change of dates, and stores the rules a PUT answers', async () => {
    const client = createPortalQueryClient();
    const reads = mockApi.getAvailability(
      inTurn(
        availabilityCalendar(),
        availabilityCalendar({ days: [availabilityDay({ status: 'closed', closed_reason: 'exception', slots: [] })] }),
      ),
    );
    const screen = new QueryObserver(client, availabilityQueries.calendar(LISTING_ID, '2026-12-01', '2026-12-01'));
    const unsubscribe = screen.subscribe(() => undefined);
    await waitFor(() => expect(screen.getCurrentResult().data?.days[0]?.status).toBe('open'));
    mockApi.addAvailabilityException({ exception: availabilityException(), exceptions: [availabilityException()] });
    await new MutationObserver(client, availabilityMutations.addException()).mutate({
      listingId: LISTING_ID,
      change: { from: '2026-12-01', closed: true },
    });
    await waitFor(() => expect(screen.getCurrentResult().data?.days[0]?.status).toBe('closed'));
    expect(reads.count).toBe(2);
    unsubscribe();

    const rules = availabilityRules({ booking_window: { cutoff_hours: 2, min_notice_days: 0, max_advance_days: null, min_people: null } });
    mockApi.putAvailabilityRules(rules);
    await new MutationObserver(client, availabilityMutations.putRules()).mutate({ listingId: LISTING_ID, rules: { schedules: [] } });
    expect(client.getQueryData(availabilityQueries.rules(LISTING_ID).queryKey)).toEqual(rules);
  });

  it('refreshes the resources and the calendars when a resource is resized', async () => {
    const client = createPortalQueryClient();
    const reads = mockApi.listResources(inTurn([resource()], [resource({ units: 6 })]));
    const list = new QueryObserver(client, resourceQueries.list());
    const unsubscribe = list.subscribe(() => undefined);
    await waitFor(() => expect(list.getCurrentResult().data?.[0]?.units).toBe(8));
    mockApi.updateResource(resource({ units: 6 }));
    await new MutationObserver(client, resourceMutations.update()).mutate({
      resourceId: resource().resource_id,
      resource: { name: 'Jeeps', units: 6 },
    });
    await waitFor(() => expect(list.getCurrentResult().data?.[0]?.units).toBe(6));
    expect(reads.count).toBe(2);
    expect(client.getQueryData(resourceQueries.detail(resource().resource_id).queryKey)).toEqual(resource({ units: 6 }));
    unsubscribe();
  });
});
