import { DateInput } from '@portal/ui';
import { FormField } from './form-field';
import { useField } from './use-field';

export interface DateFieldProps {
  name: string;
  label: string;
  helperText?: string;
  optional?: boolean;
  /** The earliest and latest dates offered, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
}

/** A date picked or typed in the browser's date field; the form holds it as 'YYYY-MM-DD', '' while empty or incomplete. */
export function DateField({ name, label, helperText, optional, min, max }: DateFieldProps) {
  const { value, onChange, onBlur, ref, error } = useField(name);
  return (
    <FormField label={label} helperText={helperText} optional={optional} error={error}>
      <DateInput name={name} ref={ref} value={typeof value === 'string' ? value : ''} min={min} max={max} onBlur={onBlur} onChange={(e) => onChange(e.target.value)} />
    </FormField>
  );
}
