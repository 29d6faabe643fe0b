import * as v from 'valibot';

import { meetingTimeText, notBelow } from './checks';
import {
  AGE_LIMITS,
  audienceField,
  DIFFICULTY_LEVELS,
  groupTypeField,
  MAX_DURATION,
  MAX_PEOPLE,
  TRIP_DURATION_UNITS,
  TRIP_LANGUAGES,
} from './common-fields';
import { ageRange, duration } from './entries';
import { choice, choices, flag, META_OBJECT_MESSAGE, optionalText, requiredText, wholeNumber } from './fields';
import {
  FAQ_LIMITS,
  faqsGroup,
  highlightsGroup,
  importantInfoGroup,
  inclusionsGroup,
  itineraryGroup,
  mediaGroup,
  titleOverviewGroup,
  tripPricingGroup,
} from './groups';

/** Trek meta_data (spec/listings.md section 3 'Trek meta_data'). */

export const TREK_CHOICES = {
  difficulty_level: DIFFICULTY_LEVELS,
  languages: TRIP_LANGUAGES,
  theme: ['Nature', 'Culture', 'Adventure', 'Spiritual'],
  duration_unit: TRIP_DURATION_UNITS,
  /** The wizard's duration select (spec section 9: 1-7 days or hours); longer treks are valid too. */
  duration_values: [1, 2, 3, 4, 5, 6, 7],
} as const;

/** A departure must hold its smallest group (issue 34). */
export const TREK_MESSAGES = {
  slots: 'Available slots must be at least the minimum number of people.',
} as const;

const basicsEntries = v.object({
  type: groupTypeField(),
  audience: audienceField(),
  theme: choice(TREK_CHOICES.theme, 'Choose a theme.'),
  duration: duration(TRIP_DURATION_UNITS, MAX_DURATION),
  min_people: wholeNumber('Minimum people', 1, MAX_PEOPLE),
  available_slots: wholeNumber('Available slots', 1, 100),
  set_availability: flag('Set availability', true),
  set_date: optionalText('Dates', 100),
  difficulty_level: choice(TREK_CHOICES.difficulty_level, 'Choose a difficulty level.'),
  age_range: ageRange(AGE_LIMITS),
  languages: choices(TREK_CHOICES.languages, 'Choose at least one language.', 1),
  starts_in: requiredText('Starting city', 100),
  pickup_included: flag('Pickup included', false),
  meeting_time_date: meetingTimeText('Meeting time and date', 100),
});
const slotsHoldGroup = <T extends Record<string, unknown>>() => notBelow<T>('available_slots', 'min_people', TREK_MESSAGES.slots);
const basics = v.pipe(basicsEntries, slotsHoldGroup());

/** The trek wizard's steps (Trek Media & Basics through Important Information). */
export const TREK_GROUPS = {
  media: mediaGroup(),
  basics,
  titleOverview: titleOverviewGroup({ title: 100, overview: 500 }),
  /** Destinations & Highlights: where the trek goes, then its highlights. */
  highlights: v.object({ select_trek: requiredText('Trek destination', 100), ...highlightsGroup().entries }),
  itinerary: itineraryGroup(),
  inclusions: inclusionsGroup(),
  faqs: faqsGroup({ limits: FAQ_LIMITS.trek }),
  pricing: tripPricingGroup(),
  importantInfo: importantInfoGroup(),
};

export const TrekMetaSchema = v.pipe(
  v.object(
    {
      ...TREK_GROUPS.media.entries,
      ...basics.entries,
      ...TREK_GROUPS.titleOverview.entries,
      ...TREK_GROUPS.highlights.entries,
      ...TREK_GROUPS.itinerary.entries,
      ...TREK_GROUPS.inclusions.entries,
      ...TREK_GROUPS.faqs.entries,
      ...TREK_GROUPS.pricing.entries,
      ...TREK_GROUPS.importantInfo.entries,
    },
    META_OBJECT_MESSAGE,
  ),
  slotsHoldGroup(),
);
export type TrekMeta = v.InferOutput<typeof TrekMetaSchema>;

/** Spec section 9: minimum 4 people, age range 0-11, duration 3 days. */
export const TREK_DEFAULTS = {
  min_people: 4,
  age_range: { min: 0, max: 11 },
  duration: { value: 3, unit: 'days' },
  set_availability: true,
} satisfies Partial<v.InferInput<typeof TrekMetaSchema>>;
