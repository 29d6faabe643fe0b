import * as v from 'valibot';

import { ACTIVITY_GROUPS, BIKE_GROUPS, CAR_GROUPS, EXPERIENCE_GROUPS, HOTEL_GROUPS, TOUR_GUIDE_GROUPS, TREK_GROUPS } from '../index';
import { URDU_MESSAGES } from './index';

/** What a schema says of a form left blank, or filled with what is not on its lists. */
const messagesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

const WRONG_CHOICES = {
  theme: 'x',
  difficulty_level: 'x',
  select_activity: 'x',
  availability: 'x',
  city_region: 'x',
  experience_type: 'x',
  bike_make: 'x',
  car_make: 'x',
  transmission: 'x',
  engine_capacity: 'x',
  fuel_type: 'x',
  bike_type: 'x',
  car_type: 'x',
  features: ['x'],
  amenities: ['x'],
  specialise_in: [],
  guide_since: 'x',
};

describe("the other wizards' validation messages in Urdu", () => {
  it.each([
    ['trek', TREK_GROUPS.basics],
    ['trek', TREK_GROUPS.highlights],
    ['activity', ACTIVITY_GROUPS.basics],
    ['experience', EXPERIENCE_GROUPS.about],
    ['bike', BIKE_GROUPS.about],
    ['car', CAR_GROUPS.about],
    ['hotel room', HOTEL_GROUPS.about],
    ['tour guide', TOUR_GUIDE_GROUPS.about],
  ] as const)('has an Urdu for each message of a %s step left blank or off its lists', (_, schema) => {
    const said = [...messagesOf(schema as v.GenericSchema, {}), ...messagesOf(schema as v.GenericSchema, WRONG_CHOICES)];
    expect(said.filter((message) => !(message in URDU_MESSAGES))).toEqual([]);
  });
});
