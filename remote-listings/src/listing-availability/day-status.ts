import type { AvailabilityDay, CapacityUnit, ClosedReason, DayStatus } from '@portal/contracts';

import { listingsText } from '../strings/listings-strings';

/** What each colour means in the legend: grey is every day that does not sell, whatever the reason. */
export const dayLegendText = (status: DayStatus): string => {
  const t = listingsText();
  if (status === 'filling') return t('day.legendFilling');
  return status === 'closed' ? t('day.legendClosed') : t(`day.${status}`);
};

/** Why a day or slot does not sell, in words ('Listing under review'). */
export const closedReasonText = (reason: ClosedReason): string => listingsText()(`closedReasons.${reason}`);

/** Background, border and text of a day (text contrast AA on its background). */
export const DAY_STATUS_COLORS: Record<DayStatus, { bg: string; border: string; text: string }> = {
  open: { bg: 'green.50', border: 'green.500', text: 'green.800' },
  filling: { bg: 'orange.50', border: 'orange.500', text: 'orange.800' },
  full: { bg: 'red.50', border: 'red.500', text: 'red.800' },
  closed: { bg: 'gray.100', border: 'gray.400', text: 'gray.700' },
};

/** The day's state in words without its note: 'Open', 'Full', why it is closed ('Closed', 'Listing under review'). */
export const dayReasonText = (day: AvailabilityDay): string =>
  day.status === 'closed' && day.closed_reason ? closedReasonText(day.closed_reason) : listingsText()(`day.${day.status}`);

/** The day's state in words: 'Open', 'Full', or why it is closed with its note ('Closed: Eid holidays', 'Not on the schedule'). */
export function dayStatusText(day: AvailabilityDay): string {
  const reason = dayReasonText(day);
  return day.status === 'closed' && day.closed_reason && day.note ? listingsText()('day.reasonNote', { reason, note: day.note }) : reason;
}

type Counts = Pick<AvailabilityDay, 'status' | 'capacity' | 'booked' | 'remaining'>;

/**
 * '4 booked, 10 left' on a day that sells; on a closed day only what is booked ('2 booked'), since
 * nothing is left to book there; null when there is nothing to count.
 */
export function bookedText(day: Counts): string | null {
  const t = listingsText();
  if (day.status === 'closed') return day.booked > 0 ? t('day.booked', { booked: day.booked }) : null;
  return day.capacity > 0 ? t('day.bookedLeft', { booked: day.booked, remaining: day.remaining }) : null;
}

/** The same with 'places'/'units', for screen readers. */
export function bookedLongText(day: Counts, unit: CapacityUnit): string | null {
  if (day.status === 'closed') return bookedText(day);
  const counts = { booked: day.booked, remaining: day.remaining };
  return day.capacity > 0 ? listingsText()(unit === 'people' ? 'day.placesLeft' : 'day.unitsLeft', counts) : null;
}
