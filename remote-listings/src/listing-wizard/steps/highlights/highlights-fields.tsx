import { typedFields } from '@portal/forms';

import { useWizardStrings } from '../../../strings/wizard-strings';
import { maxItemsOf, maxLengthOf } from '../../machinery/schema-limits';
import type { ListingFormValues, StepFieldsProps } from '../../machinery/wizard-definition';

// Field names are checked against the values of the listing types (any wizard may show the step).
const { TextListField } = typedFields<ListingFormValues>();

/** Highlights: one short line each; empty lines are dropped on submit. */
export function HighlightsFields({ schema }: StepFieldsProps) {
  const { say } = useWizardStrings();
  return (
    <TextListField
      name="highlights"
      label={say('Highlights')}
      itemLabel={say('Highlight')}
      addLabel={say('Add highlight')}
      optional
      maxLength={maxLengthOf(schema, 'highlights')}
      maxItems={maxItemsOf(schema, 'highlights')}
    />
  );
}
