import { ACTIVITY_CHOICES } from '@portal/contracts';
import { typedFields } from '@portal/forms';
import { SimpleGrid, Stack } from '@portal/ui';

import { sayChoices, useWizardStrings } from '../../strings/wizard-strings';
import type { ListingFormValues, StepFieldsProps } from '../machinery/wizard-definition';
import { AgeRangeFields, DurationFields, LanguagesField, NumberField } from '../steps/basics/basics-fields';
import { MediaFields } from '../steps/media/media-fields';

// Field names are checked against the form's values: a misspelt one does not compile.
const { SelectField, YesNoField } = typedFields<ListingFormValues<'activity'>>();

/** Activity Media & Basics (spec sections 3 and 5). */
export function ActivityBasicsFields({ schema }: StepFieldsProps) {
  const { say } = useWizardStrings();
  return (
    <Stack gap="5">
      <MediaFields schema={schema} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField
          name="select_activity"
          label={say('Select activity')}
          options={sayChoices(say, ACTIVITY_CHOICES.select_activity)}
          optional
        />
        <SelectField name="city_region" label={say('City/region')} options={sayChoices(say, ACTIVITY_CHOICES.city_region)} optional />
        <NumberField name="min_people" label={say('Minimum people')} helperText={say('1 to 50.')} />
        <SelectField
          name="difficulty_level"
          label={say('Difficulty level')}
          options={sayChoices(say, ACTIVITY_CHOICES.difficulty_level)}
          optional
        />
      </SimpleGrid>
      <DurationFields units={ACTIVITY_CHOICES.duration_unit} />
      <AgeRangeFields />
      <LanguagesField options={ACTIVITY_CHOICES.languages} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <YesNoField name="set_availability" label={say('Set availability')} />
        <SelectField name="availability" label={say('Availability')} options={sayChoices(say, ACTIVITY_CHOICES.availability)} optional />
      </SimpleGrid>
    </Stack>
  );
}
