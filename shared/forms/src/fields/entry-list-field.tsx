import { type FieldArrayPath, type FieldValues, get, useFieldArray, useFormContext, useFormState } from 'react-hook-form';

import { Box, Button, CloseButton, Flex, SimpleGrid, Stack, Text } from '@portal/ui';

import { useFormsWizardStrings } from '../strings/forms-wizard-strings';
import { FieldsetShell } from './form-field';
import { listMessage } from './list-message';
import { PriceField } from './price-field';
import { type Option, SelectField } from './select-field';
import { TextField } from './text-field';

/** One input of an entry: text (one line or several), a price, or a choice. */
export type EntryInput =
  | {
      name: string;
      label: string;
      kind?: 'text' | 'multiline';
      maxLength?: number;
      placeholder?: string;
      optional?: boolean;
      wide?: boolean;
    }
  | { name: string; label: string; kind: 'price'; placeholder?: string; optional?: boolean; wide?: boolean }
  | { name: string; label: string; kind: 'select'; options: readonly Option[]; optional?: boolean; wide?: boolean };

export interface EntryListFieldProps<TValues extends FieldValues = FieldValues> {
  /** A list of the form's values whose items are objects ('itinerary'). */
  name: FieldArrayPath<TValues>;
  /** The list's legend: 'Itinerary'. */
  label: string;
  /** One entry, for its heading and its Remove button: 'Day' gives 'Day 2', 'Remove day 2'. */
  entryLabel: string;
  /** 'Add itinerary entry'. */
  addLabel: string;
  inputs: readonly EntryInput[];
  /** A new entry's values. */
  blank: Record<string, unknown>;
  maxItems?: number;
  helperText?: string;
  optional?: boolean;
  /** Entries always shown: their Remove buttons are hidden (1 unless told). */
  minRows?: number;
  /** Inputs side by side from the small breakpoint up (2 unless told). */
  columns?: number;
}

function EntryInputField({ input, name }: { input: EntryInput; name: string }) {
  const common = { name, label: input.label, optional: input.optional };
  if (input.kind === 'price') return <PriceField {...common} placeholder={input.placeholder} />;
  if (input.kind === 'select') return <SelectField {...common} options={input.options} />;
  return (
    <TextField {...common} placeholder={input.placeholder} maxLength={input.maxLength} multiline={input.kind === 'multiline'} rows={3} />
  );
}

/**
 * A list of entries of several inputs (itinerary stops, FAQs, prices, add-ons), each framed with
 * its number, with Add and Remove. Blank entries stay in the form and the schema drops them on
 * submit; an entry's own errors show on its inputs, the list's (too few) under the legend.
 */
export function EntryListField<TValues extends FieldValues = FieldValues>(props: EntryListFieldProps<TValues>) {
  const { name, label, entryLabel, addLabel, inputs, blank, maxItems, helperText, optional, minRows = 1, columns = 2 } = props;
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray<FieldValues>({ control, name });
  // Read, not registered: a controller on the array's own name would fight the field array.
  const { errors } = useFormState<FieldValues>({ control, name });
  const error: unknown = get(errors, name);
  const t = useFormsWizardStrings();
  return (
    <FieldsetShell label={label} helperText={helperText} optional={optional} error={listMessage(error)}>
      <Stack gap="3">
        {fields.map((field, index) => (
          <Box
            key={field.id}
            borderWidth="1px"
            borderRadius="md"
            p="3"
            role="group"
            aria-label={t('list.entry', { item: entryLabel, number: index + 1 })}
          >
            <Flex justify="space-between" align="center" mb="2">
              <Text fontWeight="medium" fontSize="sm">
                {t('list.entry', { item: entryLabel, number: index + 1 })}
              </Text>
              {fields.length > minRows && (
                <CloseButton
                  size="sm"
                  aria-label={t('list.remove', { item: entryLabel.toLowerCase(), number: index + 1 })}
                  onClick={() => remove(index)}
                />
              )}
            </Flex>
            <SimpleGrid columns={{ base: 1, sm: columns }} gap="3">
              {inputs.map((input) => (
                <Box key={input.name} gridColumn={input.wide ? '1 / -1' : undefined} minW="0">
                  <EntryInputField input={input} name={`${name}.${index}.${input.name}`} />
                </Box>
              ))}
            </SimpleGrid>
          </Box>
        ))}
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          disabled={maxItems !== undefined && fields.length >= maxItems}
          onClick={() => append(blank)}
        >
          {addLabel}
        </Button>
      </Stack>
    </FieldsetShell>
  );
}
