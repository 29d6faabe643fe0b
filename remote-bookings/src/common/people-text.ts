import type { BookingsT } from '../strings/bookings-strings';

/** '1 person', '3 people': a booking's party, in Booking Info, the departure list and check-in. */
export const peopleText = (t: BookingsT, people: number): string => t('people', { count: people });
