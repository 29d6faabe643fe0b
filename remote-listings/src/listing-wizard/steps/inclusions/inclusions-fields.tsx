import { typedFields } from '@portal/forms';
import { Stack } from '@portal/ui';

import { maxItemsOf, maxLengthOf } from '../../machinery/schema-limits';
import type { ListingFormValues, StepFieldsProps } from '../../machinery/wizard-definition';

// Field names are checked against the values of the listing types (any wizard may show the step).
const { TextListField } = typedFields<ListingFormValues>();

/** Inclusions & Exclusions: what the price covers and what it does not, one line each. */
export function InclusionsFields({ schema }: StepFieldsProps) {
  const list = (name: 'inclusions' | 'exclusions') => ({
    name,
    optional: true,
    maxLength: maxLengthOf(schema, name),
    maxItems: maxItemsOf(schema, name),
  });
  return (
    <Stack gap="6">
      <TextListField {...list('inclusions')} label="Inclusions" itemLabel="Inclusion" addLabel="Add inclusion" />
      <TextListField {...list('exclusions')} label="Exclusions" itemLabel="Exclusion" addLabel="Add exclusion" />
    </Stack>
  );
}
