import { TOUR_GUIDE_CHOICES } from '@portal/contracts';
import { typedFields } from '@portal/forms';
import { SimpleGrid, Stack } from '@portal/ui';

import { sayChoices, useWizardStrings } from '../../strings/wizard-strings';
import { maxItemsOf, maxLengthOf } from '../machinery/schema-limits';
import type { ListingFormValues, StepFieldsProps } from '../machinery/wizard-definition';
import { NumberField } from '../steps/basics/basics-fields';
import { MediaFields } from '../steps/media/media-fields';

// Field names are checked against the form's values: a misspelt one does not compile.
const { CheckboxGroupField, PriceField, SelectField, TextField, TextListField, YesNoField } =
  typedFields<ListingFormValues<'tour_guide'>>();

/** About the guide: photos, the listing's title, a bio, languages, specialities, experience and the cities covered. */
export function GuideAboutFields({ schema }: StepFieldsProps) {
  const { say } = useWizardStrings();
  return (
    <Stack gap="5">
      <MediaFields schema={schema} />
      <TextField
        name="title"
        label={say('Listing title')}
        maxLength={maxLengthOf(schema, 'title')}
        helperText={say("'Lahore Old City Heritage Guide'.")}
      />
      <TextField
        name="bio"
        label={say('Bio')}
        multiline
        rows={5}
        maxLength={maxLengthOf(schema, 'bio')}
        helperText={say('Who you are and the trips you lead.')}
      />
      <CheckboxGroupField name="languages" label={say('Languages')} options={sayChoices(say, TOUR_GUIDE_CHOICES.languages)} columns={3} />
      <CheckboxGroupField
        name="specialise_in"
        label={say('Specialities')}
        options={sayChoices(say, TOUR_GUIDE_CHOICES.specialise_in)}
        columns={3}
      />
      <SelectField name="guide_since" label={say('Guiding for')} options={sayChoices(say, TOUR_GUIDE_CHOICES.guide_since)} />
      <TextListField
        name="cities_covered"
        label={say('Cities covered')}
        itemLabel={say('City')}
        addLabel={say('Add city')}
        placeholder={say(TOUR_GUIDE_CHOICES.city_suggestions.join(', '))}
        maxLength={maxLengthOf(schema, 'cities_covered')}
        maxItems={maxItemsOf(schema, 'cities_covered')}
      />
      <YesNoField
        name="international_tourists"
        label={say('International tourists')}
        helperText={say('Do you guide visitors from abroad?')}
      />
    </Stack>
  );
}

/** Rates & Inclusions: half-day and full-day rates (the full day is the listing's price), the largest group, what is included. */
export function GuideRatesFields({ schema }: StepFieldsProps) {
  const { say } = useWizardStrings();
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <PriceField name="half_day_rate" label={say('Half-day rate')} helperText={say('Up to 4 hours.')} />
        <PriceField name="full_day_rate" label={say('Full-day rate')} helperText={say("Shown as the listing's price.")} />
        <NumberField name="max_group_size" label={say('Largest group')} helperText={say('People in one group, 1 to 50.')} />
      </SimpleGrid>
      <TextListField
        name="inclusions"
        label={say('What is included')}
        itemLabel={say('Inclusion')}
        addLabel={say('Add inclusion')}
        optional
        maxLength={maxLengthOf(schema, 'inclusions')}
        maxItems={maxItemsOf(schema, 'inclusions')}
      />
    </Stack>
  );
}
