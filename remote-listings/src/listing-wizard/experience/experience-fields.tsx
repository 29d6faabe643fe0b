import { EXPERIENCE_CHOICES, MEETING_TIME_SUGGESTIONS } from '@portal/contracts';
import { typedFields } from '@portal/forms';
import { SimpleGrid, Stack } from '@portal/ui';

import { type Say, useWizardStrings } from '../../strings/wizard-strings';
import type { ListingFormValues, StepFieldsProps } from '../machinery/wizard-definition';
import { AgeRangeFields, DurationFields, LanguagesField, NumberField } from '../steps/basics/basics-fields';
import { MediaFields } from '../steps/media/media-fields';

// Field names are checked against the form's values: a misspelt one does not compile.
const { SelectField, TextField, TextListField, YesNoField } = typedFields<ListingFormValues<'experience'>>();

// The spec's values are lower case ('cultural'); each is shown capitalised, in the current language.
const labelled = (say: Say, values: readonly string[]) =>
  values.map((value) => ({ value, label: say(value.charAt(0).toUpperCase() + value.slice(1)) }));

/** About the Experience (spec section 3). */
export function ExperienceAboutFields({ schema }: StepFieldsProps) {
  const { say } = useWizardStrings();
  return (
    <Stack gap="5">
      <MediaFields schema={schema} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField
          name="experience_type"
          label={say('Experience type')}
          options={labelled(say, EXPERIENCE_CHOICES.experience_type)}
          optional
        />
        <SelectField
          name="difficulty_level"
          label={say('Difficulty level')}
          options={labelled(say, EXPERIENCE_CHOICES.difficulty_level)}
          optional
        />
        <NumberField name="min_people" label={say('Minimum people')} />
        <YesNoField name="set_availability" label={say('Set availability')} />
      </SimpleGrid>
      <DurationFields units={EXPERIENCE_CHOICES.duration_unit} />
      <TextListField name="places_covered" label={say('Places covered')} itemLabel={say('Place')} addLabel={say('Add place')} />
      <AgeRangeFields />
      <LanguagesField options={EXPERIENCE_CHOICES.languages} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="starts_in" label={say('Starts in')} />
        <YesNoField name="pickup_included" label={say('Pickup included')} />
        <TextField name="meeting_time_date" label={say('Meeting time and date')} suggestions={MEETING_TIME_SUGGESTIONS} optional />
      </SimpleGrid>
    </Stack>
  );
}
