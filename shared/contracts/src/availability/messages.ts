import type { CapacityUnit } from './kinds';

const amount = (n: number, unit: CapacityUnit) =>
  unit === 'people' ? `${n} ${n === 1 ? 'person is' : 'people are'}` : `${n} ${n === 1 ? 'unit is' : 'units are'}`;

/** Messages of the availability routes that a screen may show or a test may look for. */
export const AVAILABILITY_ERRORS = {
  resourceNotFound: 'Resource not found',
  exceptionNotFound: 'Exception not found',
  pastDate: 'Choose today or a later date.',
  wholeDayStartTime: 'Rentals and rooms are booked by the whole day: leave the start time out.',
  unknownResource: 'Choose one of your resources.',
  resourceNameTaken: (name: string) => `You already have a resource named '${name}'.`,
  resourceInUse: (name: string, titles: readonly string[]) =>
    `${name} is used by ${titles.join(', ')}. Remove it from their availability first.`,
  /** A change would leave a slot with less capacity than is booked (409). */
  capacityBelowBooked: (booked: number, unit: CapacityUnit, date: string, startTime: string | null, title?: string) =>
    `${amount(booked, unit)} already booked on ${date}${startTime ? ` at ${startTime}` : ''}${title ? ` (${title})` : ''}: ` +
    `the capacity cannot go below ${booked}. Close the date instead to stop new bookings.`,
  /** A resource's units would fall below what bookings take on a day (409). */
  unitsBelowUsed: (name: string, used: number, date: string) =>
    `${used} of ${name} ${used === 1 ? 'is' : 'are'} already taken on ${date}: the units cannot go below ${used}.`,
} as const;
