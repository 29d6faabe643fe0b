import { type Booking, type BookingAddOn, CANCELLATION_REASONS, type CancellationReason, DECLINED_REASON } from '@portal/contracts';
import { formatRs } from '@portal/ui';

import type { BookingsT } from '../strings/bookings-strings';

export const durationText = (t: BookingsT, days: number): string => t('days', { count: days });

/** 'Jeep ride (Rs 4,000)' or just the name when the booking kept no price. */
export const addOnText = (addOn: BookingAddOn): string =>
  typeof addOn === 'string' ? addOn : addOn.price === undefined ? addOn.name : `${addOn.name} (${formatRs(addOn.price)})`;

/** A trip can be cancelled until it has taken place, unless it already was. */
export const canCancel = (b: Pick<Booking, 'booking_status'>): boolean =>
  b.booking_status !== 'cancelled' && b.booking_status !== 'completed';

const isReason = (reason: string): reason is CancellationReason => (CANCELLATION_REASONS as readonly string[]).includes(reason);

/** A cancellation's reason as people read it: the dialog's label, 'Declined' for a decline, or the marketplace's own words. */
export const cancellationReasonText = (t: BookingsT, reason: string): string =>
  reason === DECLINED_REASON ? t('declined') : isReason(reason) ? t(`reasons.${reason}`) : reason;
