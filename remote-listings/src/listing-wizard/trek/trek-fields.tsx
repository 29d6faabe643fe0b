import { DESTINATION_SUGGESTIONS, MEETING_TIME_SUGGESTIONS, START_CITY_SUGGESTIONS, TREK_CHOICES } from '@portal/contracts';
import { typedFields } from '@portal/forms';
import { SimpleGrid, Stack } from '@portal/ui';

import { sayChoices, useWizardStrings } from '../../strings/wizard-strings';
import type { ListingFormValues, StepFieldsProps } from '../machinery/wizard-definition';
import { AgeRangeFields, AudienceField, DurationFields, GroupTypeField, LanguagesField, NumberField } from '../steps/basics/basics-fields';
import { HighlightsFields } from '../steps/highlights/highlights-fields';
import { MediaFields } from '../steps/media/media-fields';

// Field names are checked against the form's values: a misspelt one does not compile.
const { SelectField, TextField, YesNoField } = typedFields<ListingFormValues<'trek'>>();

/** Trek Media & Basics (spec sections 3 and 9). */
export function TrekBasicsFields({ schema }: StepFieldsProps) {
  const { say } = useWizardStrings();
  return (
    <Stack gap="5">
      <MediaFields schema={schema} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <GroupTypeField label={say('Trek type')} />
        <AudienceField />
        <SelectField name="theme" label={say('Theme')} options={sayChoices(say, TREK_CHOICES.theme)} optional />
        <SelectField
          name="difficulty_level"
          label={say('Difficulty level')}
          options={sayChoices(say, TREK_CHOICES.difficulty_level)}
          optional
        />
      </SimpleGrid>
      <DurationFields units={TREK_CHOICES.duration_unit} suggestions={TREK_CHOICES.duration_values} />
      <SimpleGrid columns={2} gap="3">
        <NumberField name="min_people" label={say('Minimum people')} />
        <NumberField name="available_slots" label={say('Available slots')} helperText={say('Places per departure.')} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <YesNoField name="set_availability" label={say('Set availability')} />
        <TextField name="set_date" label={say('Dates')} optional helperText={say('When the trek runs, e.g. June to September.')} />
      </SimpleGrid>
      <AgeRangeFields />
      <LanguagesField options={TREK_CHOICES.languages} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="starts_in" label={say('Starts in')} suggestions={START_CITY_SUGGESTIONS} />
        <YesNoField name="pickup_included" label={say('Pickup included')} />
        <TextField
          name="meeting_time_date"
          label={say('Meeting time and date')}
          suggestions={MEETING_TIME_SUGGESTIONS}
          optional
          helperText={say('e.g. 10:00 am on day 1.')}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** Destinations & Highlights: where the trek goes, then its highlights. */
export function TrekDestinationsFields({ schema }: StepFieldsProps) {
  const { say } = useWizardStrings();
  return (
    <Stack gap="6">
      <TextField name="select_trek" label={say('Trek destination')} suggestions={DESTINATION_SUGGESTIONS} />
      <HighlightsFields schema={schema} />
    </Stack>
  );
}
