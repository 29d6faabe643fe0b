import type { AvailabilityDay, CapacityUnit } from '@portal/contracts';
import { Button, Stack, Text } from '@portal/ui';

import { listingsText } from '../strings/listings-strings';
import { dayTitle, shortDayTitle } from './calendar-month';
import { bookedLongText, bookedText, DAY_STATUS_COLORS, dayReasonText, dayStatusText } from './day-status';

export interface DayButtonProps {
  day: AvailabilityDay;
  unit: CapacityUnit;
  selected: boolean;
  today: boolean;
  /** 'cell' in the month grid, 'row' in the list of days on a phone. */
  layout: 'cell' | 'row';
  onSelect: (date: string) => void;
}

/** One day: its date, its state in words and colour, what is booked and left; a button that selects it. */
export function DayButton({ day, unit, selected, today, layout, onSelect }: DayButtonProps) {
  const colors = DAY_STATUS_COLORS[day.status];
  const cell = layout === 'cell';
  const counts = bookedText(day);
  const longCounts = bookedLongText(day, unit);
  const note = day.status === 'closed' ? day.note : null;
  const t = listingsText();
  const words = { date: dayTitle(day.date), status: dayStatusText(day), counts: longCounts };
  const label = longCounts
    ? t(today ? 'day.labelTodayCounts' : 'day.labelCounts', words)
    : t(today ? 'day.labelToday' : 'day.label', words);
  return (
    <Button
      aria-label={label}
      aria-pressed={selected}
      onClick={() => onSelect(day.date)}
      variant="outline"
      h="auto"
      w="full"
      minH={cell ? '20' : '12'}
      p="2"
      display="flex"
      flexDirection={cell ? 'column' : 'row'}
      alignItems={cell ? 'start' : 'center'}
      justifyContent={cell ? 'start' : 'space-between'}
      gap="1"
      whiteSpace="normal"
      textAlign="start"
      bg={colors.bg}
      color={colors.text}
      borderColor={selected ? 'teal.700' : colors.border}
      borderWidth={selected ? '3px' : '1px'}
      borderInlineStartWidth="6px"
      _hover={{ bg: colors.bg, borderColor: 'teal.700' }}
    >
      <Text as="span" fontWeight="bold">
        <Text as="span" textDecoration={today ? 'underline' : undefined}>
          {cell ? Number(day.date.slice(8)) : shortDayTitle(day.date)}
        </Text>
        {today && ` · ${t('day.today')}`}
      </Text>
      {/* The reason wraps whole, never cut short; only a long note is, and the day's panel and name carry it in full. */}
      <Stack
        as="span"
        gap="0"
        minW="0"
        alignItems={cell ? 'start' : 'end'}
        textAlign={cell ? 'start' : 'end'}
        fontSize="xs"
        overflowWrap="anywhere"
      >
        <Text as="span" fontWeight="semibold">
          {dayReasonText(day)}
        </Text>
        {note && (
          <Text as="span" lineClamp={2} dir="auto">
            {note}
          </Text>
        )}
        {counts && <Text as="span">{counts}</Text>}
      </Stack>
    </Button>
  );
}
