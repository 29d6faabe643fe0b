import { addOnName, ARRIVAL_LABELS, type DepartureListBooking } from '@portal/contracts';
import { formatRs } from '@portal/ui';

/** 'Paid', or what the customer still pays at the departure: 'Due Rs 15,000'. */
export const paymentText = (b: Pick<DepartureListBooking, 'amount_due'>): string =>
  b.amount_due === 0 ? 'Paid' : `Due ${formatRs(b.amount_due)}`;

/** The add-ons' names, or a dash for none. */
export const addOnsText = (b: Pick<DepartureListBooking, 'selected_add_ons'>): string =>
  b.selected_add_ons.length === 0 ? '—' : b.selected_add_ons.map(addOnName).join(', ');

export const arrivalText = (b: Pick<DepartureListBooking, 'arrival'>): string => ARRIVAL_LABELS[b.arrival ?? 'waiting'];

/** How a departure's start time reads in the picker and the heading: '10:00', or 'Whole day' without one. */
export const startTimeText = (time: string | null): string => time ?? 'Whole day';
