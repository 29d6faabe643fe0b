import type { FieldValues } from 'react-hook-form';

import { NativeSelect } from '@portal/ui';

import { useFormsWizardStrings } from '../strings/forms-wizard-strings';
import { FormField } from './form-field';
import { type FieldName, useField } from './use-field';

export interface Option<T extends string | number = string | number> {
  label: string;
  value: T;
}

/** Plain strings become options labelled by themselves. */
export const toOptions = (values: readonly string[]): Option<string>[] => values.map((value) => ({ label: value, value }));

export interface SelectFieldProps<TValues extends FieldValues = FieldValues> {
  name: FieldName<TValues>;
  label: string;
  options: readonly Option[];
  placeholder?: string;
  helperText?: string;
  optional?: boolean;
}

/** A native select (accessible, good on phones); the form value keeps the option's type. */
export function SelectField<TValues extends FieldValues = FieldValues>({
  name,
  label,
  options,
  placeholder,
  helperText,
  optional,
}: SelectFieldProps<TValues>) {
  const { ref, onBlur, onChange, value, error } = useField<TValues>(name);
  const t = useFormsWizardStrings();
  const current = options.findIndex((option) => option.value === value);
  return (
    <FormField label={label} helperText={helperText} optional={optional} error={error}>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          ref={ref}
          onBlur={onBlur}
          value={current === -1 ? '' : String(current)}
          onChange={(e) => onChange(e.target.value === '' ? '' : options[Number(e.target.value)]?.value)}
        >
          <option value="">{placeholder ?? t('select')}</option>
          {options.map((option, i) => (
            <option key={`${option.label}-${i}`} value={String(i)}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
