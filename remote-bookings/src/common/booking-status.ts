import type { StatusTone } from '@portal/ui';

/** Spec section 2: confirmed green, cancelled red, anything else blue (My Bookings and Booking Info). */
export const bookingStatusTone = (status: string): StatusTone =>
  status === 'confirmed' ? 'green' : status === 'cancelled' ? 'red' : 'blue';
