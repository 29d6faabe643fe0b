import { useId } from 'react';
import { Input, Textarea } from '@portal/ui';
import { FormField } from './form-field';
import { useField } from './use-field';

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'number' | 'url';
  placeholder?: string;
  helperText?: string;
  optional?: boolean;
  autoComplete?: string;
  /** Offered as the user types; any other text is accepted too. */
  suggestions?: readonly string[];
  /** A multi-line text area instead of a one-line input. */
  multiline?: boolean;
}

export function TextField({ name, label, type = 'text', placeholder, helperText, optional, autoComplete, suggestions, multiline }: TextFieldProps) {
  const { value, onChange, onBlur, ref, error } = useField(name);
  const listId = useId();
  const common = {
    name,
    ref: ref,
    onBlur: onBlur,
    value: typeof value === 'string' || typeof value === 'number' ? value : '',
    placeholder,
    autoComplete,
  };
  return (
    <FormField label={label} helperText={helperText} optional={optional} error={error}>
      {multiline ? (
        <Textarea {...common} onChange={(e) => onChange(e.target.value)} rows={4} />
      ) : (
        <Input {...common} type={type} list={suggestions ? listId : undefined} onChange={(e) => onChange(e.target.value)} />
      )}
      {suggestions && (
        <datalist id={listId}>
          {suggestions.map((option) => <option key={option} value={option} />)}
        </datalist>
      )}
    </FormField>
  );
}
