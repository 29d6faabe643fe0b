import { AGE_LIMITS, AUDIENCE_LABELS, AUDIENCES, type DurationUnit, GROUP_TYPES } from '@portal/contracts';
import { type FieldName, type Option, typedFields, useWatch } from '@portal/forms';
import { SimpleGrid } from '@portal/ui';

import { sayChoices, useWizardStrings } from '../../../strings/wizard-strings';
import type { ListingFormValues } from '../../machinery/wizard-definition';

// Field names are checked against the values of the listing types (any wizard may show the step).
const { CheckboxGroupField, RadioField, SelectField, TextField } = typedFields<ListingFormValues>();

/**
 * The basics several wizards ask in the same words: group or private, who it is for, duration,
 * age range, number inputs with the spec's short lists offered.
 */

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const numberOptions = (values: readonly number[], current: unknown): Option<number>[] => {
  // A listing saved with a value beyond the spec's short list keeps it selectable.
  const extra = typeof current === 'number' && !values.includes(current) ? [current] : [];
  return [...values, ...extra].sort((a, b) => a - b).map((value) => ({ value, label: String(value) }));
};

const GROUP_TYPE_LABELS = { group: 'Group', private: 'Private' } as const;

export function GroupTypeField({ label }: { label: string }) {
  const { say } = useWizardStrings();
  return (
    <RadioField
      name="type"
      label={label}
      layout="inline"
      options={GROUP_TYPES.map((value) => ({ value, label: say(GROUP_TYPE_LABELS[value]) }))}
    />
  );
}

export function AudienceField() {
  const { say } = useWizardStrings();
  return (
    <RadioField
      name="audience"
      label={say('Who is it for?')}
      layout="inline"
      options={AUDIENCES.map((value) => ({ value, label: say(AUDIENCE_LABELS[value]) }))}
    />
  );
}

/** A whole number typed or picked from the spec's list ('Minimum people', 3-5). */
export function NumberField({
  name,
  label,
  suggestions,
  helperText,
}: {
  name: FieldName<ListingFormValues>;
  label: string;
  suggestions?: readonly number[];
  helperText?: string;
}) {
  return <TextField name={name} label={label} type="number" suggestions={suggestions?.map(String)} helperText={helperText} />;
}

export function DurationFields({ units, suggestions }: { units: readonly DurationUnit[]; suggestions?: readonly number[] }) {
  const { say } = useWizardStrings();
  return (
    <SimpleGrid columns={2} gap="3">
      <NumberField name="duration.value" label={say('Duration')} suggestions={suggestions} />
      <SelectField name="duration.unit" label={say('Duration unit')} options={sayChoices(say, units)} />
    </SimpleGrid>
  );
}

/** Youngest and oldest who may join, each 0-99 (AGE_LIMITS); the schema refuses a youngest above the oldest. */
export function AgeRangeFields() {
  const { say } = useWizardStrings();
  const current = useWatch({ name: 'age_range' }) as { min?: unknown; max?: unknown } | undefined;
  return (
    <SimpleGrid columns={2} gap="3">
      <SelectField name="age_range.min" label={say('Minimum age')} options={numberOptions(range(...AGE_LIMITS.min), current?.min)} />
      <SelectField name="age_range.max" label={say('Maximum age')} options={numberOptions(range(...AGE_LIMITS.max), current?.max)} />
    </SimpleGrid>
  );
}

export function LanguagesField({ options }: { options: readonly string[] }) {
  const { say } = useWizardStrings();
  return <CheckboxGroupField name="languages" label={say('Languages')} options={sayChoices(say, options)} columns={3} />;
}
