import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';

import { Button, CloseButton, HStack, Stack } from '@portal/ui';

import { useFormsWizardStrings } from '../strings/forms-wizard-strings';
import { FieldsetShell } from './form-field';
import { listMessage } from './list-message';
import { TextField } from './text-field';
import { type FieldName, useField } from './use-field';

export interface TextListFieldProps<TValues extends FieldValues = FieldValues> {
  name: FieldName<TValues>;
  /** The list's legend: 'Highlights'. */
  label: string;
  /** One entry, for its label and its Remove button: 'Highlight' gives 'Highlight 2', 'Remove highlight 2'. */
  itemLabel: string;
  /** 'Add highlight'. */
  addLabel: string;
  maxLength?: number;
  maxItems?: number;
  placeholder?: string;
  helperText?: string;
  optional?: boolean;
  /** Entries always shown: their Remove buttons are hidden (1 unless told). */
  minRows?: number;
}

let nextKey = 0;
const newKey = () => (nextKey += 1);

/**
 * A list of short texts, one input each, with Add and Remove. Entries left blank are kept in the
 * form and dropped by the schema on submit, so a half-written list never loses a line.
 */
export function TextListField<TValues extends FieldValues = FieldValues>(props: TextListFieldProps<TValues>) {
  const { name, label, itemLabel, addLabel, maxLength, maxItems, placeholder, helperText, optional, minRows = 1 } = props;
  const { value, onChange, error } = useField<TValues>(name);
  const items = Array.isArray(value) ? (value as unknown[]).map((item) => (typeof item === 'string' ? item : '')) : [];
  const [keys, setKeys] = useStableKeys(items.length);
  const lower = itemLabel.toLowerCase();
  const t = useFormsWizardStrings();
  return (
    <FieldsetShell label={label} helperText={helperText} optional={optional} error={listMessage(error)}>
      <Stack gap="2">
        {items.map((_, index) => (
          <HStack key={keys[index]} align="flex-start" gap="2">
            <Stack flex="1" minW="0">
              <TextField
                name={`${name}.${index}`}
                label={t('list.entry', { item: itemLabel, number: index + 1 })}
                placeholder={placeholder}
                maxLength={maxLength}
              />
            </Stack>
            {items.length > minRows && (
              <CloseButton
                size="sm"
                mt="6"
                aria-label={t('list.remove', { item: lower, number: index + 1 })}
                onClick={() => {
                  setKeys(keys.filter((__, i) => i !== index));
                  onChange(items.filter((__, i) => i !== index));
                }}
              />
            )}
          </HStack>
        ))}
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          disabled={maxItems !== undefined && items.length >= maxItems}
          onClick={() => {
            setKeys([...keys, newKey()]);
            onChange([...items, '']);
          }}
        >
          {addLabel}
        </Button>
      </Stack>
    </FieldsetShell>
  );
}

/** A key per entry that stays with the entry when an earlier one is removed, so focus and typing stay put. */
function useStableKeys(length: number) {
  const [keys, setKeys] = useState<number[]>(() => Array.from({ length }, newKey));
  // The list was replaced from outside (a reset, a loaded listing): fit the keys to it.
  if (keys.length !== length) {
    const fitted = length < keys.length ? keys.slice(0, length) : [...keys, ...Array.from({ length: length - keys.length }, newKey)];
    setKeys(fitted);
    return [fitted, setKeys] as const;
  }
  return [keys, setKeys] as const;
}
