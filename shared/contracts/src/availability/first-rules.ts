import type { ListingType } from '../listing-types';
import { readWholeNumber } from '../listings/fields';
import { AVAILABILITY_LIMITS as L, SLOT_KIND, type Weekday, WEEKDAYS } from './kinds';
import type { AvailabilityRulesRequest } from './rules';

/** A departure time when the wizard's answers name none. */
export const DEFAULT_START_TIME = '09:00';
/** Places per departure of an activity or experience, whose wizards ask none (at least its minimum group). */
export const DEFAULT_GROUP_CAPACITY = 10;
/** How far ahead a new listing sells until its supplier says otherwise. */
export const DEFAULT_MAX_ADVANCE_DAYS = 365;

/** The wizards' availability choices (Daily, Weekdays, Weekends, All Days, Custom, Custom Schedule) as days of the week. */
export function weekdaysOfChoice(choice: unknown): Weekday[] {
  if (choice === 'Weekdays') return [1, 2, 3, 4, 5];
  if (choice === 'Weekends') return [6, 7];
  // Daily and All Days; Custom means the supplier sets the days in Manage Availability, from every day.
  return [...WEEKDAYS];
}

/**
 * The first time of day in a wizard's meeting time ('10:00 am', '9:00 pm', '10:00 am on day 1',
 * '16:00', '9am') as 'HH:MM'; null when it holds none.
 */
export function parseMeetingTime(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const pattern = /(?:^|[^\d])(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?(?![\d])/gi;
  for (const match of text.matchAll(pattern)) {
    const [, hourText, minuteText, meridiem] = match;
    // A bare number ('day 1') is not a time: it needs minutes or am/pm.
    if (minuteText === undefined && meridiem === undefined) continue;
    let hour = Number(hourText);
    const minute = Number(minuteText ?? 0);
    if (minute > 59) continue;
    if (meridiem) {
      if (hour < 1 || hour > 12) continue;
      const pm = meridiem.toLowerCase().startsWith('p');
      hour = (hour % 12) + (pm ? 12 : 0);
    } else if (hour > 23) continue;
    return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  }
  return null;
}

const numberOf = (value: unknown): number | null => {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const n = readWholeNumber(value);
  return n === null || Number.isNaN(n) ? null : n;
};

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

type Meta = Record<string, unknown>;

function firstItineraryTime(meta: Meta): unknown {
  const [first] = Array.isArray(meta.itinerary) ? (meta.itinerary as { time?: unknown }[]) : [];
  return first?.time;
}

/** Each type's answers: when it sells, at what time, how many places. */
const ANSWERS: Record<ListingType, (meta: Meta) => { days: unknown; time: unknown; capacity: number | null }> = {
  tour: (m) => ({ days: m.availability, time: m.meeting_time, capacity: numberOf(m.available_spots) }),
  trek: (m) => ({ days: 'Daily', time: m.meeting_time_date, capacity: numberOf(m.available_slots) }),
  activity: (m) => ({
    days: m.availability,
    time: firstItineraryTime(m),
    capacity: Math.max(DEFAULT_GROUP_CAPACITY, numberOf(m.min_people) ?? 1),
  }),
  experience: (m) => ({
    days: 'Daily',
    time: m.meeting_time_date,
    capacity: Math.max(DEFAULT_GROUP_CAPACITY, numberOf(m.min_people) ?? 1),
  }),
  // One guide leads one group at a time; one bike or car is one unit; a hotel room type sells its rooms.
  tour_guide: () => ({ days: 'Daily', time: null, capacity: 1 }),
  bike_rental: (m) => ({ days: m.availability, time: null, capacity: 1 }),
  car_rental: (m) => ({ days: m.availability, time: null, capacity: 1 }),
  hotel: (m) => ({ days: 'Daily', time: null, capacity: numberOf(m.room_count) }),
};

/** The smallest group a departure runs with: group trips', activities' and experiences' minimum above one. */
function minimumGroup(type: ListingType, meta: Meta): number | null {
  if (type !== 'tour' && type !== 'trek' && type !== 'activity' && type !== 'experience') return null;
  if ((type === 'tour' || type === 'trek') && meta.type !== 'group') return null;
  const min = numberOf(meta.min_people);
  return min !== null && min > 1 ? clamp(min, 1, L.maxMinPeople) : null;
}

/**
 * A new listing's first availability, from its wizard's 'Pricing & Availability' answers
 * (meta_data), so it sells once approved: one open-ended schedule from `today` on the days the
 * answers name, at the meeting time (trips) or for the whole day (rentals, rooms), with the
 * places the wizard asked for. A wizard's 'Set availability' left off gives no schedule.
 */
export function firstAvailabilityRules(type: ListingType, meta: Meta, today: string): AvailabilityRulesRequest {
  const answers = ANSWERS[type](meta);
  const wholeDay = SLOT_KIND[type] === 'whole_day';
  const schedule = {
    starts_on: today,
    ends_on: null,
    weekdays: weekdaysOfChoice(answers.days),
    start_times: wholeDay ? [] : [parseMeetingTime(answers.time) ?? DEFAULT_START_TIME],
    capacity: clamp(answers.capacity ?? 1, 1, L.maxCapacity),
  };
  return {
    schedules: meta.set_availability === false ? [] : [schedule],
    booking_window: {
      cutoff_hours: 0,
      min_notice_days: 0,
      max_advance_days: DEFAULT_MAX_ADVANCE_DAYS,
      min_people: minimumGroup(type, meta),
    },
    resources: [],
  };
}
