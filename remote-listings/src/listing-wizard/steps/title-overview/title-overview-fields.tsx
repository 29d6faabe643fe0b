import { typedFields } from '@portal/forms';
import { Stack } from '@portal/ui';

import { useWizardStrings } from '../../../strings/wizard-strings';
import { maxLengthOf } from '../../machinery/schema-limits';
import type { ListingFormValues, StepFieldsProps } from '../../machinery/wizard-definition';

// Field names are checked against the values of the listing types (any wizard may show the step).
const { TextField } = typedFields<ListingFormValues>();

/** Title & Overview: what customers read first, each with its count against the type's limit. */
export function TitleOverviewFields({ schema }: StepFieldsProps) {
  const { say } = useWizardStrings();
  return (
    <Stack gap="4">
      <TextField
        name="title"
        label={say('Title')}
        maxLength={maxLengthOf(schema, 'title')}
        helperText={say('A short, specific name customers search for.')}
      />
      <TextField
        name="overview"
        label={say('Overview')}
        multiline
        rows={6}
        maxLength={maxLengthOf(schema, 'overview')}
        helperText={say('What the day looks like, who it suits, what makes it special.')}
      />
    </Stack>
  );
}
