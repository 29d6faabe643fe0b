import { useQuery } from '@tanstack/react-query';

import { availabilityQueries } from '@portal/api';
import type { AvailabilitySlot, Booking } from '@portal/contracts';
import { Field, HStack, Spinner, Stack, Text } from '@portal/ui';
import { RadioGroup } from '@portal/ui/form-controls';

/** '10:00 · 3 places left', or why the slot cannot take the booking. */
function slotText(slot: AvailabilitySlot, people: number): string {
  const time = slot.start_time ?? 'All day';
  if (slot.status !== 'open') return `${time} · ${slot.status === 'full' ? 'full' : 'closed'}`;
  return `${time} · ${slot.remaining} ${slot.remaining === 1 ? 'place' : 'places'} left${slot.remaining < people ? ' (too few)' : ''}`;
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
  if (isPending) {
    return (
      <HStack gap="2" color="gray.600">
        <Spinner size="xs" />
        <Text fontSize="sm">Loading start times...</Text>
      </HStack>
    );
  }
  if (isError)
    return (
      <Text fontSize="sm" color="red.fg">
        Could not load the start times of this day.
      </Text>
    );
  const slots = (data.days[0]?.slots ?? []).filter((slot) => !isOwn(booking, date, slot));
  if (slots.length === 0)
    return (
      <Text fontSize="sm" color="gray.600">
        No departures on this day.
      </Text>
    );
  return (
    <Field.Root required>
      <Field.Label>Start time</Field.Label>
      <RadioGroup.Root value={startTime} onValueChange={(details) => details.value && onChange(details.value)} aria-label="Start time">
        <Stack gap="2">
          {slots.map((slot) => (
            <RadioGroup.Item
              key={slot.start_time ?? 'day'}
              value={slot.start_time ?? ''}
              disabled={slot.status !== 'open' || slot.remaining < booking.selected_people}
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{slotText(slot, booking.selected_people)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Field.Root>
  );
}
