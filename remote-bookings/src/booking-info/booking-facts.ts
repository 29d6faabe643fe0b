import { createElement, type ReactNode } from 'react';

import { addDays, type Booking } from '@portal/contracts';
import { formatDate } from '@portal/ui';

import { listingTypeText } from '../common/listing-type-text';
import type { BookingsT } from '../strings/bookings-strings';
import { durationText } from './booking-text';

/** A label and its value; null shows as a dash. */
export type Fact = readonly [string, ReactNode];

type Kind = 'trip' | 'rental' | 'hotel';

const kindOf = (listingType: string): Kind =>
  listingType === 'hotel' ? 'hotel' : listingType === 'car_rental' || listingType === 'bike_rental' ? 'rental' : 'trip';

/** What the supplier or customer typed (a listing's title, a meeting point), isolated for bidi. */
const data = (text: string | null | undefined): ReactNode => (text ? createElement('bdi', null, text) : null);

/** '15 Dec 2026, 07:00' when the departure has a start time. */
const dateAndTime = (t: BookingsT, b: Booking) =>
  b.start_time ? t('facts.dateAndTime', { date: formatDate(b.selected_date), time: b.start_time }) : formatDate(b.selected_date);

/** A room and its number: 'Deluxe Double (Room 204)'. */
const roomText = (t: BookingsT, b: Booking): ReactNode =>
  b.room_number ? createElement('bdi', null, `${b.tour_name} (`, t('facts.roomNumber', { number: b.room_number }), ')') : data(b.tour_name);

/**
 * The days a booking takes, in the words of its kind: a trip departs and lasts; a rental is picked
 * up on its first day and returned on its last; a hotel stay checks in on its first night and out
 * the morning after its last.
 */
export function bookingDates(t: BookingsT, b: Booking): Fact[] {
  const days = Math.max(1, b.duration_days);
  switch (kindOf(b.listing_type)) {
    case 'rental':
      return [
        [t('facts.pickUp'), dateAndTime(t, b)],
        [t('facts.return'), formatDate(addDays(b.selected_date, days - 1))],
      ];
    case 'hotel':
      return [
        [t('facts.checkIn'), formatDate(b.selected_date)],
        [t('facts.checkOut'), formatDate(addDays(b.selected_date, days))],
      ];
    case 'trip':
      return [
        [t('facts.departureDate'), dateAndTime(t, b)],
        [t('facts.duration'), durationText(t, b.duration_days)],
      ];
  }
}

/** Booking Info's Booking block: what was booked and when, by the listing's type. */
export function bookingFacts(t: BookingsT, b: Booking): Fact[] {
  const days = Math.max(1, b.duration_days);
  switch (kindOf(b.listing_type)) {
    case 'rental':
      return [
        [t('facts.vehicle'), data(b.tour_name)],
        [t('facts.type'), listingTypeText(t, b.listing_type)],
        ...bookingDates(t, b),
        [t('facts.rental'), t('days', { count: days })],
      ];
    case 'hotel':
      return [[t('facts.room'), roomText(t, b)], ...bookingDates(t, b), [t('facts.stay'), t('nights', { count: days })]];
    case 'trip': {
      const [departure, duration] = bookingDates(t, b);
      return [
        [listingTypeText(t, b.listing_type), data(b.tour_name)],
        [t('facts.type'), bookingType(t, b)],
        departure!,
        [t('facts.meetingPoint'), data(b.meeting_point ?? b.starts_in)],
        duration!,
      ];
    }
  }
}

/** 'Group tour', 'Private trek' for trips; the listing's type for rooms and rentals ('Car rental'). */
export function bookingType(t: BookingsT, b: Pick<Booking, 'group_type' | 'listing_type'>): string {
  const type = listingTypeText(t, b.listing_type);
  return kindOf(b.listing_type) === 'trip' ? t(`tripType.${b.group_type}`, { type: type.toLowerCase() }) : type;
}
