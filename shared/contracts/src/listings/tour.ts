import * as v from 'valibot';

import { meetingTimeText, notBelow } from './checks';
import {
  AGE_LIMITS,
  audienceField,
  AVAILABILITY,
  groupTypeField,
  MAX_DURATION,
  MAX_PEOPLE,
  TRIP_DURATION_UNITS,
  TRIP_LANGUAGES,
} from './common-fields';
import { LISTING_COMPLETENESS_FIELDS, omittable } from './completeness';
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
  placesEntries,
  titleOverviewGroup,
  tripPricingGroup,
} from './groups';

/** Tour meta_data (spec/listings.md section 3 'Tour meta_data', with its screen-only fields saved). */

export const TOUR_CHOICES = {
  languages: TRIP_LANGUAGES,
  theme: ['Nature', 'Culture'],
  availability: AVAILABILITY,
  duration_unit: TRIP_DURATION_UNITS,
  /** The wizard's selects of spec section 9; other values within the limits are valid too. */
  duration_values: [3, 4, 5],
  min_people: [3, 4, 5],
  available_spots: [1, 2, 3],
} as const;

/** A departure must hold its smallest group (issue 34). */
export const TOUR_MESSAGES = {
  spots: 'Available spots must be at least the minimum number of people.',
} as const;

const basicsEntries = v.object({
  type: groupTypeField(),
  audience: audienceField(),
  theme: choice(TOUR_CHOICES.theme, 'Choose a theme.'),
  duration: duration(TRIP_DURATION_UNITS, MAX_DURATION),
  min_people: wholeNumber('Minimum people', 1, MAX_PEOPLE),
  available_spots: wholeNumber('Available spots', 1, 100),
  availability: choice(TOUR_CHOICES.availability, 'Choose when the tour is available.'),
  age_range: ageRange(AGE_LIMITS),
  languages: choices(TOUR_CHOICES.languages, 'Choose at least one language.', 1),
  starts_in: requiredText('Starting city', 100),
  pickup_included: flag('Pickup included', false),
  meeting_address: optionalText('Meeting address', 200),
  meeting_time: meetingTimeText('Meeting time', 50),
});
const spotsHoldGroup = <T extends Record<string, unknown>>() => notBelow<T>('available_spots', 'min_people', TOUR_MESSAGES.spots);
const basics = v.pipe(basicsEntries, spotsHoldGroup());

/** The tour wizard's steps: the nine steps of the trek wizard. */
export const TOUR_GROUPS = {
  media: mediaGroup(),
  basics,
  titleOverview: titleOverviewGroup({ title: 100, overview: 500 }),
  highlights: v.object({ ...placesEntries(1), ...highlightsGroup().entries }),
  itinerary: itineraryGroup(),
  inclusions: inclusionsGroup(),
  faqs: faqsGroup({ limits: FAQ_LIMITS.standard }),
  pricing: tripPricingGroup(),
  importantInfo: importantInfoGroup(),
};

/** The whole meta_data; what the spec's client leaves out may be missing (LISTING_COMPLETENESS_FIELDS). */
export const TourMetaSchema = v.pipe(
  v.object(
    omittable(
      {
        ...TOUR_GROUPS.media.entries,
        ...basics.entries,
        ...TOUR_GROUPS.titleOverview.entries,
        ...TOUR_GROUPS.highlights.entries,
        ...TOUR_GROUPS.itinerary.entries,
        ...TOUR_GROUPS.inclusions.entries,
        ...TOUR_GROUPS.faqs.entries,
        ...TOUR_GROUPS.pricing.entries,
        ...TOUR_GROUPS.importantInfo.entries,
        // base_price too: a request that leaves it out gets the listing's price (requests.ts).
      },
      [...LISTING_COMPLETENESS_FIELDS.tour, 'base_price'],
    ),
    META_OBJECT_MESSAGE,
  ),
  spotsHoldGroup(),
);
export type TourMeta = v.InferOutput<typeof TourMetaSchema>;

export const TOUR_DEFAULTS = {
  duration: { value: 3, unit: 'days' },
  min_people: 3,
  available_spots: 10,
} satisfies Partial<v.InferInput<typeof TourMetaSchema>>;
