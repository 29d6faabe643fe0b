import { type AvailabilityDay, type CapacityUnit, CLOSED_REASON_LABELS, type DayStatus } from '@portal/contracts';

/** The word beside each colour, so a day's state never rests on colour alone. */
const DAY_STATUS_LABELS: Record<DayStatus, string> = { open: 'Open', filling: 'Filling', full: 'Full', closed: 'Closed' };

/** What each colour means in the legend: grey is every day that does not sell, whatever the reason. */
export const DAY_LEGEND_LABELS: Record<DayStatus, string> = {
  open: 'Open',
  filling: 'Filling (half or more booked)',
  full: 'Full',
  closed: 'Not selling (closed, past, under review or not on the schedule)',
};

/** Background, border and text of a day (text contrast AA on its background). */
export const DAY_STATUS_COLORS: Record<DayStatus, { bg: string; border: string; text: string }> = {
  open: { bg: 'green.50', border: 'green.500', text: 'green.800' },
  filling: { bg: 'orange.50', border: 'orange.500', text: 'orange.800' },
  full: { bg: 'red.50', border: 'red.500', text: 'red.800' },
  closed: { bg: 'gray.100', border: 'gray.400', text: 'gray.700' },
};

/** The day's state in words without its note: 'Open', 'Full', why it is closed ('Closed', 'Listing under review'). */
export const dayReasonText = (day: AvailabilityDay): string =>
  day.status === 'closed' && day.closed_reason ? CLOSED_REASON_LABELS[day.closed_reason] : DAY_STATUS_LABELS[day.status];

/** The day's state in words: 'Open', 'Full', or why it is closed with its note ('Closed: Eid holidays', 'Not on the schedule'). */
export function dayStatusText(day: AvailabilityDay): string {
  const reason = dayReasonText(day);
  return day.status === 'closed' && day.closed_reason && day.note ? `${reason}: ${day.note}` : reason;
}

const unitWord = (unit: CapacityUnit) => (unit === 'people' ? 'places' : 'units');

type Counts = Pick<AvailabilityDay, 'status' | 'capacity' | 'booked' | 'remaining'>;

/**
 * '4 booked, 10 left' on a day that sells; on a closed day only what is booked ('2 booked'), since
 * nothing is left to book there; null when there is nothing to count.
 */
export function bookedText(day: Counts): string | null {
  if (day.status === 'closed') return day.booked > 0 ? `${day.booked} booked` : null;
  return day.capacity > 0 ? `${day.booked} booked, ${day.remaining} left` : null;
}

/** The same with 'places'/'units', for screen readers. */
export function bookedLongText(day: Counts, unit: CapacityUnit): string | null {
  if (day.status === 'closed') return bookedText(day);
  return day.capacity > 0 ? `${day.booked} booked, ${day.remaining} ${unitWord(unit)} left` : null;
}
