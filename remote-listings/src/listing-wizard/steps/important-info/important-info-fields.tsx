import { fieldsOf, typedFields } from '@portal/forms';
import { Stack } from '@portal/ui';

import { sayChoices, useWizardStrings } from '../../../strings/wizard-strings';
import { maxItemsOf, maxLengthOf } from '../../machinery/schema-limits';
import { useListingWizard } from '../../machinery/wizard-context';
import type { ListingFormValues, StepFieldsProps } from '../../machinery/wizard-definition';

// Field names are checked against the values of the listing types (any wizard may show the step).
const { CheckboxGroupField, TextListField } = typedFields<ListingFormValues>();

/**
 * Important Information: additional details (what to bring, cancellation terms) and who it is not
 * suitable for: typed lines, or the wizard's choices (the bike's); the car's step has no such part.
 */
export function ImportantInfoFields({ schema }: StepFieldsProps) {
  const { say } = useWizardStrings();
  const { definition } = useListingWizard();
  const fields = fieldsOf({ id: 'importantInfo', title: '', schema });
  const list = (name: 'important_info' | 'not_suitable_for') => ({
    name,
    optional: true,
    maxLength: maxLengthOf(schema, name),
    maxItems: maxItemsOf(schema, name),
  });
  return (
    <Stack gap="6">
      <TextListField
        {...list('important_info')}
        label={say('Additional details')}
        itemLabel={say('Detail')}
        addLabel={say('Add detail')}
        helperText={say('What to bring, documents needed, what happens if a customer cancels.')}
      />
      {fields.includes('not_suitable_for') &&
        (definition.notSuitableFor ? (
          <CheckboxGroupField
            name="not_suitable_for"
            label={say('Not suitable for')}
            options={sayChoices(say, definition.notSuitableFor)}
            columns={3}
          />
        ) : (
          <TextListField
            {...list('not_suitable_for')}
            label={say('Not suitable for')}
            itemLabel={say('Not suitable for')}
            addLabel={say('Add another')}
          />
        ))}
    </Stack>
  );
}
