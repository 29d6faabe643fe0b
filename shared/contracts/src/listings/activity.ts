import * as v from 'valibot';

import { AGE_LIMITS, AVAILABILITY, DIFFICULTY_LEVELS, MAX_DURATION, MAX_PEOPLE, TRIP_LANGUAGES } from './common-fields';
import { ageRange, duration, DURATION_UNITS } from './entries';
import { choice, choices, flag, META_OBJECT_MESSAGE, wholeNumber } from './fields';
import {
  activityPricingGroup,
  FAQ_LIMITS,
  faqsGroup,
  highlightsGroup,
  importantInfoGroup,
  inclusionsGroup,
  itineraryGroup,
  mediaGroup,
  titleOverviewGroup,
} from './groups';

/** Activity meta_data (spec/listings.md section 3 'Activity meta_data'). */

export const ACTIVITY_CHOICES = {
  select_activity: ['Hiking', 'Kayaking', 'Cultural', 'Adventure', 'Wildlife'],
  difficulty_level: DIFFICULTY_LEVELS,
  availability: AVAILABILITY,
  /** The spec's six cities, then the northern areas and other places activities run from (issue 34). */
  city_region: [
    'Lahore',
    'Karachi',
    'Islamabad',
    'Rawalpindi',
    'Faisalabad',
    'Multan',
    'Hunza',
    'Skardu',
    'Gilgit',
    'Khaplu',
    'Astore',
    'Fairy Meadows',
    'Swat',
    'Naran',
    'Kaghan',
    'Chitral',
    'Kalash Valleys',
    'Murree',
    'Nathia Gali',
    'Neelum Valley',
    'Muzaffarabad',
    'Peshawar',
    'Quetta',
    'Gwadar',
  ],
  languages: TRIP_LANGUAGES,
  duration_unit: DURATION_UNITS,
} as const;

const basics = v.object({
  select_activity: choice(ACTIVITY_CHOICES.select_activity, 'Choose an activity.'),
  min_people: wholeNumber('Minimum people', 1, MAX_PEOPLE),
  duration: duration(DURATION_UNITS, MAX_DURATION),
  age_range: ageRange(AGE_LIMITS),
  languages: choices(ACTIVITY_CHOICES.languages, 'Choose at least one language.', 1),
  difficulty_level: choice(ACTIVITY_CHOICES.difficulty_level, 'Choose a difficulty level.'),
  set_availability: flag('Set availability', true),
  availability: choice(ACTIVITY_CHOICES.availability, 'Choose when the activity is available.'),
  city_region: choice(ACTIVITY_CHOICES.city_region, 'Choose a city or region.'),
});

/** The activity wizard's steps, each with the schema of its fields. */
export const ACTIVITY_GROUPS = {
  media: mediaGroup(),
  basics,
  titleOverview: titleOverviewGroup({ title: 100, overview: 500 }),
  highlights: highlightsGroup(),
  itinerary: itineraryGroup({ min: 1 }),
  inclusions: inclusionsGroup(),
  faqs: faqsGroup({ limits: FAQ_LIMITS.standard, min: 1 }),
  pricing: activityPricingGroup(),
  importantInfo: importantInfoGroup(),
};

export const ActivityMetaSchema = v.object(
  {
    ...ACTIVITY_GROUPS.media.entries,
    ...basics.entries,
    ...ACTIVITY_GROUPS.titleOverview.entries,
    ...ACTIVITY_GROUPS.highlights.entries,
    ...ACTIVITY_GROUPS.itinerary.entries,
    ...ACTIVITY_GROUPS.inclusions.entries,
    ...ACTIVITY_GROUPS.faqs.entries,
    ...ACTIVITY_GROUPS.pricing.entries,
    ...ACTIVITY_GROUPS.importantInfo.entries,
  },
  META_OBJECT_MESSAGE,
);
export type ActivityMeta = v.InferOutput<typeof ActivityMetaSchema>;

/** Spec section 9: duration '3 days', age range 0-11, minimum 1 person. */
export const ACTIVITY_DEFAULTS = {
  min_people: 1,
  duration: { value: 3, unit: 'days' },
  age_range: { min: 0, max: 11 },
  set_availability: true,
} satisfies Partial<v.InferInput<typeof ActivityMetaSchema>>;
