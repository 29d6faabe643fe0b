import * as v from 'valibot';

import { AvailabilityQuerySchema, dayStatusOf } from './calendar';
import { addDays, datesFrom, daysBetween, isCalendarDate, isoWeekday } from './dates';
import { AvailabilityExceptionRequestSchema, BulkAvailabilityRequestSchema, EXCEPTION_MESSAGES, exceptionAction } from './exceptions';

const errors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
};

describe('changes of dates', () => {
  it('reads a closure of one day, with its note trimmed, and says what a change does', () => {
    const closure = v.parse(AvailabilityExceptionRequestSchema, { from: '2027-03-10', closed: true, note: '  Eid holidays ' });
    expect(closure).toEqual({ from: '2027-03-10', to: '2027-03-10', closed: true, capacity: null, start_time: null, note: 'Eid holidays' });
    expect(exceptionAction(closure)).toBe('close');
    const slot = v.parse(AvailabilityExceptionRequestSchema, {
      from: '2027-03-10',
      to: '2027-03-12',
      closed: false,
      capacity: '4',
      start_time: '9:00',
      note: '',
    });
    expect([slot.capacity, slot.start_time, slot.note, exceptionAction(slot)]).toEqual([4, '09:00', null, 'capacity']);
    expect(exceptionAction(v.parse(AvailabilityExceptionRequestSchema, { from: '2027-03-10', closed: false }))).toBe('reopen');
  });

  it('refuses a range that runs backwards or is longer than 366 days, and a closure with a capacity', () => {
    expect(errors(AvailabilityExceptionRequestSchema, { from: '2027-03-10', to: '2027-03-09', closed: true, capacity: 3 })).toEqual({
      to: EXCEPTION_MESSAGES.toBeforeFrom,
      capacity: EXCEPTION_MESSAGES.closedWithCapacity,
    });
    expect(errors(AvailabilityExceptionRequestSchema, { from: '2027-01-01', to: '2027-12-31', closed: true })).toEqual({});
    expect(errors(AvailabilityExceptionRequestSchema, { from: '2027-01-01', to: '2028-01-01', closed: true })).toEqual({});
    expect(errors(AvailabilityExceptionRequestSchema, { from: '2027-01-01', to: '2028-01-02', closed: true })).toEqual({
      to: EXCEPTION_MESSAGES.tooLong,
    });
    expect(
      errors(AvailabilityExceptionRequestSchema, { from: '2027-01-01', closed: 'yes', start_time: '25:00', note: 'x'.repeat(201) }),
    ).toEqual({
      closed: 'Say whether the dates are closed (true or false).',
      start_time: 'Start time must be a time on the 24-hour clock (HH:MM).',
      note: 'Note must be at most 200 characters.',
    });
  });

  it('applies a bulk change to each listing once', () => {
    const id = '5D0C1A2E-8F7B-4C3D-9E6F-0A1B2C3D4E5F';
    const bulk = v.parse(BulkAvailabilityRequestSchema, { listing_ids: [id, id.toLowerCase()], from: '2027-03-10', closed: true });
    expect(bulk.listing_ids).toEqual([id.toLowerCase()]);
    expect(errors(BulkAvailabilityRequestSchema, { listing_ids: [], from: '2027-03-10', closed: true })).toEqual({
      listing_ids: 'Choose at least one listing.',
    });
  });
});

describe('the calendar', () => {
  it('asks for at most 366 days, forwards', () => {
    expect(errors(AvailabilityQuerySchema, { from: '2028-01-01', to: '2028-12-31' })).toEqual({});
    expect(errors(AvailabilityQuerySchema, { from: '2027-01-01', to: '2028-01-02' })).toEqual({ to: 'Ask for at most 366 days.' });
    expect(errors(AvailabilityQuerySchema, { from: '2027-01-02', to: '2027-01-01' })).toEqual({ to: 'to cannot be before from.' });
    expect(errors(AvailabilityQuerySchema, { from: '1999-12-31', to: '2027-01-01' })).toHaveProperty('from');
  });

  it('colours a day open, filling from half booked, full, or closed', () => {
    const slot = (capacity: number, booked: number, status: 'open' | 'full' | 'closed' = booked >= capacity ? 'full' : 'open') => ({
      capacity,
      booked,
      remaining: Math.max(0, capacity - booked),
      status,
    });
    expect(dayStatusOf([slot(10, 4), slot(10, 0)])).toBe('open');
    expect(dayStatusOf([slot(10, 6), slot(10, 4)])).toBe('filling');
    expect(dayStatusOf([slot(10, 10), slot(4, 4)])).toBe('full');
    expect(dayStatusOf([slot(10, 10), slot(10, 0, 'closed')])).toBe('full');
    expect(dayStatusOf([slot(10, 0, 'closed')])).toBe('closed');
    expect(dayStatusOf([])).toBe('closed');
  });

  it('counts calendar days without a time zone', () => {
    expect(['2028-02-29', '2027-02-29', '2026-13-01', '26-01-01', '2100-01-01'].map(isCalendarDate)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(daysBetween('2027-01-01', '2027-12-31')).toBe(364);
    expect([isoWeekday('2026-11-23'), isoWeekday('2026-11-29')]).toEqual([1, 7]);
    expect(datesFrom('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });
});
