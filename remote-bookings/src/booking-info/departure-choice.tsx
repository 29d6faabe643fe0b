import { useQuery } from '@tanstack/react-query';

import { availabilityQueries } from '@portal/api';
import type { AvailabilitySlot, Booking } from '@portal/contracts';
import { Field, HStack, Spinner, Stack, Text } from '@portal/ui';
import { RadioGroup } from '@portal/ui/form-controls';

import { type BookingsT, useBookingsStrings } from '../strings/bookings-strings';

/** '10:00 · 3 places left', or why the slot cannot take the booking. */
function slotText(t: BookingsT, slot: AvailabilitySlot, people: number): string {
  const time = slot.start_time ?? t('reschedule.allDay');
  if (slot.status !== 'open') return t(slot.status === 'full' ? 'reschedule.full' : 'reschedule.closed', { time });
  const left = t('reschedule.placesLeft', { time, count: slot.remaining });
  return slot.remaining < people ? t('reschedule.tooFew', { slot: left }) : left;
}

/** Whether the booking's own departure is this slot: its places count as free for it. */
const isOwn = (booking: Booking, date: string, slot: AvailabilitySlot) =>
  booking.selected_date === date && (booking.start_time ?? null) === slot.start_time;

export interface DepartureChoiceProps {
  booking: Booking & { listing_id: string };
  date: string;
  startTime: string | null;
  onChange: (startTime: string) => void;
}

/**
 * The start times of the chosen day, each with the places left (the listing's calendar): a slot
 * that cannot take the booking's people cannot be chosen. The server checks again as it moves it.
 */
export function DepartureChoice({ booking, date, startTime, onChange }: DepartureChoiceProps) {
  const { data, isPending, isError } = useQuery(availabilityQueries.calendar(booking.listing_id, date, date));
  const t = useBookingsStrings();
  if (isPending) {
    return (
      <HStack gap="2" color="gray.600">
        <Spinner size="xs" />
        <Text fontSize="sm">{t('reschedule.loadingTimes')}</Text>
      </HStack>
    );
  }
  if (isError)
    return (
      <Text fontSize="sm" color="red.fg">
        {t('reschedule.timesFailed')}
      </Text>
    );
  const slots = (data.days[0]?.slots ?? []).filter((slot) => !isOwn(booking, date, slot));
  if (slots.length === 0)
    return (
      <Text fontSize="sm" color="gray.600">
        {t('reschedule.noDepartures')}
      </Text>
    );
  return (
    <Field.Root required>
      <Field.Label>{t('reschedule.startTime')}</Field.Label>
      <RadioGroup.Root
        value={startTime}
        onValueChange={(details) => details.value && onChange(details.value)}
        aria-label={t('reschedule.startTime')}
      >
        <Stack gap="2">
          {slots.map((slot) => (
            <RadioGroup.Item
              key={slot.start_time ?? 'day'}
              value={slot.start_time ?? ''}
              disabled={slot.status !== 'open' || slot.remaining < booking.selected_people}
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{slotText(t, slot, booking.selected_people)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Field.Root>
  );
}
