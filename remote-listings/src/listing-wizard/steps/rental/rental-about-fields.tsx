import { typedFields } from '@portal/forms';
import { SimpleGrid, Stack } from '@portal/ui';

import { sayChoices, useWizardStrings } from '../../../strings/wizard-strings';
import { maxLengthOf } from '../../machinery/schema-limits';
import type { ListingFormValues, StepFieldsProps } from '../../machinery/wizard-definition';
import { MediaFields } from '../media/media-fields';

// Field names are checked against the form's values: a misspelt one does not compile.
const { CheckboxGroupField, SelectField, TextField, YesNoField } = typedFields<ListingFormValues<'bike_rental' | 'car_rental'>>();

/** What differs between a bike's and a car's first step: the noun, the field names, the lists of spec section 3. */
export interface RentalVehicle {
  /** 'Bike' gives 'Bike name', 'Bike type'. */
  noun: string;
  make: 'bike_make' | 'car_make';
  kind: 'bike_type' | 'car_type';
  choices: {
    make: readonly string[];
    model_year: readonly number[];
    transmission: readonly string[];
    engine_capacity: readonly string[];
    fuel_type: readonly string[];
    kind: readonly string[];
    features: readonly string[];
  };
}

/** About the bike / About the car: its photos and name (the listing's title), what it is, and whether it is self drive. */
export function RentalAboutFields({ schema, vehicle }: StepFieldsProps & { vehicle: RentalVehicle }) {
  const { say } = useWizardStrings();
  const { noun, choices } = vehicle;
  return (
    <Stack gap="5">
      <MediaFields schema={schema} />
      <TextField
        name="title"
        label={say(`${noun} name`)}
        maxLength={maxLengthOf(schema, 'title')}
        helperText={say("What customers see as the listing's title.")}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField name={vehicle.make} label={say('Make')} options={sayChoices(say, choices.make)} />
        <SelectField
          name="model_year"
          label={say('Model year')}
          options={choices.model_year.map((year) => ({ value: year, label: String(year) }))}
        />
        <SelectField name="transmission" label={say('Transmission')} options={sayChoices(say, choices.transmission)} />
        <SelectField name="engine_capacity" label={say('Engine capacity')} options={sayChoices(say, choices.engine_capacity)} />
        <SelectField name="fuel_type" label={say('Fuel type')} options={sayChoices(say, choices.fuel_type)} />
        <SelectField name={vehicle.kind} label={say(`${noun} type`)} options={sayChoices(say, choices.kind)} />
      </SimpleGrid>
      <CheckboxGroupField name="features" label={say('Features')} options={sayChoices(say, choices.features)} columns={3} optional />
      <YesNoField name="self_drive" label={say('Self drive')} />
    </Stack>
  );
}
