import { EXPERIENCE_CHOICES, MEETING_TIME_SUGGESTIONS } from '@portal/contracts';
import { typedFields } from '@portal/forms';
import { SimpleGrid, Stack } from '@portal/ui';

import type { ListingFormValues, StepFieldsProps } from '../machinery/wizard-definition';
import { AgeRangeFields, DurationFields, LanguagesField, NumberField } from '../steps/basics/basics-fields';
import { MediaFields } from '../steps/media/media-fields';

// Field names are checked against the form's values: a misspelt one does not compile.
const { SelectField, TextField, TextListField, YesNoField } = typedFields<ListingFormValues<'experience'>>();

const labelled = (values: readonly string[]) => values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));

/** About the Experience (spec section 3). */
export function ExperienceAboutFields({ schema }: StepFieldsProps) {
  return (
    <Stack gap="5">
      <MediaFields schema={schema} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField name="experience_type" label="Experience type" options={labelled(EXPERIENCE_CHOICES.experience_type)} optional />
        <SelectField name="difficulty_level" label="Difficulty level" options={labelled(EXPERIENCE_CHOICES.difficulty_level)} optional />
        <NumberField name="min_people" label="Minimum people" />
        <YesNoField name="set_availability" label="Set availability" />
      </SimpleGrid>
      <DurationFields units={EXPERIENCE_CHOICES.duration_unit} />
      <TextListField name="places_covered" label="Places covered" itemLabel="Place" addLabel="Add place" />
      <AgeRangeFields />
      <LanguagesField options={EXPERIENCE_CHOICES.languages} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="starts_in" label="Starts in" />
        <YesNoField name="pickup_included" label="Pickup included" />
        <TextField name="meeting_time_date" label="Meeting time and date" suggestions={MEETING_TIME_SUGGESTIONS} optional />
      </SimpleGrid>
    </Stack>
  );
}
