import type { FieldValues } from 'react-hook-form';

import { SimpleGrid, Stack } from '@portal/ui';
import { Checkbox, CheckboxGroup, RadioGroup } from '@portal/ui/form-controls';

import { useFormsWizardStrings } from '../strings/forms-wizard-strings';
import { FieldsetShell } from './form-field';
import { type FieldName, useField } from './use-field';

interface ChoiceProps<TValues extends FieldValues = FieldValues> {
  name: FieldName<TValues>;
  label: string;
  helperText?: string;
  optional?: boolean;
}

export interface CheckboxGroupFieldProps<TValues extends FieldValues = FieldValues> extends ChoiceProps<TValues> {
  /** Each a text that is its own value, or a value with its label (a listing's id and title). */
  options: readonly (string | { value: string; label: string })[];
  /** Columns from the small breakpoint up; one column on phones. */
  columns?: number;
}

/** Several choices of a list; the value is the array of chosen options' values, in the list's order. */
export function CheckboxGroupField<TValues extends FieldValues = FieldValues>({
  name,
  label,
  helperText,
  optional,
  options,
  columns = 2,
}: CheckboxGroupFieldProps<TValues>) {
  const { value: chosen, onChange, onBlur, error } = useField<TValues>(name);
  const value = Array.isArray(chosen) ? (chosen as string[]) : [];
  const choices = options.map((option) => (typeof option === 'string' ? { value: option, label: option } : option));
  return (
    <FieldsetShell label={label} helperText={helperText} optional={optional} error={error}>
      <CheckboxGroup
        name={name}
        value={value}
        onValueChange={(next) => onChange(choices.filter((o) => next.includes(o.value)).map((o) => o.value))}
      >
        <SimpleGrid columns={{ base: 1, sm: columns }} gap="2">
          {choices.map((option) => (
            <Checkbox.Root key={option.value} value={option.value} size="sm">
              <Checkbox.HiddenInput onBlur={onBlur} />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">{option.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </CheckboxGroup>
    </FieldsetShell>
  );
}

export interface RadioOption {
  value: string;
  label: string;
}

/** Yes/No side by side, a stacked list, or bordered cards for a prominent choice. */
export type RadioLayout = 'inline' | 'stacked' | 'cards';

export interface RadioFieldProps<TValues extends FieldValues = FieldValues> extends ChoiceProps<TValues> {
  options: readonly RadioOption[];
  /** Called after the value changed, e.g. to reset what depended on the old choice. */
  onValueChange?: (value: string) => void;
  layout?: RadioLayout;
}

/** One choice of a list, the value being the option's value. */
export function RadioField<TValues extends FieldValues = FieldValues>({
  name,
  label,
  helperText,
  optional,
  options,
  onValueChange,
  layout = 'stacked',
}: RadioFieldProps<TValues>) {
  const { value, onChange, error } = useField<TValues>(name);
  return (
    <FieldsetShell label={label} helperText={helperText} optional={optional} error={error}>
      <RadioOptions
        name={name}
        value={typeof value === 'string' ? value : null}
        options={options}
        layout={layout}
        onChange={(next) => {
          onChange(next);
          onValueChange?.(next);
        }}
      />
    </FieldsetShell>
  );
}

/** A yes/no question whose value is a boolean. */
export function YesNoField<TValues extends FieldValues = FieldValues>({ name, label, helperText, optional }: ChoiceProps<TValues>) {
  const { value: checked, onChange, error } = useField<TValues>(name);
  const value = checked === true ? 'yes' : checked === false ? 'no' : null;
  const t = useFormsWizardStrings();
  const yesNo = [
    { value: 'yes', label: t('yes') },
    { value: 'no', label: t('no') },
  ];
  return (
    <FieldsetShell label={label} helperText={helperText} optional={optional} error={error}>
      <RadioOptions name={name} value={value} layout="inline" options={yesNo} onChange={(next) => onChange(next === 'yes')} />
    </FieldsetShell>
  );
}

interface RadioOptionsProps<TValues extends FieldValues = FieldValues> {
  name: FieldName<TValues>;
  value: string | null;
  options: readonly RadioOption[];
  layout: RadioLayout;
  onChange: (value: string) => void;
}

const cardStyle = { borderWidth: '1px', borderRadius: 'md', p: '3', _checked: { borderColor: 'blue.500', bg: 'blue.50' } } as const;

function RadioOptions({ name, value, options, layout, onChange }: RadioOptionsProps) {
  return (
    <RadioGroup.Root name={name} value={value} onValueChange={(details) => details.value && onChange(details.value)} size="sm">
      <Stack direction={layout === 'inline' ? 'row' : 'column'} gap={layout === 'inline' ? '6' : '2'}>
        {options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value} {...(layout === 'cards' ? cardStyle : {})}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText fontWeight={layout === 'cards' ? 'medium' : 'normal'}>{option.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
