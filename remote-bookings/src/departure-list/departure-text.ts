import { addOnName, type DepartureListBooking } from '@portal/contracts';
import { formatRs } from '@portal/ui';

import type { BookingsT } from '../strings/bookings-strings';

/** 'Paid', or what the customer still pays at the departure: 'Due Rs 15,000'. */
export const paymentText = (t: BookingsT, b: Pick<DepartureListBooking, 'amount_due'>): string =>
  b.amount_due === 0 ? t('departureList.paid') : t('departureList.dueAmount', { amount: formatRs(b.amount_due) });

/** The add-ons' names, or a dash for none. */
export const addOnsText = (b: Pick<DepartureListBooking, 'selected_add_ons'>): string =>
  b.selected_add_ons.length === 0 ? '—' : b.selected_add_ons.map(addOnName).join(', ');

export const arrivalText = (t: BookingsT, b: Pick<DepartureListBooking, 'arrival'>): string => t(`arrivals.${b.arrival ?? 'waiting'}`);

/** How a departure's start time reads in the picker and the heading: '10:00', or 'Whole day' without one. */
export const startTimeText = (t: BookingsT, time: string | null): string => time ?? t('departureList.wholeDay');
