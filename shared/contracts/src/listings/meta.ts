import type * as v from 'valibot';

import type { ListingType } from '../listing-types';
import { ACTIVITY_DEFAULTS, ActivityMetaSchema } from './activity';
import { EXPERIENCE_DEFAULTS, ExperienceMetaSchema } from './experience';
import { HOTEL_DEFAULTS, HotelMetaSchema } from './hotel';
import { BIKE_RENTAL_DEFAULTS, BikeRentalMetaSchema, CAR_RENTAL_DEFAULTS, CarRentalMetaSchema } from './rentals';
import { TOUR_DEFAULTS, TourMetaSchema } from './tour';
import { TOUR_GUIDE_DEFAULTS, TourGuideMetaSchema } from './tour-guide';
import { TREK_DEFAULTS, TrekMetaSchema } from './trek';

/** The meta_data schema of each listing type: the wizards' forms and the server validate with these. */
export const LISTING_META_SCHEMAS = {
  tour: TourMetaSchema,
  trek: TrekMetaSchema,
  activity: ActivityMetaSchema,
  experience: ExperienceMetaSchema,
  bike_rental: BikeRentalMetaSchema,
  car_rental: CarRentalMetaSchema,
  hotel: HotelMetaSchema,
  tour_guide: TourGuideMetaSchema,
} as const satisfies Record<ListingType, v.GenericSchema>;

export type ListingMetaOf<T extends ListingType> = v.InferOutput<(typeof LISTING_META_SCHEMAS)[T]>;
export type ListingMetaInputOf<T extends ListingType> = v.InferInput<(typeof LISTING_META_SCHEMAS)[T]>;

/** The values a new listing's form starts with (spec section 9); every other field starts blank. */
export const LISTING_META_DEFAULTS = {
  tour: TOUR_DEFAULTS,
  trek: TREK_DEFAULTS,
  activity: ACTIVITY_DEFAULTS,
  experience: EXPERIENCE_DEFAULTS,
  bike_rental: BIKE_RENTAL_DEFAULTS,
  car_rental: CAR_RENTAL_DEFAULTS,
  hotel: HOTEL_DEFAULTS,
  tour_guide: TOUR_GUIDE_DEFAULTS,
} as const satisfies { [T in ListingType]: Partial<ListingMetaInputOf<T>> };

/**
 * The meta_data field that repeats the listing's title, per type (the spec saves both): kept equal
 * by the wizards, and by the server when it renames a copy.
 */
export const TITLE_META_FIELD = {
  tour: 'title',
  trek: 'title',
  activity: 'title',
  experience: 'title',
  bike_rental: null,
  car_rental: null,
  hotel: 'room_name',
  tour_guide: null,
} as const satisfies Record<ListingType, string | null>;

/** The meta_data field that holds the listing's price, per type: the listing's price repeats it. */
export const PRICE_META_FIELD = {
  tour: 'base_price',
  trek: 'base_price',
  activity: 'base_price',
  experience: 'base_price',
  bike_rental: 'price',
  car_rental: 'price',
  hotel: 'price',
  tour_guide: 'full_day_rate',
} as const satisfies Record<ListingType, string>;
