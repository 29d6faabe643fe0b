import type { BookingStatus } from '@portal/contracts';
import type { StatusTone } from '@portal/ui';

import type { BookingsT } from '../strings/bookings-strings';

/** Spec section 2: confirmed green, cancelled red, anything else blue (My Bookings and Booking Info). */
export const bookingStatusTone = (status: string): StatusTone =>
  status === 'confirmed' ? 'green' : status === 'cancelled' ? 'red' : 'blue';

/** A booking's status in the member's language (the contracts keep the English constant). */
export const bookingStatusText = (t: BookingsT, status: BookingStatus): string => t(`status.${status}`);
