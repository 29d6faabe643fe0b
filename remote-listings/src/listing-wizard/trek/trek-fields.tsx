import { DESTINATION_SUGGESTIONS, MEETING_TIME_SUGGESTIONS, START_CITY_SUGGESTIONS, TREK_CHOICES } from '@portal/contracts';
import { toOptions, typedFields } from '@portal/forms';
import { SimpleGrid, Stack } from '@portal/ui';

import type { ListingFormValues, StepFieldsProps } from '../machinery/wizard-definition';
import { AgeRangeFields, AudienceField, DurationFields, GroupTypeField, LanguagesField, NumberField } from '../steps/basics/basics-fields';
import { HighlightsFields } from '../steps/highlights/highlights-fields';
import { MediaFields } from '../steps/media/media-fields';

// Field names are checked against the form's values: a misspelt one does not compile.
const { SelectField, TextField, YesNoField } = typedFields<ListingFormValues<'trek'>>();

/** Trek Media & Basics (spec sections 3 and 9). */
export function TrekBasicsFields({ schema }: StepFieldsProps) {
  return (
    <Stack gap="5">
      <MediaFields schema={schema} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <GroupTypeField label="Trek type" />
        <AudienceField />
        <SelectField name="theme" label="Theme" options={toOptions(TREK_CHOICES.theme)} optional />
        <SelectField name="difficulty_level" label="Difficulty level" options={toOptions(TREK_CHOICES.difficulty_level)} optional />
      </SimpleGrid>
      <DurationFields units={TREK_CHOICES.duration_unit} suggestions={TREK_CHOICES.duration_values} />
      <SimpleGrid columns={2} gap="3">
        <NumberField name="min_people" label="Minimum people" />
        <NumberField name="available_slots" label="Available slots" helperText="Places per departure." />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <YesNoField name="set_availability" label="Set availability" />
        <TextField name="set_date" label="Dates" optional helperText="When the trek runs, e.g. June to September." />
      </SimpleGrid>
      <AgeRangeFields />
      <LanguagesField options={TREK_CHOICES.languages} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="starts_in" label="Starts in" suggestions={START_CITY_SUGGESTIONS} />
        <YesNoField name="pickup_included" label="Pickup included" />
        <TextField
          name="meeting_time_date"
          label="Meeting time and date"
          suggestions={MEETING_TIME_SUGGESTIONS}
          optional
          helperText="e.g. 10:00 am on day 1."
        />
      </SimpleGrid>
    </Stack>
  );
}

/** Destinations & Highlights: where the trek goes, then its highlights. */
export function TrekDestinationsFields({ schema }: StepFieldsProps) {
  return (
    <Stack gap="6">
      <TextField name="select_trek" label="Trek destination" suggestions={DESTINATION_SUGGESTIONS} />
      <HighlightsFields schema={schema} />
    </Stack>
  );
}
