import { useState } from 'react';

import { AVAILABILITY_LIMITS } from '@portal/contracts';
import { Button, Field, HStack, LimitedTextarea, Stack } from '@portal/ui';

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
  const [note, setNote] = useState('');
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>Note (why the {noun === 'day' ? 'day is' : 'days are'} closed)</Field.Label>
        <LimitedTextarea value={note} maxLength={AVAILABILITY_LIMITS.maxNoteLength} rows={2} onValueChange={setNote} />
      </Field.Root>
      <HStack gap="3" wrap="wrap">
        <Button
          colorPalette="red"
          loading={change.pending}
          onClick={() =>
            change.send({ from, to, closed: true, note }, `Closed ${from === to ? from : `${from} to ${to}`}.`, () => setNote(''))
          }
        >
          {`Close ${noun === 'day' ? 'this day' : 'these days'}`}
        </Button>
        <Button
          variant="outline"
          colorPalette="teal"
          loading={change.pending}
          onClick={() => change.send({ from, to, closed: false }, `Reopened ${from === to ? from : `${from} to ${to}`}.`)}
        >
          {`Reopen ${noun === 'day' ? 'this day' : 'these days'}`}
        </Button>
      </HStack>
    </Stack>
  );
}
