import { useState } from 'react';

import type { AvailabilitySlot } from '@portal/contracts';
import { Button, Field, HStack, Input, Stack, Text } from '@portal/ui';

import { listingsText, useListingsStrings } from '../strings/listings-strings';
import { closedReasonText } from './day-status';
import type { useAvailabilityChange } from './use-availability-change';

export interface SlotCapacityProps {
  date: string;
  slot: AvailabilitySlot;
  change: ReturnType<typeof useAvailabilityChange>;
}

const slotName = (slot: AvailabilitySlot) => slot.start_time ?? listingsText()('slot.wholeDay');

/** '4 booked of 14, 10 left'; a closed slot has nothing left to book, so only what is booked of it. */
const slotCounts = (slot: AvailabilitySlot) => listingsText()(slot.status === 'closed' ? 'slot.countsClosed' : 'slot.counts', slot);

/** Why a slot does not sell, or 'Full' / 'Open'. */
function slotReason(slot: AvailabilitySlot): string {
  if (slot.closed_reason) return closedReasonText(slot.closed_reason);
  return listingsText()(slot.status === 'full' ? 'day.full' : 'day.open');
}

/** One slot of a day: what is booked and left, why it does not sell, and its capacity to change. */
export function SlotCapacity({ date, slot, change }: SlotCapacityProps) {
  const t = useListingsStrings();
  const [capacity, setCapacity] = useState(String(slot.capacity));
  const reason = slotReason(slot);
  const counts = slotCounts(slot);
  const save = () =>
    change.send(
      // The digits as typed: the contract's schema reads them and words a refusal.
      { from: date, to: date, closed: false, capacity, start_time: slot.start_time },
      slot.start_time ? t('slot.capacitySetAt', { date, time: slot.start_time, capacity }) : t('slot.capacitySet', { date, capacity }),
    );
  return (
    <Stack as="li" listStyleType="none" gap="2" borderWidth="1px" borderRadius="md" p="3">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="bold">{slotName(slot)}</Text>
        <Text fontSize="sm">
          {reason}
          {slot.note && (
            <>
              : <bdi>{slot.note}</bdi>
            </>
          )}
        </Text>
      </HStack>
      <Text fontSize="sm">{slot.below_minimum ? t('slot.belowMinimum', { counts }) : counts}</Text>
      <HStack gap="2" align="end">
        <Field.Root maxW="40">
          <Field.Label>{t('slot.capacityAt', { slot: slotName(slot) })}</Field.Label>
          <Input type="number" inputMode="numeric" min={0} value={capacity} onChange={(event) => setCapacity(event.target.value)} />
        </Field.Root>
        <Button
          colorPalette="teal"
          variant="outline"
          aria-label={t('slot.saveCapacityAt', { slot: slotName(slot) })}
          loading={change.pending}
          disabled={capacity.trim() === ''}
          onClick={save}
        >
          {t('slot.saveCapacity')}
        </Button>
      </HStack>
    </Stack>
  );
}
