import type { ListingType } from './listing-types';
import type { SupplierType } from './suppliers';

/**
 * The listing kinds each kind of supplier sells: a new supplier's first listing is one of these
 * (the dashboard's first steps), and each is created in its own wizard.
 */
export const SUPPLIER_LISTING_TYPES = {
  hotel: ['hotel'],
  tour_operator: ['tour', 'trek', 'experience'],
  activity_operator: ['activity', 'experience'],
  rental: ['car_rental', 'bike_rental'],
  tour_guide: ['tour_guide'],
} as const satisfies Record<SupplierType, readonly ListingType[]>;
