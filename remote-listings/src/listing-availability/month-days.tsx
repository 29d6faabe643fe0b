import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import { type AvailabilityCalendar, WEEKDAYS } from '@portal/contracts';
import { Box, Button, Grid, Stack, Text, useMediaQuery } from '@portal/ui';

import { useListingsStrings } from '../strings/listings-strings';
import { leadingBlanks, type Month, weekdayTitle } from './calendar-month';
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
  const t = useListingsStrings();
  // Read at once (no server rendering here), so a phone never shows the grid first.
  const [narrow] = useMediaQuery(['(max-width: 47.99em)'], { ssr: false });
  // The month whose days before today a phone shows: none until asked, so the list starts at today.
  const [earlierShown, setEarlierShown] = useState<Month | null>(null);
  // Chakra types a Stack's ref as a div's whatever element it renders.
  const listRef = useRef<HTMLDivElement>(null);
  const layout = narrow ? 'row' : 'cell';
  const dayItem = (day: AvailabilityCalendar['days'][number]) => (
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
  );
  if (narrow) {
    const todayAt = calendar.days.findIndex((day) => day.date === calendar.today);
    const earlier = earlierShown === month ? 0 : Math.max(0, todayAt);
    const showEarlier = () => {
      // The button goes away: focus moves to the first day it brought back, not to the page.
      flushSync(() => setEarlierShown(month));
      listRef.current?.querySelector('button')?.focus();
    };
    return (
      <Stack gap="2">
        {earlier > 0 && (
          <Button size="sm" variant="outline" alignSelf="start" onClick={showEarlier}>
            {t('availability.showEarlier', { count: earlier })}
          </Button>
        )}
        <Stack as="ol" ref={listRef} gap="2" aria-label={t('availability.days')}>
          {calendar.days.slice(earlier).map(dayItem)}
        </Stack>
      </Stack>
    );
  }
  return (
    <Box>
      <Grid templateColumns="repeat(7, minmax(0, 1fr))" gap="2" mb="2" aria-hidden="true">
        {WEEKDAYS.map((weekday) => (
          <Text key={weekday} fontSize="sm" fontWeight="semibold" color="gray.600" textAlign="center">
            {weekdayTitle(weekday)}
          </Text>
        ))}
      </Grid>
      <Grid as="ol" templateColumns="repeat(7, minmax(0, 1fr))" gap="2" aria-label={t('availability.days')}>
        {Array.from({ length: leadingBlanks(month) }, (_, i) => (
          <Box as="li" key={`blank-${i}`} aria-hidden="true" listStyleType="none" />
        ))}
        {calendar.days.map(dayItem)}
      </Grid>
    </Box>
  );
}
