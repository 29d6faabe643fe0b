import * as v from 'valibot';

import { choices, flag, META_OBJECT_MESSAGE, optionalText, requiredText, wholeNumber } from './fields';
import { mediaGroup } from './groups';
import { PriceSchema } from './price';

/** Hotel room meta_data (spec/listings.md section 3 'Hotel room meta_data'). */

export const HOTEL_CHOICES = {
  amenities: ['WiFi', 'TV', 'AC', 'Heater', 'Mini Bar', 'Balcony'],
  bed_types: ['Single', 'Double', 'Queen', 'King'],
  /** Sleeps 1-10: the spec's 1-4 (section 9) and family rooms and dormitories (issue 34). */
  sleeps: Array.from({ length: 10 }, (_, i) => i + 1),
} as const;

export const HOTEL_MESSAGES = {
  /** Step 0 needs room name, room size and a photo (spec section 5). */
  aboutRoom: 'Please fill all required fields and upload at least one photo.',
  price: 'Please enter a price.',
} as const;

export const MAX_ROOMS_OF_A_TYPE = 500;

const about = v.object({
  ...mediaGroup({ min: 1, requiredMessage: HOTEL_MESSAGES.aboutRoom }).entries,
  room_name: requiredText('Room name', 100),
  room_number: requiredText('Room number', 20),
  room_size: requiredText('Room size', 50),
  /**
   * How many rooms of this type the hotel has: the rooms a night sells (its availability's
   * capacity). Left out, as by rooms saved before it was asked, one.
   */
  room_count: v.optional(wholeNumber('Rooms of this type', 1, MAX_ROOMS_OF_A_TYPE), 1),
  /** The listing's description; left blank, the room size stands in (spec section 3). */
  description: optionalText('Description', 1000),
  amenities: choices(HOTEL_CHOICES.amenities, 'Choose amenities from the list.'),
  sleeps: wholeNumber('Sleeps', 1, 10),
  beds: wholeNumber('Beds', 1, 10),
  bed_types: v.optional(
    v.pipe(
      v.array(v.picklist(HOTEL_CHOICES.bed_types, 'Choose a bed type.'), 'Choose a bed type.'),
      v.minLength(1, 'Choose a bed type.'),
      v.maxLength(10, 'Choose at most 10 beds.'),
    ),
    [],
  ),
  breakfast_included: flag('Breakfast included', false),
});

/** The hotel room wizard's steps: About the room, Pricing & Availability. */
export const HOTEL_GROUPS = {
  about,
  pricing: v.object({ price: PriceSchema }),
};

export const HotelMetaSchema = v.object({ ...about.entries, ...HOTEL_GROUPS.pricing.entries }, META_OBJECT_MESSAGE);
export type HotelMeta = v.InferOutput<typeof HotelMetaSchema>;

/** Spec section 9: sleeps 3; one room of the type until told more. */
export const HOTEL_DEFAULTS = { sleeps: 3, beds: 1, room_count: 1 } satisfies Partial<v.InferInput<typeof HotelMetaSchema>>;
