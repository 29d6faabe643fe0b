import { addDays, type Booking, listingTypeLabel } from '@portal/contracts';
import { formatDate } from '@portal/ui';

import { durationText } from './booking-text';

/** A label and its value; null shows as a dash. */
export type Fact = readonly [string, string | null];

type Kind = 'trip' | 'rental' | 'hotel';

const kindOf = (listingType: string): Kind =>
  listingType === 'hotel' ? 'hotel' : listingType === 'car_rental' || listingType === 'bike_rental' ? 'rental' : 'trip';

const countText = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '15 Dec 2026, 07:00' when the departure has a start time. */
const dateAndTime = (b: Booking) => (b.start_time ? `${formatDate(b.selected_date)}, ${b.start_time}` : formatDate(b.selected_date));

/** A room and its number: 'Deluxe Double (Room 204)'. */
const roomText = (b: Booking) => (b.room_number ? `${b.tour_name} (Room ${b.room_number})` : b.tour_name);

/**
 * The days a booking takes, in the words of its kind: a trip departs and lasts; a rental is picked
 * up on its first day and returned on its last; a hotel stay checks in on its first night and out
 * the morning after its last.
 */
export function bookingDates(b: Booking): Fact[] {
  const days = Math.max(1, b.duration_days);
  switch (kindOf(b.listing_type)) {
    case 'rental':
      return [
        ['Pick-up', dateAndTime(b)],
        ['Return', formatDate(addDays(b.selected_date, days - 1))],
      ];
    case 'hotel':
      return [
        ['Check-in', formatDate(b.selected_date)],
        ['Check-out', formatDate(addDays(b.selected_date, days))],
      ];
    case 'trip':
      return [
        ['Departure Date', dateAndTime(b)],
        ['Duration', durationText(b.duration_days)],
      ];
  }
}

/** Booking Info's Booking block: what was booked and when, by the listing's type. */
export function bookingFacts(b: Booking): Fact[] {
  const days = Math.max(1, b.duration_days);
  switch (kindOf(b.listing_type)) {
    case 'rental':
      return [
        ['Vehicle', b.tour_name],
        ['Type', listingTypeLabel(b.listing_type)],
        ...bookingDates(b),
        ['Rental', countText(days, 'day', 'days')],
      ];
    case 'hotel':
      return [['Room', roomText(b)], ...bookingDates(b), ['Stay', countText(days, 'night', 'nights')]];
    case 'trip': {
      const [departure, duration] = bookingDates(b);
      return [
        [listingTypeLabel(b.listing_type), b.tour_name],
        ['Type', bookingType(b)],
        departure!,
        ['Meeting point', b.meeting_point ?? b.starts_in],
        duration!,
      ];
    }
  }
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** 'Group tour', 'Private trek' for trips; the listing's type for rooms and rentals ('Car rental'). */
export const bookingType = (b: Pick<Booking, 'group_type' | 'listing_type'>): string =>
  kindOf(b.listing_type) === 'trip'
    ? `${capitalized(b.group_type)} ${listingTypeLabel(b.listing_type).toLowerCase()}`
    : listingTypeLabel(b.listing_type);
