import type { Booking, BookingAddOn } from '@portal/contracts';
import { formatRs } from '@portal/ui';

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).replaceAll('_', ' ');

/** 'Group tour', 'Private trek': how the trip is run, and what it is. */
export const bookingType = (b: Pick<Booking, 'group_type' | 'listing_type'>): string =>
  `${capitalized(b.group_type)} ${b.listing_type.replaceAll('_', ' ')}`;

export const durationText = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'}`;

export const peopleText = (people: number): string => `${people} ${people === 1 ? 'person' : 'people'}`;

/** 'Jeep ride (Rs 4,000)' or just the name when the booking kept no price. */
export const addOnText = (addOn: BookingAddOn): string =>
  typeof addOn === 'string' ? addOn : addOn.price === undefined ? addOn.name : `${addOn.name} (${formatRs(addOn.price)})`;

/** A trip can be cancelled until it has taken place, unless it already was. */
export const canCancel = (b: Pick<Booking, 'booking_status'>): boolean => b.booking_status !== 'cancelled' && b.booking_status !== 'completed';
