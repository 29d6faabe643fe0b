import * as v from 'valibot';

import { GUIDE_EXPERIENCE, GUIDE_SPECIALITIES, SIGNUP_CITIES } from '../signup-lists';
import { notBelow } from './checks';
import { choice, choices, flag, META_OBJECT_MESSAGE, requiredText, textList, wholeNumber } from './fields';
import { INCLUSION_MAX_LENGTH, mediaGroup } from './groups';
import { PriceSchema } from './price';

/**
 * Tour guide meta_data. The spec does not show the guide wizard (ARCHITECTURE.md section 4 asks
 * for it): it is built from the guide's sign-up fields (specialise_in, guide_since,
 * international_tourists, photos) and what a guide sells: languages, cities, day rates, group size.
 */

export const TOUR_GUIDE_CHOICES = {
  languages: [
    'English',
    'Urdu',
    'Punjabi',
    'Pashto',
    'Sindhi',
    'Saraiki',
    'Balochi',
    'Balti',
    'Burushaski',
    'Shina',
    'Wakhi',
    'Khowar',
    'Chinese',
    'Arabic',
    'French',
    'German',
    'Spanish',
    'Japanese',
  ],
  specialise_in: GUIDE_SPECIALITIES,
  guide_since: GUIDE_EXPERIENCE,
  /** Cities the sign-up offers; any city may be typed. */
  city_suggestions: SIGNUP_CITIES,
} as const;

export const TOUR_GUIDE_MESSAGES = {
  /** On the full-day rate, the one a guide types last and the listing's price (issue 34). */
  rates: 'The full-day rate cannot be less than the half-day rate.',
} as const;

const about = v.object({
  ...mediaGroup().entries,
  bio: requiredText('Bio', 500),
  languages: choices(TOUR_GUIDE_CHOICES.languages, 'Choose at least one language.', 1),
  specialise_in: choices(TOUR_GUIDE_CHOICES.specialise_in, 'Choose at least one speciality.', 1),
  guide_since: choice(TOUR_GUIDE_CHOICES.guide_since, 'Choose how long you have been guiding.'),
  cities_covered: v.pipe(textList({ one: 'city', many: 'cities' }, 60, 20), v.minLength(1, 'Add at least one city.')),
  international_tourists: flag('International tourists', false),
});

const pricingEntries = v.object({
  half_day_rate: PriceSchema,
  full_day_rate: PriceSchema,
  max_group_size: wholeNumber('Largest group', 1, 50),
  inclusions: textList({ one: 'inclusion', many: 'inclusions' }, INCLUSION_MAX_LENGTH, 30),
});
const fullDayHoldsHalfDay = <T extends Record<string, unknown>>() =>
  notBelow<T>('full_day_rate', 'half_day_rate', TOUR_GUIDE_MESSAGES.rates);
const pricing = v.pipe(pricingEntries, fullDayHoldsHalfDay());

/** The guide wizard's steps: about the guide, then rates and what is included. The listing price is the full-day rate. */
export const TOUR_GUIDE_GROUPS = { about, pricing };

export const TourGuideMetaSchema = v.pipe(v.object({ ...about.entries, ...pricing.entries }, META_OBJECT_MESSAGE), fullDayHoldsHalfDay());
export type TourGuideMeta = v.InferOutput<typeof TourGuideMetaSchema>;

export const TOUR_GUIDE_DEFAULTS = { max_group_size: 10 } satisfies Partial<v.InferInput<typeof TourGuideMetaSchema>>;
