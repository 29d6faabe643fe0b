import { DESTINATION_SUGGESTIONS, MEETING_TIME_SUGGESTIONS, START_CITY_SUGGESTIONS, TOUR_CHOICES } from '@portal/contracts';
import { typedFields } from '@portal/forms';
import { SimpleGrid, Stack } from '@portal/ui';

import { sayChoices, useWizardStrings } from '../../strings/wizard-strings';
import type { ListingFormValues, StepFieldsProps } from '../machinery/wizard-definition';
import { AgeRangeFields, AudienceField, DurationFields, GroupTypeField, LanguagesField, NumberField } from '../steps/basics/basics-fields';
import { HighlightsFields } from '../steps/highlights/highlights-fields';
import { MediaFields } from '../steps/media/media-fields';

// Field names are checked against the form's values: a misspelt one does not compile.
const { SelectField, TextField, TextListField, YesNoField } = typedFields<ListingFormValues<'tour'>>();

/** Tour Media & Basics (spec sections 3 and 9, with the screen-only fields saved). */
export function TourBasicsFields({ schema }: StepFieldsProps) {
  const { say } = useWizardStrings();
  return (
    <Stack gap="5">
      <MediaFields schema={schema} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <GroupTypeField label={say('Tour type')} />
        <AudienceField />
        <SelectField name="theme" label={say('Theme')} options={sayChoices(say, TOUR_CHOICES.theme)} optional />
        <SelectField name="availability" label={say('Availability')} options={sayChoices(say, TOUR_CHOICES.availability)} optional />
      </SimpleGrid>
      <DurationFields units={TOUR_CHOICES.duration_unit} suggestions={TOUR_CHOICES.duration_values} />
      <SimpleGrid columns={2} gap="3">
        <NumberField name="min_people" label={say('Minimum people')} suggestions={TOUR_CHOICES.min_people} />
        <NumberField
          name="available_spots"
          label={say('Available spots')}
          suggestions={TOUR_CHOICES.available_spots}
          helperText={say('Places per departure.')}
        />
      </SimpleGrid>
      <AgeRangeFields />
      <LanguagesField options={TOUR_CHOICES.languages} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="starts_in" label={say('Starts in')} suggestions={START_CITY_SUGGESTIONS} />
        <YesNoField name="pickup_included" label={say('Pickup included')} />
        <TextField name="meeting_address" label={say('Meeting address')} optional />
        <TextField
          name="meeting_time"
          label={say('Meeting time')}
          suggestions={MEETING_TIME_SUGGESTIONS}
          optional
          helperText={say('The departure time, e.g. 10:00 am.')}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** Destinations & Highlights: the places the tour covers, then its highlights. */
export function TourDestinationsFields({ schema }: StepFieldsProps) {
  const { say } = useWizardStrings();
  return (
    <Stack gap="6">
      <TextListField
        name="places_covered"
        label={say('Destinations')}
        itemLabel={say('Destination')}
        addLabel={say('Add destination')}
        placeholder={say(DESTINATION_SUGGESTIONS.join(', '))}
      />
      <HighlightsFields schema={schema} />
    </Stack>
  );
}
