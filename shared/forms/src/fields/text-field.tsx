import { type ReactNode, useId } from 'react';
import type { FieldValues } from 'react-hook-form';

import { codePointLength, Flex, Input, Span, Textarea, withinCodePoints } from '@portal/ui';

import { FormField } from './form-field';
import { type FieldName, useField } from './use-field';

export interface TextFieldProps<TValues extends FieldValues = FieldValues> {
  name: FieldName<TValues>;
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
  /**
   * The most characters it takes, counted as the schema and the server count them (code points: an
   * emoji is one): typing stops there, and a live count shows how many are used. Not the input's
   * maxlength attribute, which counts UTF-16 units and would stop an emoji text at half its length.
   */
  maxLength?: number;
  /** Rows of a multi-line field (4 unless told). */
  rows?: number;
}

/** The helper text with the count of characters used, when the field has a limit. */
function helperWithCount(helperText: string | undefined, length: number, maxLength: number | undefined): ReactNode {
  if (maxLength === undefined) return helperText;
  return (
    <Flex as="span" justify="space-between" gap="3">
      <span>{helperText}</span>
      <Span flexShrink="0" color={length >= maxLength ? 'orange.700' : undefined}>{`${length}/${maxLength}`}</Span>
    </Flex>
  );
}

export function TextField<TValues extends FieldValues = FieldValues>(props: TextFieldProps<TValues>) {
  const {
    name,
    label,
    type = 'text',
    placeholder,
    helperText,
    optional,
    autoComplete,
    suggestions,
    multiline,
    maxLength,
    rows = 4,
  } = props;
  const { value, onChange, onBlur, ref, error } = useField<TValues>(name);
  const listId = useId();
  const change = (text: string) => onChange(withinCodePoints(text, maxLength));
  const common = {
    name,
    ref: ref,
    onBlur: onBlur,
    value: typeof value === 'string' || typeof value === 'number' ? value : '',
    placeholder,
    autoComplete,
    // What is typed reads in its own direction (an English title in an Urdu form starts at the
    // left, not cut at its start); empty, the field follows the page, placeholder included.
    dir: value === '' || value == null ? undefined : 'auto',
  };
  return (
    <FormField
      label={label}
      helperText={helperWithCount(helperText, codePointLength(String(common.value)), maxLength)}
      optional={optional}
      error={error}
    >
      {multiline ? (
        <Textarea {...common} onChange={(e) => change(e.target.value)} rows={rows} />
      ) : (
        <Input {...common} type={type} list={suggestions ? listId : undefined} onChange={(e) => change(e.target.value)} />
      )}
      {suggestions && (
        <datalist id={listId}>
          {suggestions.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
      )}
    </FormField>
  );
}
