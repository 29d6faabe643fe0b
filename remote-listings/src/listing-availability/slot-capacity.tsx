import { useState } from 'react';

import { type AvailabilitySlot, CLOSED_REASON_LABELS } from '@portal/contracts';
import { Button, Field, HStack, Input, Stack, Text } from '@portal/ui';

import type { useAvailabilityChange } from './use-availability-change';

export interface SlotCapacityProps {
  date: string;
  slot: AvailabilitySlot;
  change: ReturnType<typeof useAvailabilityChange>;
}

const slotName = (slot: AvailabilitySlot) => slot.start_time ?? 'Whole day';

/** '4 booked of 14, 10 left'; a closed slot has nothing left to book, so only what is booked of it. */
const slotCounts = (slot: AvailabilitySlot) =>
  `${slot.booked} booked of ${slot.capacity}${slot.status === 'closed' ? '' : `, ${slot.remaining} left`}`;

/** One slot of a day: what is booked and left, why it does not sell, and its capacity to change. */
export function SlotCapacity({ date, slot, change }: SlotCapacityProps) {
  const [capacity, setCapacity] = useState(String(slot.capacity));
  const reason = slot.closed_reason ? CLOSED_REASON_LABELS[slot.closed_reason] : slot.status === 'full' ? 'Full' : 'Open';
  const save = () =>
    change.send(
      // The digits as typed: the contract's schema reads them and words a refusal.
      { from: date, to: date, closed: false, capacity, start_time: slot.start_time },
      `Capacity of ${date}${slot.start_time ? ` at ${slot.start_time}` : ''} set to ${capacity}.`,
    );
  return (
    <Stack as="li" listStyleType="none" gap="2" borderWidth="1px" borderRadius="md" p="3">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="bold">{slotName(slot)}</Text>
        <Text fontSize="sm">{`${reason}${slot.note ? `: ${slot.note}` : ''}`}</Text>
      </HStack>
      <Text fontSize="sm">{`${slotCounts(slot)}${slot.below_minimum ? ' (below the minimum group)' : ''}`}</Text>
      <HStack gap="2" align="end">
        <Field.Root maxW="40">
          <Field.Label>{`Capacity at ${slotName(slot)}`}</Field.Label>
          <Input type="number" inputMode="numeric" min={0} value={capacity} onChange={(event) => setCapacity(event.target.value)} />
        </Field.Root>
        <Button
          colorPalette="teal"
          variant="outline"
          aria-label={`Save capacity at ${slotName(slot)}`}
          loading={change.pending}
          disabled={capacity.trim() === ''}
          onClick={save}
        >
          Save capacity
        </Button>
      </HStack>
    </Stack>
  );
}
