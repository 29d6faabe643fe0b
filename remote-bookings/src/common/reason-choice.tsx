import type { CancellationReason } from '@portal/contracts';
import { Field, Stack } from '@portal/ui';
import { RadioGroup } from '@portal/ui/form-controls';

import { useBookingsStrings } from '../strings/bookings-strings';

export interface ReasonChoiceProps {
  /** The reasons offered, in order: a booking's cancellation, or a departure's (which has no 'other'). */
  reasons: readonly CancellationReason[];
  value: string | null;
  onChange: (reason: string) => void;
  /** Said under the choice, the field marked invalid. */
  error?: string | null;
}

/** Why a booking or departure is cancelled: one required choice, in the customer-facing words. */
export function ReasonChoice({ reasons, value, onChange, error = null }: ReasonChoiceProps) {
  const t = useBookingsStrings();
  return (
    <Field.Root invalid={error !== null} required>
      <Field.Label>{t('reason')}</Field.Label>
      <RadioGroup.Root value={value} onValueChange={(details) => details.value && onChange(details.value)} aria-label={t('reason')}>
        <Stack gap="2">
          {reasons.map((reason) => (
            <RadioGroup.Item key={reason} value={reason}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t(`reasons.${reason}`)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
