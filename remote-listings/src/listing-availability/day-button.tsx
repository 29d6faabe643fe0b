import type { AvailabilityDay, CapacityUnit } from '@portal/contracts';
import { Button, Text } from '@portal/ui';
import { dayTitle, shortDayTitle } from './calendar-month';
import { DAY_STATUS_COLORS, bookedLongText, bookedText, dayStatusText } from './day-status';

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
  const status = dayStatusText(day);
  const sells = day.capacity > 0;
  const label = `${dayTitle(day.date)}${today ? ' (today)' : ''}: ${status}${sells ? `, ${bookedLongText(day, unit)}` : ''}`;
  return (
    <Button
      aria-label={label}
      aria-pressed={selected}
      onClick={() => onSelect(day.date)}
      variant="outline"
      h="auto"
      w="full"
      minH={layout === 'cell' ? '20' : '12'}
      p="2"
      display="flex"
      flexDirection={layout === 'cell' ? 'column' : 'row'}
      alignItems={layout === 'cell' ? 'start' : 'center'}
      justifyContent={layout === 'cell' ? 'start' : 'space-between'}
      gap="1"
      whiteSpace="normal"
      textAlign="start"
      bg={colors.bg}
      color={colors.text}
      borderColor={selected ? 'teal.700' : colors.border}
      borderWidth={selected ? '3px' : '1px'}
      borderLeftWidth="6px"
      _hover={{ bg: colors.bg, borderColor: 'teal.700' }}
    >
      <Text as="span" fontWeight="bold" textDecoration={today ? 'underline' : undefined}>
        {layout === 'cell' ? Number(day.date.slice(8)) : shortDayTitle(day.date)}
      </Text>
      <Text as="span" fontSize="xs" fontWeight="semibold" lineClamp={1}>{status}</Text>
      {sells && <Text as="span" fontSize="xs">{bookedText(day)}</Text>}
    </Button>
  );
}
