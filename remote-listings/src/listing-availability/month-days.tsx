import { WEEKDAYS, WEEKDAY_LABELS, type AvailabilityCalendar } from '@portal/contracts';
import { Box, Grid, Stack, Text, useMediaQuery } from '@portal/ui';
import { leadingBlanks, type Month } from './calendar-month';
import { DayButton } from './day-button';
import { isSelected, type Selection } from './selection';

export interface MonthDaysProps {
  month: Month;
  calendar: AvailabilityCalendar;
  selection: Selection | null;
  onSelect: (date: string) => void;
}

/** The month's days: a Monday-first grid, or on a narrow screen (a phone) a list of days. */
export function MonthDays({ month, calendar, selection, onSelect }: MonthDaysProps) {
  // Read at once (no server rendering here), so a phone never shows the grid first.
  const [narrow] = useMediaQuery(['(max-width: 47.99em)'], { ssr: false });
  const layout = narrow ? 'row' : 'cell';
  const days = calendar.days.map((day) => (
    <Box as="li" key={day.date} listStyleType="none">
      <DayButton
        day={day}
        unit={calendar.capacity_unit}
        selected={isSelected(selection, day.date)}
        today={day.date === calendar.today}
        layout={layout}
        onSelect={onSelect}
      />
    </Box>
  ));
  if (narrow) return <Stack as="ol" gap="2" aria-label="Days">{days}</Stack>;
  return (
    <Box>
      <Grid templateColumns="repeat(7, minmax(0, 1fr))" gap="2" mb="2" aria-hidden="true">
        {WEEKDAYS.map((weekday) => (
          <Text key={weekday} fontSize="sm" fontWeight="semibold" color="gray.600" textAlign="center">
            {WEEKDAY_LABELS[weekday].slice(0, 3)}
          </Text>
        ))}
      </Grid>
      <Grid as="ol" templateColumns="repeat(7, minmax(0, 1fr))" gap="2" aria-label="Days">
        {Array.from({ length: leadingBlanks(month) }, (_, i) => <Box as="li" key={`blank-${i}`} aria-hidden="true" listStyleType="none" />)}
        {days}
      </Grid>
    </Box>
  );
}
