import * as v from 'valibot';

import { fileAddressSchema } from '../uploads';
import {
  addOnEntry,
  ageGroupEntry,
  faqEntry,
  type FaqLimits,
  isBlankAddOn,
  isBlankFaq,
  isBlankItinerary,
  isBlankPriced,
  itineraryEntry,
  type ItineraryLimits,
  secondaryPriceEntry,
} from './entries';
import { entryList, requiredText, textList } from './fields';
import { PriceSchema } from './price';

/**
 * The field groups the wizards share, one builder each, taking the limits that differ per type.
 * A type's meta_data schema is the union of its groups' entries, and each group is exported on
 * its own, so a wizard step validates its fields with exactly the schema the server uses.
 */

/** Photos: up to 20 per listing (spec section 9); the first is the cover. */
export const MAX_LISTING_PHOTOS = 20;
export const PHOTO_MESSAGES = {
  tooMany: `You can upload up to ${MAX_LISTING_PHOTOS} photos.`,
  required: 'Upload at least one photo.',
} as const;

/** A photo: the URL POST uploads answered (the server checks it issued it, and that it is an image). */
export const PhotoUrlSchema = fileAddressSchema('Each photo must be an uploaded file.');

export const mediaGroup = ({ min = 0, requiredMessage = PHOTO_MESSAGES.required }: { min?: number; requiredMessage?: string } = {}) =>
  v.object({
    photos: v.optional(
      v.pipe(
        v.array(PhotoUrlSchema, 'Photos must be a list of uploaded files.'),
        v.minLength(min, requiredMessage),
        v.maxLength(MAX_LISTING_PHOTOS, PHOTO_MESSAGES.tooMany),
      ),
      [],
    ),
  });

export const titleOverviewGroup = ({ title = 100, overview = 500 }: { title?: number; overview?: number } = {}) =>
  v.object({
    title: requiredText('Title', title),
    overview: requiredText('Overview', overview),
  });

/** Highlights: at most 90 characters each (spec section 5). */
export const HIGHLIGHT_MAX_LENGTH = 90;
export const highlightsGroup = () => v.object({ highlights: textList({ one: 'highlight', many: 'highlights' }, HIGHLIGHT_MAX_LENGTH, 12) });

/** Itinerary limits of spec section 5: time 20, title 70, overview 400 characters. */
export const ITINERARY_LIMITS: ItineraryLimits = { time: 20, title: 70, overview: 400 };
export const itineraryGroup = ({ limits = ITINERARY_LIMITS, min = 0 }: { limits?: ItineraryLimits; min?: number } = {}) =>
  v.object({
    itinerary: entryList(itineraryEntry(limits), isBlankItinerary, { one: 'itinerary entry', many: 'itinerary entries' }, { min, max: 40 }),
  });

/** Inclusion and exclusion entries: at most 50 characters each (spec section 5). */
export const INCLUSION_MAX_LENGTH = 50;
export const inclusionsGroup = () =>
  v.object({
    inclusions: textList({ one: 'inclusion', many: 'inclusions' }, INCLUSION_MAX_LENGTH, 30),
    exclusions: textList({ one: 'exclusion', many: 'exclusions' }, INCLUSION_MAX_LENGTH, 30),
  });

/** FAQ limits of spec section 5: trek 50/200, activity, tour and experience 100/300. */
export const FAQ_LIMITS = { trek: { question: 50, answer: 200 }, standard: { question: 100, answer: 300 } } as const satisfies Record<
  string,
  FaqLimits
>;
export const faqsGroup = ({ limits = FAQ_LIMITS.standard, min = 0 }: { limits?: FaqLimits; min?: number } = {}) =>
  v.object({ faqs: entryList(faqEntry(limits), isBlankFaq, { one: 'FAQ', many: 'FAQs' }, { min, max: 30 }) });

const priceExtras = {
  secondary_prices: entryList(
    secondaryPriceEntry,
    isBlankPriced,
    { one: 'secondary price', many: 'secondary prices' },
    { min: 0, max: 10 },
  ),
  add_ons: entryList(addOnEntry, isBlankAddOn, { one: 'add-on', many: 'add-ons' }, { min: 0, max: 20 }),
};

/** Pricing & Add Ons of the trip wizards: a base price per person, other prices, add-ons. */
export const tripPricingGroup = () => v.object({ base_price: PriceSchema, ...priceExtras });

/** The activity's pricing step also saves its age groups (ARCHITECTURE.md section 4). */
export const activityPricingGroup = () =>
  v.object({
    base_price: PriceSchema,
    ...priceExtras,
    age_groups: entryList(ageGroupEntry, isBlankPriced, { one: 'age group', many: 'age groups' }, { min: 0, max: 10 }),
  });

/** Pricing & Availability of the rentals: a price per day, other prices (a week), add-ons. */
export const rentalPricingGroup = () => v.object({ price: PriceSchema, ...priceExtras });

/** Other list entries: at most 100 characters each (spec section 5). */
export const LIST_ENTRY_MAX_LENGTH = 100;
export const importantInfoEntries = () => ({
  important_info: textList({ one: 'important information entry', many: 'important information entries' }, LIST_ENTRY_MAX_LENGTH, 20),
});
export const notSuitableForEntries = () => ({
  not_suitable_for: textList({ one: '"not suitable for" entry', many: '"not suitable for" entries' }, LIST_ENTRY_MAX_LENGTH, 20),
});
export const importantInfoGroup = () => v.object({ ...importantInfoEntries(), ...notSuitableForEntries() });

/** Places a trip covers: a list of names (one or more). */
export const placesEntries = (min: number) => ({
  places_covered: v.pipe(
    textList({ one: 'place', many: 'places' }, LIST_ENTRY_MAX_LENGTH, 20),
    v.minLength(min, 'Add at least one place.'),
  ),
});
