import * as v from 'valibot';

import { AVAILABILITY_LIMITS } from './kinds';
import { availabilityRulesRequestSchema, resourceDraw, RULE_MESSAGES } from './rules';

const errors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
};
const schedule = (overrides: Record<string, unknown> = {}) => ({
  starts_on: '2026-06-01',
  weekdays: [1],
  start_times: ['10:00'],
  capacity: 10,
  ...overrides,
});

describe('availability rules', () => {
  it('reads a form: digits as numbers, times as HH:MM in order, weekdays in order, blanks as no limit', () => {
    const parsed = v.parse(availabilityRulesRequestSchema('tour'), {
      schedules: [schedule({ ends_on: '', weekdays: [7, 1, 3], start_times: ['15:00', '7:30'], capacity: '14' })],
      booking_window: { cutoff_hours: '12', min_notice_days: '', max_advance_days: '', min_people: '4' },
    });
    expect(parsed).toEqual({
      schedules: [{ starts_on: '2026-06-01', ends_on: null, weekdays: [1, 3, 7], start_times: ['07:30', '15:00'], capacity: 14 }],
      booking_window: { cutoff_hours: 12, min_notice_days: 0, max_advance_days: null, min_people: 4 },
      resources: [],
    });
    expect(v.parse(availabilityRulesRequestSchema(), {})).toEqual({
      schedules: [],
      booking_window: { cutoff_hours: 0, min_notice_days: 0, max_advance_days: null, min_people: null },
      resources: [],
    });
    // valibot's object alone would read a list as a window of defaults.
    expect(errors(availabilityRulesRequestSchema(), { booking_window: [1, 2] })).toEqual({
      booking_window: 'The booking window must be an object.',
    });
  });

  it('asks trips for start times and keeps rentals and rooms to whole days', () => {
    expect(errors(availabilityRulesRequestSchema('trek'), { schedules: [schedule({ start_times: [] })] })).toEqual({
      'schedules.0.start_times': RULE_MESSAGES.startTimesRequired,
    });
    expect(errors(availabilityRulesRequestSchema('hotel'), { schedules: [schedule()], booking_window: { min_people: 2 } })).toEqual({
      'schedules.0.start_times': RULE_MESSAGES.wholeDayOnly,
      'booking_window.min_people': RULE_MESSAGES.minPeopleTrips,
    });
    expect(errors(availabilityRulesRequestSchema('car_rental'), { schedules: [schedule({ start_times: [] })] })).toEqual({});
    // Without a type (the route's schema), both are accepted; the server checks again with the listing's type.
    expect(errors(availabilityRulesRequestSchema(), { schedules: [schedule({ start_times: [] }), schedule()] })).toEqual({});
  });

  it('refuses dates that do not exist, a season that ends before it starts, repeated days and times, and limits', () => {
    expect(
      errors(availabilityRulesRequestSchema('tour'), {
        schedules: [
          schedule({ starts_on: '2026-02-29' }),
          schedule({ ends_on: '2026-05-31' }),
          schedule({ weekdays: [1, 1], start_times: ['10:00', '10:00'], capacity: 0 }),
          schedule({ weekdays: [], capacity: 2.5 }),
        ],
        booking_window: { cutoff_hours: 721, max_advance_days: 0 },
      }),
    ).toEqual({
      'schedules.0.starts_on': 'Start date must be a real date (YYYY-MM-DD) between 2000 and 2099.',
      'schedules.1.ends_on': RULE_MESSAGES.endBeforeStart,
      'schedules.2.weekdays': 'Choose each day of the week once.',
      'schedules.2.start_times': 'Add each start time once.',
      'schedules.2.capacity': 'Capacity must be a whole number from 1 to 10000.',
      'schedules.3.weekdays': 'Choose at least one day of the week.',
      'schedules.3.capacity': 'Capacity must be a whole number from 1 to 10000.',
      'booking_window.cutoff_hours': 'Cut-off must be a whole number from 0 to 720.',
      'booking_window.max_advance_days': 'Furthest date must be a whole number from 1 to 1095.',
    });
    const many = Array.from({ length: AVAILABILITY_LIMITS.maxSchedules + 1 }, () => schedule());
    expect(errors(availabilityRulesRequestSchema(), { schedules: many })).toEqual({ schedules: 'Add at most 20 schedules.' });
  });

  it('uses each resource once, and draws units per booking or per group of people', () => {
    const id = '5d0c1a2e-8f7b-4c3d-9e6f-0a1b2c3d4e5f';
    expect(errors(availabilityRulesRequestSchema(), { resources: [{ resource_id: id }, { resource_id: id }] })).toEqual({
      resources: 'Use each resource once.',
    });
    const [link] = v.parse(availabilityRulesRequestSchema(), { resources: [{ resource_id: id }] }).resources;
    expect(link).toEqual({ resource_id: id, units: 1, people_per_unit: null });
    expect(resourceDraw(link!, 7)).toBe(1);
    expect(resourceDraw({ units: 1, people_per_unit: 4 }, 4)).toBe(1);
    expect(resourceDraw({ units: 1, people_per_unit: 4 }, 5)).toBe(2);
    expect(resourceDraw({ units: 2, people_per_unit: 4 }, 9)).toBe(6);
  });
});
