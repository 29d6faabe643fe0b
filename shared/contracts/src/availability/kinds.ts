import type { ListingType } from '../listing-types';

/**
 * How each listing type is sold (issue 13): trips, activities, experiences and guides by start
 * times; rentals and rooms by the whole day. Capacity counts people on a trip, units (bikes, cars,
 * rooms, and a guide's groups) otherwise.
 */
export const SLOT_KINDS = ['start_times', 'whole_day'] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];

export const CAPACITY_UNITS = ['people', 'units'] as const;
export type CapacityUnit = (typeof CAPACITY_UNITS)[number];

export const SLOT_KIND: Record<ListingType, SlotKind> = {
  tour: 'start_times',
  trek: 'start_times',
  activity: 'start_times',
  experience: 'start_times',
  tour_guide: 'start_times',
  bike_rental: 'whole_day',
  car_rental: 'whole_day',
  hotel: 'whole_day',
};

/** What one unit of capacity is; a booking of a 'units' listing takes one unit, of a 'people' listing one per person. */
export const CAPACITY_UNIT: Record<ListingType, CapacityUnit> = {
  tour: 'people',
  trek: 'people',
  activity: 'people',
  experience: 'people',
  tour_guide: 'units',
  bike_rental: 'units',
  car_rental: 'units',
  hotel: 'units',
};

/** The capacity a booking of `people` takes from its slot. */
export const slotUnitsOf = (type: ListingType, people: number): number => (CAPACITY_UNIT[type] === 'people' ? people : 1);

/** ISO weekdays: 1 Monday to 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

/** The limits the schemas and the server keep to. */
export const AVAILABILITY_LIMITS = {
  /** Days one calendar request may cover. */
  maxRangeDays: 366,
  maxCapacity: 10_000,
  maxSchedules: 20,
  maxStartTimes: 24,
  maxCutoffHours: 720,
  maxNoticeDays: 365,
  maxAdvanceDays: 1095,
  maxMinPeople: 1000,
  maxNoteLength: 200,
  maxPoolNameLength: 60,
  maxPoolUnits: 10_000,
  maxPoolsPerListing: 10,
  maxUnitsPerBooking: 100,
  maxBulkListings: 50,
} as const;
