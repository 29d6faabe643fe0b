import * as v from 'valibot';

import { meetingTimeText } from './checks';
import { AGE_LIMITS, MAX_DURATION, MAX_PEOPLE } from './common-fields';
import { ageRange, duration, DURATION_UNITS } from './entries';
import { choice, choices, flag, META_OBJECT_MESSAGE, requiredText, wholeNumber } from './fields';
import {
  FAQ_LIMITS,
  faqsGroup,
  highlightsGroup,
  importantInfoGroup,
  inclusionsGroup,
  itineraryGroup,
  mediaGroup,
  placesEntries,
  titleOverviewGroup,
  tripPricingGroup,
} from './groups';

/** Experience meta_data (spec/listings.md section 3 'Experience meta_data'). */

export const EXPERIENCE_CHOICES = {
  experience_type: ['cultural', 'adventure', 'nature', 'food'],
  difficulty_level: ['easy', 'moderate', 'hard'],
  languages: ['English', 'Urdu', 'Hindi'],
  duration_unit: DURATION_UNITS,
} as const;

const about = v.object({
  experience_type: choice(EXPERIENCE_CHOICES.experience_type, 'Choose a kind of experience.'),
  duration: duration(DURATION_UNITS, MAX_DURATION),
  ...placesEntries(1),
  min_people: wholeNumber('Minimum people', 1, MAX_PEOPLE),
  set_availability: flag('Set availability', true),
  age_range: ageRange(AGE_LIMITS),
  difficulty_level: choice(EXPERIENCE_CHOICES.difficulty_level, 'Choose a difficulty level.'),
  languages: choices(EXPERIENCE_CHOICES.languages, 'Choose at least one language.', 1),
  starts_in: requiredText('Starting point', 100),
  pickup_included: flag('Pickup included', false),
  meeting_time_date: meetingTimeText('Meeting time and date', 100),
});

/** The experience wizard's steps (About the Experience through Important Information). */
export const EXPERIENCE_GROUPS = {
  media: mediaGroup(),
  about,
  titleOverview: titleOverviewGroup({ title: 100, overview: 600 }),
  highlights: highlightsGroup(),
  itinerary: itineraryGroup(),
  inclusions: inclusionsGroup(),
  faqs: faqsGroup({ limits: FAQ_LIMITS.standard }),
  pricing: tripPricingGroup(),
  importantInfo: importantInfoGroup(),
};

export const ExperienceMetaSchema = v.object(
  {
    ...EXPERIENCE_GROUPS.media.entries,
    ...about.entries,
    ...EXPERIENCE_GROUPS.titleOverview.entries,
    ...EXPERIENCE_GROUPS.highlights.entries,
    ...EXPERIENCE_GROUPS.itinerary.entries,
    ...EXPERIENCE_GROUPS.inclusions.entries,
    ...EXPERIENCE_GROUPS.faqs.entries,
    ...EXPERIENCE_GROUPS.pricing.entries,
    ...EXPERIENCE_GROUPS.importantInfo.entries,
  },
  META_OBJECT_MESSAGE,
);
export type ExperienceMeta = v.InferOutput<typeof ExperienceMetaSchema>;

/** Spec section 9: three empty highlights to fill in; spec section 5: minimum 1 person. */
export const EXPERIENCE_DEFAULTS = {
  highlights: ['', '', ''],
  min_people: 1,
  set_availability: true,
} satisfies Partial<v.InferInput<typeof ExperienceMetaSchema>>;
