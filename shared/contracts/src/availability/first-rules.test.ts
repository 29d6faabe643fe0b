import * as v from 'valibot';

import { LISTING_TYPES } from '../listing-types';
import { DEFAULT_GROUP_CAPACITY, DEFAULT_START_TIME, firstAvailabilityRules, parseMeetingTime, weekdaysOfChoice } from './first-rules';
import { availabilityRulesRequestSchema } from './rules';

const TODAY = '2026-11-23';

describe("a listing's first availability, from its wizard answers", () => {
  it('reads the time of day in the meeting times the wizards collect', () => {
    expect(
      ['10:00 am', '9:00 pm', '10:00 am on day 1', 'Day 1 at 9am', '16:00', '12:00 am', '12 pm', '7.30 p.m.'].map(parseMeetingTime),
    ).toEqual(['10:00', '21:00', '10:00', '09:00', '16:00', '00:00', '12:00', '19:30']);
    expect(['day 3', '25:00', '13 pm', '', undefined, 9].map(parseMeetingTime)).toEqual([null, null, null, null, null, null]);
  });

  it('turns the availability choices into days of the week', () => {
    expect(weekdaysOfChoice('Weekdays')).toEqual([1, 2, 3, 4, 5]);
    expect(weekdaysOfChoice('Weekends')).toEqual([6, 7]);
    for (const choice of ['Daily', 'All Days', 'Custom', 'Custom Schedule', undefined])
      expect(weekdaysOfChoice(choice)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('gives a tour its days, meeting time, places and minimum group from today, open-ended', () => {
    const rules = firstAvailabilityRules(
      'tour',
      { availability: 'Weekends', meeting_time: '9:00 pm', available_spots: '14', type: 'group', min_people: 4 },
      TODAY,
    );
    expect(rules).toEqual({
      schedules: [{ starts_on: TODAY, ends_on: null, weekdays: [6, 7], start_times: ['21:00'], capacity: 14 }],
      booking_window: { cutoff_hours: 0, min_notice_days: 0, max_advance_days: 365, min_people: 4 },
      resources: [],
    });
    expect(firstAvailabilityRules('tour', { type: 'private', min_people: 4 }, TODAY).booking_window.min_people).toBeNull();
  });

  it('maps each type: treks by slots, activities and experiences at least ten places, rentals one unit a day, rooms their count, a guide one group', () => {
    const first = (type: (typeof LISTING_TYPES)[number], meta: Record<string, unknown>) =>
      firstAvailabilityRules(type, meta, TODAY).schedules[0];
    expect(first('trek', { available_slots: 12, meeting_time_date: '6:00 am on day 1' })).toMatchObject({
      start_times: ['06:00'],
      capacity: 12,
    });
    expect(first('activity', { availability: 'Weekdays', min_people: 12, itinerary: [{ time: '09:30', title: 'Start' }] })).toMatchObject({
      weekdays: [1, 2, 3, 4, 5],
      start_times: ['09:30'],
      capacity: 12,
    });
    expect(first('experience', { min_people: 1, meeting_time_date: 'Evening' })).toMatchObject({
      start_times: [DEFAULT_START_TIME],
      capacity: DEFAULT_GROUP_CAPACITY,
    });
    expect(first('bike_rental', { availability: 'Weekdays' })).toMatchObject({ weekdays: [1, 2, 3, 4, 5], start_times: [], capacity: 1 });
    expect(first('hotel', { sleeps: 3 })).toMatchObject({ start_times: [], capacity: 1 });
    // A room type sells as many rooms as the hotel has of it (issue 34).
    expect(first('hotel', { sleeps: 3, room_count: 6 })).toMatchObject({ start_times: [], capacity: 6 });
    expect(first('tour_guide', { max_group_size: 12 })).toMatchObject({ start_times: [DEFAULT_START_TIME], capacity: 1 });
    expect(firstAvailabilityRules('trek', { set_availability: false }, TODAY).schedules).toEqual([]);
  });

  it('always gives rules the server accepts for the type, even from empty answers', () => {
    for (const type of LISTING_TYPES) {
      const result = v.safeParse(availabilityRulesRequestSchema(type), firstAvailabilityRules(type, {}, TODAY));
      expect([type, result.success]).toEqual([type, true]);
    }
  });
});
