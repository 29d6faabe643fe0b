import type { AgeLimits, DurationUnit } from './entries';
import { choice } from './fields';

/**
 * Choices and limits that several listing types share (spec/listings.md sections 3, 5 and 9).
 * A choice list named *_SUGGESTIONS is what the original portal offered in a select; the field
 * itself takes any text, because the spec's short lists (two start cities, three destinations)
 * cannot name the places a real operator starts from.
 */

/** meta_data.type of tours and treks: the Group/Private column and filters of My Listings. */
export const GROUP_TYPES = ['group', 'private'] as const;
export type GroupType = (typeof GROUP_TYPES)[number];
export const groupTypeField = () => choice(GROUP_TYPES, 'Choose group or private.');

/**
 * Who a tour or trek is for: the 'For international tourists' and 'For local tourists' filters
 * of My Listings (the original kept this on the screen only; ARCHITECTURE.md section 4).
 */
export const AUDIENCES = ['local', 'international'] as const;
export type Audience = (typeof AUDIENCES)[number];
export const AUDIENCE_LABELS: Record<Audience, string> = { local: 'Local tourists', international: 'International tourists' };
export const audienceField = () => choice(AUDIENCES, 'Choose local or international tourists.');

/** Languages of the trip wizards (spec section 9). */
export const TRIP_LANGUAGES = ['English', 'Urdu'] as const;

export const DIFFICULTY_LEVELS = ['Easy', 'Moderate', 'Challenging', 'Extreme'] as const;

/** When an activity or a tour runs. */
export const AVAILABILITY = ['Daily', 'Weekdays', 'Weekends', 'Custom'] as const;

/** Start cities, destinations and meeting times the trip wizards offer (spec section 9). */
export const START_CITY_SUGGESTIONS = ['Lahore', 'Karachi'] as const;
export const DESTINATION_SUGGESTIONS = ['Hunza', 'Skardu', 'Islamabad'] as const;
export const MEETING_TIME_SUGGESTIONS = ['9:00 pm', '10:00 am'] as const;

/**
 * Age ranges of the tour, trek, activity and experience wizards: youngest and oldest each 0-99,
 * the youngest not above the oldest. It holds every age the spec offers (0-17 and 1-82 in section
 * 5, 0-17 and 1-18 in section 9); the spec's 18 made an adult trek read 'Age range 16-18' (issue 34).
 */
export const AGE_LIMITS: AgeLimits = { min: [0, 99], max: [0, 99] };

/** Durations up to 30 units (spec section 5 for activities; the longest treks take three weeks). */
export const MAX_DURATION = 30;
export const TRIP_DURATION_UNITS: readonly DurationUnit[] = ['days', 'hours'];

/** People per booking (spec section 5: 1 to 50). */
export const MAX_PEOPLE = 50;
