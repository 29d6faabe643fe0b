import type { FieldValues } from 'react-hook-form';

import { DateInput } from '@portal/ui';

import { FormField } from './form-field';
import { type FieldName, useField } from './use-field';

export interface DateFieldProps<TValues extends FieldValues = FieldValues> {
  name: FieldName<TValues>;
  label: string;
  helperText?: string;
  optional?: boolean;
  /** The earliest and latest dates offered, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
}

/** A date picked or typed in the browser's date field; the form holds it as 'YYYY-MM-DD', '' while empty or incomplete. */
export function DateField<TValues extends FieldValues = FieldValues>({
  name,
  label,
  helperText,
  optional,
  min,
  max,
}: DateFieldProps<TValues>) {
  const { value, onChange, onBlur, ref, error } = useField<TValues>(name);
  return (
    <FormField label={label} helperText={helperText} optional={optional} error={error}>
      <DateInput
        name={name}
        ref={ref}
        value={typeof value === 'string' ? value : ''}
        min={min}
        max={max}
        onBlur={onBlur}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormField>
  );
}
