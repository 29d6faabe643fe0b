import { typedFields } from '@portal/forms';
import { Stack } from '@portal/ui';

import { useWizardStrings } from '../../../strings/wizard-strings';
import { maxItemsOf, maxLengthOf } from '../../machinery/schema-limits';
import type { ListingFormValues, StepFieldsProps } from '../../machinery/wizard-definition';

// Field names are checked against the values of the listing types (any wizard may show the step).
const { TextListField } = typedFields<ListingFormValues>();

/** Inclusions & Exclusions: what the price covers and what it does not, one line each. */
export function InclusionsFields({ schema }: StepFieldsProps) {
  const { say } = useWizardStrings();
  const list = (name: 'inclusions' | 'exclusions') => ({
    name,
    optional: true,
    maxLength: maxLengthOf(schema, name),
    maxItems: maxItemsOf(schema, name),
  });
  return (
    <Stack gap="6">
      <TextListField {...list('inclusions')} label={say('Inclusions')} itemLabel={say('Inclusion')} addLabel={say('Add inclusion')} />
      <TextListField {...list('exclusions')} label={say('Exclusions')} itemLabel={say('Exclusion')} addLabel={say('Add exclusion')} />
    </Stack>
  );
}
