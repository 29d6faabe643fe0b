import { Link as RouterLink } from 'react-router-dom';

import { type AvailabilityCalendar, datesFrom, paths } from '@portal/contracts';
import { Alert, Box, Button, Heading, HStack, Link, Stack, Text } from '@portal/ui';

import { Phrase } from '../common/phrase';
import { useListingsStrings } from '../strings/listings-strings';
import { DatesChange } from './dates-change';
import { DatesTitle } from './dates-title';
import { dayStatusText } from './day-status';
import type { Selection } from './selection';
import { SlotCapacity } from './slot-capacity';
import { useAvailabilityChange } from './use-availability-change';

export interface SelectionPanelProps {
  calendar: AvailabilityCalendar;
  selection: Selection;
  onClose: () => void;
}

/** What the selected day or days are and how to change them; a refusal shows in the server's words. */
export function SelectionPanel({ calendar, selection, onClose }: SelectionPanelProps) {
  const t = useListingsStrings();
  const change = useAvailabilityChange(calendar.listing_id);
  const { from, to } = selection;
  const single = from === to;
  const day = single ? calendar.days.find((d) => d.date === from) : undefined;
  const past = from < calendar.today;
  return (
    <Box as="section" aria-label={t('selection.label')} bg="white" borderWidth="1px" borderRadius="lg" p="4">
      <Stack gap="3">
        <HStack justify="space-between" align="start">
          <Stack gap="0">
            <Heading as="h2" size="md">
              <DatesTitle from={from} to={to} />
            </Heading>
            {day && <Text fontSize="sm">{dayStatusText(day)}</Text>}
            {day && day.booked > 0 && (
              // The day's bookings, who comes and what they owe: the list opens on the day's first departure.
              <Link asChild fontSize="sm" color="teal.700" fontWeight="medium">
                <RouterLink to={paths.departureList(calendar.listing_id, from)}>{t('selection.departureList')}</RouterLink>
              </Link>
            )}
            {!single && <Text fontSize="sm">{t('selection.days', { count: datesFrom(from, to).length })}</Text>}
            {selection.anchor && (
              <Text fontSize="sm" color="gray.600">
                {t('selection.chooseLast')}
              </Text>
            )}
          </Stack>
          <Button size="sm" variant="ghost" onClick={onClose}>
            {t('selection.done')}
          </Button>
        </HStack>
        {day && day.resources.length > 0 && (
          <Stack as="ul" gap="1" aria-label={t('selection.resources')} fontSize="sm">
            {day.resources.map((r) => (
              <Text as="li" listStyleType="none" key={r.resource_id}>
                <Phrase
                  text={t('selection.resourceUse', { name: '{{name}}', used: r.used, units: r.units, remaining: r.remaining })}
                  data={{ name: r.name }}
                />
              </Text>
            ))}
          </Stack>
        )}
        {change.error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{change.error}</Alert.Title>
          </Alert.Root>
        )}
        {past ? (
          <Text color="gray.600">{t('selection.past')}</Text>
        ) : (
          <>
            {day && day.slots.length > 0 && (
              <Stack as="ul" gap="2" aria-label={t('selection.slots')}>
                {day.slots.map((slot) => (
                  <SlotCapacity key={`${from}-${slot.start_time ?? 'day'}-${slot.capacity}`} date={from} slot={slot} change={change} />
                ))}
              </Stack>
            )}
            <DatesChange from={from} to={to} noun={single ? 'day' : 'days'} change={change} />
          </>
        )}
      </Stack>
    </Box>
  );
}
