import { useState } from 'react';

import { AVAILABILITY_LIMITS } from '@portal/contracts';
import { Button, Field, HStack, LimitedTextarea, Stack } from '@portal/ui';

import { useListingsStrings } from '../strings/listings-strings';
import type { useAvailabilityChange } from './use-availability-change';

export interface DatesChangeProps {
  from: string;
  to: string;
  /** 'day' or 'days', in the buttons' words. */
  noun: string;
  change: ReturnType<typeof useAvailabilityChange>;
}

/** Close some dates with a note (why: 'Eid holidays'), or reopen them (lift earlier closures). */
export function DatesChange({ from, to, noun, change }: DatesChangeProps) {
  const t = useListingsStrings();
  const [note, setNote] = useState('');
  const one = noun === 'day';
  // The toast names the dates as the server stores them, as the other toasts of the screen do.
  const dates = from === to ? from : t('day.range', { from, to });
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>{t(one ? 'datesChange.noteDay' : 'datesChange.noteDays')}</Field.Label>
        <LimitedTextarea value={note} maxLength={AVAILABILITY_LIMITS.maxNoteLength} rows={2} onValueChange={setNote} />
      </Field.Root>
      <HStack gap="3" wrap="wrap">
        <Button
          colorPalette="red"
          loading={change.pending}
          onClick={() => change.send({ from, to, closed: true, note }, t('datesChange.closedDone', { dates }), () => setNote(''))}
        >
          {t(one ? 'datesChange.closeDay' : 'datesChange.closeDays')}
        </Button>
        <Button
          variant="outline"
          colorPalette="teal"
          loading={change.pending}
          onClick={() => change.send({ from, to, closed: false }, t('datesChange.reopenedDone', { dates }))}
        >
          {t(one ? 'datesChange.reopenDay' : 'datesChange.reopenDays')}
        </Button>
      </HStack>
    </Stack>
  );
}
