import { TextListField } from '@portal/forms';
import { maxItemsOf, maxLengthOf } from '../../machinery/schema-limits';
import type { StepFieldsProps } from '../../machinery/wizard-definition';

/** Highlights: one short line each; empty lines are dropped on submit. */
export function HighlightsFields({ schema }: StepFieldsProps) {
  return (
    <TextListField
      name="highlights"
      label="Highlights"
      itemLabel="Highlight"
      addLabel="Add highlight"
      optional
      maxLength={maxLengthOf(schema, 'highlights')}
      maxItems={maxItemsOf(schema, 'highlights')}
    />
  );
}
