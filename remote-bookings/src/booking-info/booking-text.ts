import { type Booking, type BookingAddOn, CANCELLATION_REASON_LABELS, type CancellationReason, DECLINED_REASON } from '@portal/contracts';
import { formatRs } from '@portal/ui';

export const durationText = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'}`;

/** 'Jeep ride (Rs 4,000)' or just the name when the booking kept no price. */
export const addOnText = (addOn: BookingAddOn): string =>
  typeof addOn === 'string' ? addOn : addOn.price === undefined ? addOn.name : `${addOn.name} (${formatRs(addOn.price)})`;

/** A trip can be cancelled until it has taken place, unless it already was. */
export const canCancel = (b: Pick<Booking, 'booking_status'>): boolean =>
  b.booking_status !== 'cancelled' && b.booking_status !== 'completed';

/** A cancellation's reason as people read it: the dialog's label, 'Declined' for a decline, or the marketplace's own words. */
export const cancellationReasonText = (reason: string): string =>
  reason === DECLINED_REASON ? 'Declined' : (CANCELLATION_REASON_LABELS[reason as CancellationReason] ?? reason);
