import { TOUR_GUIDE_CHOICES } from '@portal/contracts';
import { toOptions, typedFields } from '@portal/forms';
import { SimpleGrid, Stack } from '@portal/ui';

import { maxItemsOf, maxLengthOf } from '../machinery/schema-limits';
import type { ListingFormValues, StepFieldsProps } from '../machinery/wizard-definition';
import { NumberField } from '../steps/basics/basics-fields';
import { MediaFields } from '../steps/media/media-fields';

// Field names are checked against the form's values: a misspelt one does not compile.
const { CheckboxGroupField, PriceField, SelectField, TextField, TextListField, YesNoField } =
  typedFields<ListingFormValues<'tour_guide'>>();

/** About the guide: photos, the listing's title, a bio, languages, specialities, experience and the cities covered. */
export function GuideAboutFields({ schema }: StepFieldsProps) {
  return (
    <Stack gap="5">
      <MediaFields schema={schema} />
      <TextField
        name="title"
        label="Listing title"
        maxLength={maxLengthOf(schema, 'title')}
        helperText="'Lahore Old City Heritage Guide'."
      />
      <TextField
        name="bio"
        label="Bio"
        multiline
        rows={5}
        maxLength={maxLengthOf(schema, 'bio')}
        helperText="Who you are and the trips you lead."
      />
      <CheckboxGroupField name="languages" label="Languages" options={TOUR_GUIDE_CHOICES.languages} columns={3} />
      <CheckboxGroupField name="specialise_in" label="Specialities" options={TOUR_GUIDE_CHOICES.specialise_in} columns={3} />
      <SelectField name="guide_since" label="Guiding for" options={toOptions(TOUR_GUIDE_CHOICES.guide_since)} />
      <TextListField
        name="cities_covered"
        label="Cities covered"
        itemLabel="City"
        addLabel="Add city"
        placeholder={TOUR_GUIDE_CHOICES.city_suggestions.join(', ')}
        maxLength={maxLengthOf(schema, 'cities_covered')}
        maxItems={maxItemsOf(schema, 'cities_covered')}
      />
      <YesNoField name="international_tourists" label="International tourists" helperText="Do you guide visitors from abroad?" />
    </Stack>
  );
}

/** Rates & Inclusions: half-day and full-day rates (the full day is the listing's price), the largest group, what is included. */
export function GuideRatesFields({ schema }: StepFieldsProps) {
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <PriceField name="half_day_rate" label="Half-day rate" helperText="Up to 4 hours." />
        <PriceField name="full_day_rate" label="Full-day rate" helperText="Shown as the listing's price." />
        <NumberField name="max_group_size" label="Largest group" helperText="People in one group, 1 to 50." />
      </SimpleGrid>
      <TextListField
        name="inclusions"
        label="What is included"
        itemLabel="Inclusion"
        addLabel="Add inclusion"
        optional
        maxLength={maxLengthOf(schema, 'inclusions')}
        maxItems={maxItemsOf(schema, 'inclusions')}
      />
    </Stack>
  );
}
