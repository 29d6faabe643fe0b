import { typedFields } from '@portal/forms';

import { useWizardStrings } from '../../../strings/wizard-strings';
import { blankRowOf } from '../../machinery/listing-values';
import { maxItemsOf, maxLengthOf } from '../../machinery/schema-limits';
import type { ListingFormValues, StepFieldsProps } from '../../machinery/wizard-definition';

// Field names are checked against the values of the listing types (any wizard may show the step).
const { EntryListField } = typedFields<ListingFormValues>();

/** FAQs: question and answer at the type's limits; at least one row stays (its Remove is hidden). */
export function FaqsFields({ schema }: StepFieldsProps) {
  const { say } = useWizardStrings();
  return (
    <EntryListField
      name="faqs"
      label={say('FAQs')}
      entryLabel={say('FAQ')}
      addLabel={say('Add FAQ')}
      blank={blankRowOf('faqs')}
      maxItems={maxItemsOf(schema, 'faqs')}
      columns={1}
      inputs={[
        { name: 'question', label: say('Question'), maxLength: maxLengthOf(schema, 'faqs.question') },
        { name: 'answer', label: say('Answer'), kind: 'multiline', maxLength: maxLengthOf(schema, 'faqs.answer') },
      ]}
    />
  );
}
