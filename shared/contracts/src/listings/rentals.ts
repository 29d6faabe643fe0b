import * as v from 'valibot';

import { choice, choices, flag, META_OBJECT_MESSAGE, wholeNumber } from './fields';
import { importantInfoEntries, inclusionsGroup, mediaGroup, rentalPricingGroup } from './groups';

/** Bike and car rental meta_data (spec/listings.md section 3 'Bike meta_data', 'Car meta_data'). Prices are per day. */

/** The newest model year on offer: next year's models are sold from the autumn before (issue 34). */
export const newestModelYear = () => new Date().getFullYear() + 1;
const yearsFrom = (from: number) => Array.from({ length: newestModelYear() - from + 1 }, (_, i) => from + i);

export const TRANSMISSIONS = ['Manual', 'Automatic'] as const;
/** When a rental is available, for bikes and cars alike. */
export const RENTAL_AVAILABILITY = ['Weekdays', 'Weekends', 'All Days', 'Custom Schedule'] as const;

/**
 * The spec's lists (section 3) and what Pakistan's market adds (issue 34): the brands sold there,
 * 70cc bikes, 660cc and 800cc cars and engines above 2000cc; model years up to next year.
 */
export const BIKE_CHOICES = {
  bike_make: [
    'Honda',
    'Yamaha',
    'Suzuki',
    'Kawasaki',
    'Royal Enfield',
    'Bajaj',
    'TVS',
    'Hero',
    'United',
    'Road Prince',
    'Super Power',
    'Unique',
    'Super Star',
    'Hi-Speed',
    'Crown',
    'Metro',
    'Ravi',
    'Sohrab',
    'Benelli',
    'Zongshen',
    'Evee',
  ],
  model_year: yearsFrom(2017),
  transmission: TRANSMISSIONS,
  engine_capacity: ['70cc', '100cc', '110cc', '125cc', '150cc', '200cc', '250cc', '350cc', '500cc', '650cc', '1000cc+'],
  fuel_type: ['Petrol', 'Electric', 'Hybrid'],
  bike_type: ['Sports', 'Cruiser', 'Adventure', 'Touring', 'Standard', 'Scooter', 'Electric'],
  features: [
    'ABS',
    'LED Headlight',
    'Digital Display',
    'Bluetooth Connectivity',
    'USB Charging',
    'Disc Brakes',
    'Alloy Wheels',
    'Electric Start',
  ],
  availability: RENTAL_AVAILABILITY,
  not_suitable_for: ['Beginners', 'Highway Riding', 'Off-road', 'Long Distance', 'Racing'],
} as const;

export const CAR_CHOICES = {
  car_make: [
    'Toyota',
    'Honda',
    'Suzuki',
    'Hyundai',
    'KIA',
    'Changan',
    'MG',
    'Nissan',
    'Daihatsu',
    'Mitsubishi',
    'Haval',
    'Proton',
    'Chery',
    'BAIC',
    'DFSK',
    'Prince',
    'FAW',
    'Isuzu',
    'BYD',
    'Mercedes-Benz',
    'BMW',
    'Audi',
    'Lexus',
  ],
  model_year: yearsFrom(2018),
  transmission: TRANSMISSIONS,
  engine_capacity: ['660cc', '800cc', '1000cc', '1300cc', '1500cc', '1800cc', '2000cc', '2400cc', '2700cc', '2800cc', '3000cc+'],
  fuel_type: ['Petrol', 'Diesel', 'Hybrid', 'Electric'],
  car_type: ['SUV', 'Sedan', 'Hatchback', 'Coupe'],
  features: ['AC', 'Navigation', 'Bluetooth', 'Sunroof', 'Leather Seats'],
  availability: RENTAL_AVAILABILITY,
} as const;

/** From the list's first year to next year, read when checked: a server running into January takes the new models. */
const modelYear = (list: readonly number[]) => wholeNumber('Model year', list[0]!, newestModelYear);

const bikeAbout = v.object({
  bike_make: choice(BIKE_CHOICES.bike_make, 'Choose the make of the bike.'),
  model_year: modelYear(BIKE_CHOICES.model_year),
  transmission: choice(BIKE_CHOICES.transmission, 'Choose a transmission.'),
  engine_capacity: choice(BIKE_CHOICES.engine_capacity, 'Choose an engine capacity.'),
  fuel_type: choice(BIKE_CHOICES.fuel_type, 'Choose a fuel type.'),
  bike_type: choice(BIKE_CHOICES.bike_type, 'Choose a type of bike.'),
  features: choices(BIKE_CHOICES.features, 'Choose features from the list.'),
  self_drive: flag('Self drive', true),
});

/** The bike wizard's steps: About the bike, Pricing & Availability, Inclusions & Exclusions, Important Information. */
export const BIKE_GROUPS = {
  media: mediaGroup(),
  about: bikeAbout,
  pricing: v.object({
    ...rentalPricingGroup().entries,
    availability: choice(BIKE_CHOICES.availability, 'Choose when the bike is available.'),
  }),
  inclusions: inclusionsGroup(),
  importantInfo: v.object({
    ...importantInfoEntries(),
    not_suitable_for: choices(BIKE_CHOICES.not_suitable_for, 'Choose from the list.'),
  }),
};

export const BikeRentalMetaSchema = v.object(
  {
    ...BIKE_GROUPS.media.entries,
    ...bikeAbout.entries,
    ...BIKE_GROUPS.pricing.entries,
    ...BIKE_GROUPS.inclusions.entries,
    ...BIKE_GROUPS.importantInfo.entries,
  },
  META_OBJECT_MESSAGE,
);
export type BikeRentalMeta = v.InferOutput<typeof BikeRentalMetaSchema>;

const carAbout = v.object({
  car_make: choice(CAR_CHOICES.car_make, 'Choose the make of the car.'),
  model_year: modelYear(CAR_CHOICES.model_year),
  transmission: v.optional(v.picklist(CAR_CHOICES.transmission, 'Choose a transmission.'), 'Automatic'),
  engine_capacity: choice(CAR_CHOICES.engine_capacity, 'Choose an engine capacity.'),
  fuel_type: choice(CAR_CHOICES.fuel_type, 'Choose a fuel type.'),
  car_type: choice(CAR_CHOICES.car_type, 'Choose a type of car.'),
  features: choices(CAR_CHOICES.features, 'Choose features from the list.'),
  /** Collected but never sent by the original; saved here (ARCHITECTURE.md section 4). */
  self_drive: flag('Self drive', false),
});

/** The car wizard's steps: About the car and the same three steps as the bike. */
export const CAR_GROUPS = {
  media: mediaGroup(),
  about: carAbout,
  pricing: v.object({
    ...rentalPricingGroup().entries,
    availability: choice(CAR_CHOICES.availability, 'Choose when the car is available.'),
  }),
  inclusions: inclusionsGroup(),
  importantInfo: v.object(importantInfoEntries()),
};

export const CarRentalMetaSchema = v.object(
  {
    ...CAR_GROUPS.media.entries,
    ...carAbout.entries,
    ...CAR_GROUPS.pricing.entries,
    ...CAR_GROUPS.inclusions.entries,
    ...CAR_GROUPS.importantInfo.entries,
  },
  META_OBJECT_MESSAGE,
);
export type CarRentalMeta = v.InferOutput<typeof CarRentalMetaSchema>;

/** Spec section 9: add-ons are per person unless chosen otherwise; the car's transmission is Automatic. */
export const BIKE_RENTAL_DEFAULTS = { self_drive: true } satisfies Partial<v.InferInput<typeof BikeRentalMetaSchema>>;
export const CAR_RENTAL_DEFAULTS = { transmission: 'Automatic', self_drive: false } satisfies Partial<
  v.InferInput<typeof CarRentalMetaSchema>
>;

/** The listing description of a bike or car when none is written (spec section 3). */
export const rentalDescription = (make: string, year: number) => `${make} ${year} for rent`;
