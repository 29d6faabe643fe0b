import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { AvailabilityDay, ListingStatus, ListingType } from '@portal/contracts';

import type { AvailabilityState, ExceptionRecord, ScheduleRecord, Usage } from './availability-state';
import { deriveDays } from './derive';
import { dayEnd, pakistanInstant } from './wall-clock';

let ids = 0;
const id = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;

const schedule = (s: Partial<ScheduleRecord> = {}): ScheduleRecord => ({
  schedule_id: id(),
  position: 0,
  starts_on: '2026-01-01',
  ends_on: null,
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  start_times: ['10:00'],
  capacity: 10,
  ...s,
});

let sequence = 0;
const change = (e: Partial<ExceptionRecord> & Pick<ExceptionRecord, 'starts_on' | 'ends_on'>): ExceptionRecord => ({
  exception_id: id(),
  start_time: null,
  closed: true,
  capacity: null,
  note: null,
  sequence: ++sequence,
  created_at: '2026-01-01T00:00:00Z',
  ...e,
});

function state(
  o: {
    type?: ListingType;
    status?: ListingStatus;
    schedules?: ScheduleRecord[];
    exceptions?: ExceptionRecord[];
    window?: Partial<AvailabilityState['window']>;
    span?: number;
    resources?: AvailabilityState['resources'];
  } = {},
): AvailabilityState {
  return {
    listing: {
      listing_id: 'L1',
      supplier_id: 'S1',
      listing_type: o.type ?? 'tour',
      status: o.status ?? 'approved',
      title: 'Hunza Valley Tour',
      span_days: o.span ?? 1,
    },
    window: { cutoff_hours: 0, min_notice_days: 0, max_advance_days: null, min_people: null, ...o.window },
    schedules: o.schedules ?? [schedule()],
    exceptions: o.exceptions ?? [],
    resources: o.resources ?? [],
  };
}

const noUsage: Usage = { slots: [], resources: [] };
/** Noon in Pakistan (07:00 UTC) on a date. */
const noonIn = (date: string) => new Date(`${date}T07:00:00Z`);

const derive = (s: AvailabilityState, from: string, to: string, now = noonIn('2026-03-02'), usage = noUsage) =>
  deriveDays({ state: s, usage, from, to, now });
const summary = (days: AvailabilityDay[]) =>
  days.map(
    (d) =>
      `${d.date} ${d.status}${d.closed_reason ? ` ${d.closed_reason}` : ''} ${d.slots.map((s) => `${s.start_time ?? 'day'}:${s.remaining}/${s.capacity}`).join(',')}`,
  );

describe('availability derivation', () => {
  it('gives each day of a season, on its weekdays, its start times and capacity; an open-ended season goes on', () => {
    const s = state({
      schedules: [
        schedule({ starts_on: '2026-03-01', ends_on: null, weekdays: [1, 3, 5], start_times: ['09:00', '15:00'], capacity: 12 }),
        // A later schedule wins where it covers a date: a summer season, weekends only, bigger.
        schedule({ position: 1, starts_on: '2026-03-07', ends_on: '2026-03-08', weekdays: [6, 7], start_times: ['08:00'], capacity: 20 }),
      ],
    });
    assert.deepEqual(summary(derive(s, '2026-03-02', '2026-03-09')), [
      '2026-03-02 open 09:00:0/12,15:00:12/12', // Monday: at noon 09:00 has started
      '2026-03-03 closed outside_schedule ',
      '2026-03-04 open 09:00:12/12,15:00:12/12',
      '2026-03-05 closed outside_schedule ',
      '2026-03-06 open 09:00:12/12,15:00:12/12',
      '2026-03-07 open 08:00:20/20',
      '2026-03-08 open 08:00:20/20',
      '2026-03-09 open 09:00:12/12,15:00:12/12',
    ]);
    const years = derive(s, '2027-12-27', '2027-12-27'); // still running in a year and a half
    assert.equal(years[0]!.status, 'open');
  });

  it('ends a season on its last day and starts it on its first', () => {
    const s = state({ schedules: [schedule({ starts_on: '2026-06-01', ends_on: '2026-06-30' })] });
    assert.deepEqual(
      derive(s, '2026-05-31', '2026-07-01')
        .filter((d) => d.status === 'open')
        .map((d) => d.date)
        .at(0),
      '2026-06-01',
    );
    assert.deepEqual(
      derive(s, '2026-05-31', '2026-07-01')
        .filter((d) => d.status === 'open')
        .map((d) => d.date)
        .at(-1),
      '2026-06-30',
    );
  });

  it('closes a day, a range, or one slot with a note, changes capacities apart from closures, and ends a closure by itself', () => {
    const s = state({
      schedules: [schedule({ start_times: ['09:00', '15:00'], capacity: 12 })],
      exceptions: [
        change({ starts_on: '2026-03-03', ends_on: '2026-03-05', note: 'Eid holidays' }),
        change({ starts_on: '2026-03-05', ends_on: '2026-03-05', start_time: '15:00', closed: false, capacity: 4, note: 'Small coaster' }),
        change({ starts_on: '2026-03-07', ends_on: '2026-03-07', start_time: '09:00', note: 'Road closed by landslide' }),
        change({ starts_on: '2026-03-08', ends_on: '2026-03-08', closed: false, capacity: 6 }),
      ],
    });
    const days = derive(s, '2026-03-02', '2026-03-08');
    assert.deepEqual(summary(days), [
      '2026-03-02 open 09:00:0/12,15:00:12/12',
      '2026-03-03 closed exception 09:00:0/12,15:00:0/12', // closed: nothing left to book, capacity kept
      '2026-03-04 closed exception 09:00:0/12,15:00:0/12',
      '2026-03-05 closed exception 09:00:0/12,15:00:0/4',
      '2026-03-06 open 09:00:12/12,15:00:12/12', // the closure ended by itself
      '2026-03-07 open 09:00:0/12,15:00:12/12',
      '2026-03-08 open 09:00:6/6,15:00:6/6',
    ]);
    assert.equal(days[1]!.note, 'Eid holidays');
    // The closure is the newest change of the 15:00 slot's kind 'closed'; its capacity is the newer change's.
    assert.deepEqual(
      days[3]!.slots.map((x) => [x.status, x.closed_reason, x.note, x.capacity]),
      [
        ['closed', 'exception', 'Eid holidays', 12],
        ['closed', 'exception', 'Eid holidays', 4],
      ],
    );
    assert.deepEqual(
      days[5]!.slots.map((x) => [x.status, x.closed_reason, x.note]),
      [
        ['closed', 'exception', 'Road closed by landslide'],
        ['open', null, null],
      ],
    );
    assert.equal(days[5]!.slots[0]!.exception_id, s.exceptions[2]!.exception_id);
  });

  it('counts what is booked: remaining, full, filling, and a group below its minimum', () => {
    const s = state({ schedules: [schedule({ start_times: ['09:00', '15:00'], capacity: 10 })], window: { min_people: 4 } });
    const usage: Usage = {
      slots: [
        { slot_date: '2026-03-03', start_time: '09:00', capacity: 10, booked: 10 },
        { slot_date: '2026-03-03', start_time: '15:00', capacity: 10, booked: 10 },
        { slot_date: '2026-03-04', start_time: '09:00', capacity: 10, booked: 8 },
        { slot_date: '2026-03-04', start_time: '15:00', capacity: 10, booked: 3 },
        { slot_date: '2026-03-05', start_time: '09:00', capacity: 10, booked: 2 },
      ],
      resources: [],
    };
    const [mar3, mar4, mar5] = derive(s, '2026-03-03', '2026-03-05', noonIn('2026-03-02'), usage);
    assert.deepEqual([mar3!.status, mar3!.booked, mar3!.remaining, mar3!.closed_reason], ['full', 20, 0, null]);
    assert.deepEqual([mar4!.status, mar4!.booked, mar4!.remaining], ['filling', 11, 9]);
    assert.deepEqual(
      mar4!.slots.map((x) => x.below_minimum),
      [false, true],
    );
    assert.deepEqual([mar5!.status, mar5!.remaining], ['open', 18]);
  });

  it('closes past slots and days, and those past their cut-off, in Pakistan time', () => {
    const s = state({ schedules: [schedule({ start_times: ['09:00', '15:00'] })], window: { cutoff_hours: 2 } });
    // 12:30 in Pakistan: 09:00 has started; 15:00 sold until 13:00.
    const [today] = derive(s, '2026-03-02', '2026-03-02', new Date('2026-03-02T07:30:00Z'));
    assert.deepEqual(
      today!.slots.map((x) => x.closed_reason),
      ['started', null],
    );
    assert.equal(today!.slots[1]!.bookable_until, '2026-03-02T08:00:00.000Z');
    // 13:00 in Pakistan: 15:00 is past its cut-off; the day reads as such.
    const [later] = derive(s, '2026-03-02', '2026-03-02', new Date('2026-03-02T08:00:00Z'));
    assert.deepEqual(
      [later!.status, later!.closed_reason, later!.slots.map((x) => x.closed_reason)],
      ['closed', 'cutoff', ['started', 'cutoff']],
    );
    const [yesterday] = derive(s, '2026-03-01', '2026-03-01', new Date('2026-03-02T07:30:00Z'));
    assert.equal(yesterday!.closed_reason, 'past');
  });

  it('says today has started, not that it is past, once its last departure has left', () => {
    const s = state({ schedules: [schedule({ start_times: ['09:00'] })] });
    // 17:00 in Pakistan.
    const [yesterday, today] = derive(s, '2026-03-01', '2026-03-02', new Date('2026-03-02T12:00:00Z'));
    assert.deepEqual([today!.status, today!.closed_reason], ['closed', 'started']);
    assert.equal(yesterday!.closed_reason, 'past');
  });

  it('leaves nothing to book on a closed day, which keeps its capacity and bookings', () => {
    const s = state({
      schedules: [schedule({ start_times: ['09:00', '15:00'], capacity: 10 })],
      exceptions: [change({ starts_on: '2026-03-04', ends_on: '2026-03-04', note: 'Eid holidays' })],
      window: { max_advance_days: 3 },
    });
    const usage: Usage = { slots: [{ slot_date: '2026-03-04', start_time: '09:00', capacity: 10, booked: 3 }], resources: [] };
    // 12:30 in Pakistan on the 2nd: 09:00 has started, 15:00 sells; the 4th is closed; the 6th is beyond the furthest date.
    const [today, , closed, , beyond] = derive(s, '2026-03-02', '2026-03-06', new Date('2026-03-02T07:30:00Z'), usage);
    assert.deepEqual(
      today!.slots.map((x) => [x.capacity, x.remaining]),
      [
        [10, 0],
        [10, 10],
      ],
    );
    assert.deepEqual([today!.capacity, today!.remaining], [20, 10]);
    assert.deepEqual([closed!.status, closed!.capacity, closed!.booked, closed!.remaining], ['closed', 20, 3, 0]);
    assert.deepEqual(
      closed!.slots.map((x) => x.remaining),
      [0, 0],
    );
    assert.deepEqual([beyond!.closed_reason, beyond!.remaining], ['booking_window', 0]);
  });

  it("applies the cut-off and the minimum notice around Pakistan's midnight, not UTC's", () => {
    // A 01:00 departure with a 2-hour cut-off stops selling at 23:00 the day before (18:00 UTC).
    const night = state({ schedules: [schedule({ start_times: ['01:00'] })], window: { cutoff_hours: 2 } });
    assert.equal(derive(night, '2026-03-10', '2026-03-10', new Date('2026-03-09T17:59:00Z'))[0]!.status, 'open');
    assert.equal(derive(night, '2026-03-10', '2026-03-10', new Date('2026-03-09T18:00:00Z'))[0]!.closed_reason, 'cutoff');
    // A room needs a day's notice: at 23:59 in Pakistan (18:59 UTC) tomorrow sells; at 00:00 (19:00 UTC, still the 9th in UTC) it is today.
    const room = state({ type: 'hotel', schedules: [schedule({ start_times: [] })], window: { min_notice_days: 1 } });
    assert.equal(derive(room, '2026-03-10', '2026-03-10', new Date('2026-03-09T18:59:00Z'))[0]!.status, 'open');
    assert.equal(derive(room, '2026-03-10', '2026-03-10', new Date('2026-03-09T19:00:00Z'))[0]!.closed_reason, 'booking_window');
    // A whole day sells until it ends, less the cut-off: 6 hours before midnight is 18:00 in Pakistan.
    const sameDay = state({ type: 'bike_rental', schedules: [schedule({ start_times: [] })], window: { cutoff_hours: 6 } });
    const [bike] = derive(sameDay, '2026-03-10', '2026-03-10', new Date('2026-03-10T12:59:00Z'));
    assert.deepEqual(
      [bike!.status, bike!.slots[0]!.start_time, bike!.slots[0]!.bookable_until],
      ['open', null, '2026-03-10T13:00:00.000Z'],
    );
    assert.equal(derive(sameDay, '2026-03-10', '2026-03-10', new Date('2026-03-10T13:00:00Z'))[0]!.closed_reason, 'cutoff');
  });

  it('sells up to the furthest date and no further', () => {
    const s = state({ window: { max_advance_days: 30 } });
    // Thirty days after 2 March is 1 April.
    const days = derive(s, '2026-04-01', '2026-04-03', noonIn('2026-03-02'));
    assert.deepEqual(
      days.map((d) => d.closed_reason),
      [null, 'booking_window', 'booking_window'],
    );
  });

  it('sells nothing of a deactivated listing, one under review or one the team did not approve, and nothing without a schedule', () => {
    assert.deepEqual(
      derive(state({ status: 'rejected' }), '2026-03-03', '2026-03-03').map((d) => d.closed_reason),
      ['deactivated'],
    );
    assert.deepEqual(
      derive(state({ status: 'not_approved' }), '2026-03-03', '2026-03-03').map((d) => d.closed_reason),
      ['not_approved'],
    );
    assert.deepEqual(
      derive(state({ status: 'pending_review' }), '2026-03-03', '2026-03-03').map((d) => d.closed_reason),
      ['under_review'],
    );
    assert.deepEqual(
      derive(state({ status: 'edit_pending_review' }), '2026-03-03', '2026-03-03').map((d) => d.status),
      ['open'],
    );
    const none = derive(state({ schedules: [] }), '2026-03-03', '2026-03-04');
    assert.deepEqual(
      none.map((d) => [d.status, d.closed_reason, d.slots.length]),
      [
        ['closed', 'outside_schedule', 0],
        ['closed', 'outside_schedule', 0],
      ],
    );
  });

  it('closes a slot whose shared resource is used up on any day the booking would last', () => {
    const jeeps = { resource_id: 'R1', name: 'Jeeps', resource_units: 8, units: 2, people_per_unit: 4 };
    const s = state({ span: 3, resources: [jeeps] });
    const usage: Usage = { slots: [], resources: [{ resource_id: 'R1', usage_date: '2026-03-06', capacity: 8, used: 7 }] };
    const days = derive(s, '2026-03-02', '2026-03-07', noonIn('2026-03-01'), usage);
    // A 3-day trip from the 4th, 5th or 6th needs the jeeps of the 6th, where 1 is left and a booking takes 2.
    assert.deepEqual(
      days.map((d) => d.closed_reason),
      [null, null, 'pool_exhausted', 'pool_exhausted', 'pool_exhausted', null],
    );
    assert.deepEqual(days[4]!.resources, [{ resource_id: 'R1', name: 'Jeeps', units: 8, used: 7, remaining: 1 }]);
  });

  it('keeps a past day at the capacity it was sold with, and shows bookings of a slot no longer on the schedule', () => {
    const s = state({ schedules: [schedule({ start_times: ['10:00'], capacity: 6 })] });
    const usage: Usage = {
      slots: [
        { slot_date: '2026-03-01', start_time: '10:00', capacity: 14, booked: 9 },
        { slot_date: '2026-03-04', start_time: '07:00', capacity: 8, booked: 3 },
      ],
      resources: [],
    };
    const [past, , , later] = derive(s, '2026-03-01', '2026-03-04', noonIn('2026-03-02'), usage);
    assert.deepEqual(
      past!.slots.map((x) => [x.capacity, x.booked, x.closed_reason]),
      [[14, 9, 'past']],
    );
    assert.deepEqual(
      later!.slots.map((x) => [x.start_time, x.booked, x.closed_reason]),
      [
        ['07:00', 3, 'outside_schedule'],
        ['10:00', 0, null],
      ],
    );
  });
});

describe('the wall clock of Pakistan', () => {
  it('places times of day at UTC+5 and a day end at the next midnight there', () => {
    assert.equal(pakistanInstant('2026-03-10', '00:30').toISOString(), '2026-03-09T19:30:00.000Z');
    assert.equal(dayEnd('2026-12-31').toISOString(), '2026-12-31T19:00:00.000Z');
  });

  it('follows the time zone database, summer time of 2008 included', () => {
    assert.equal(pakistanInstant('2008-07-01', '12:00').toISOString(), '2008-07-01T06:00:00.000Z');
  });
});
