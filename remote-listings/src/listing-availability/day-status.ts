import { CLOSED_REASON_LABELS, type AvailabilityDay, type CapacityUnit, type DayStatus } from '@portal/contracts';

/** The word beside each colour, so a day's state never rests on colour alone. */
export const DAY_STATUS_LABELS: Record<DayStatus, string> = { open: 'Open', filling: 'Filling', full: 'Full', closed: 'Closed' };

/** Background, border and text of a day (text contrast AA on its background). */
export const DAY_STATUS_COLORS: Record<DayStatus, { bg: string; border: string; text: string }> = {
  open: { bg: 'green.50', border: 'green.500', text: 'green.800' },
  filling: { bg: 'orange.50', border: 'orange.500', text: 'orange.800' },
  full: { bg: 'red.50', border: 'red.500', text: 'red.800' },
  closed: { bg: 'gray.100', border: 'gray.400', text: 'gray.700' },
};

/** The day's state in words: 'Open', 'Full', or why it is closed ('Closed: Eid holidays', 'Not on the schedule'). */
export function dayStatusText(day: AvailabilityDay): string {
  if (day.status !== 'closed' || !day.closed_reason) return DAY_STATUS_LABELS[day.status];
  const reason = CLOSED_REASON_LABELS[day.closed_reason];
  return day.note ? `${reason}: ${day.note}` : reason;
}

const unitWord = (unit: CapacityUnit) => (unit === 'people' ? 'places' : 'units');

/** '4 booked, 10 left' ('places'/'units' in the long form for screen readers). */
export const bookedText = (day: Pick<AvailabilityDay, 'booked' | 'remaining'>) => `${day.booked} booked, ${day.remaining} left`;
export const bookedLongText = (day: Pick<AvailabilityDay, 'booked' | 'remaining'>, unit: CapacityUnit) =>
  `${day.booked} booked, ${day.remaining} ${unitWord(unit)} left`;
