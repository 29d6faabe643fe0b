import { TextListField } from '@portal/forms';
import { Stack } from '@portal/ui';
import { maxItemsOf, maxLengthOf } from '../../machinery/schema-limits';
import type { StepFieldsProps } from '../../machinery/wizard-definition';

/** Important Information: additional details (what to bring, cancellation terms) and who it is not suitable for. */
export function ImportantInfoFields({ schema }: StepFieldsProps) {
  const list = (name: 'important_info' | 'not_suitable_for') => ({ name, optional: true, maxLength: maxLengthOf(schema, name), maxItems: maxItemsOf(schema, name) });
  return (
    <Stack gap="6">
      <TextListField
        {...list('important_info')}
        label="Additional details"
        itemLabel="Detail"
        addLabel="Add detail"
        helperText="What to bring, documents needed, what happens if a customer cancels."
      />
      <TextListField {...list('not_suitable_for')} label="Not suitable for" itemLabel="Not suitable for" addLabel="Add another" />
    </Stack>
  );
}
